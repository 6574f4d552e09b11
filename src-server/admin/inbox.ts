import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type {
  ContactMessage,
  DealerApplication,
  applicationQuerySchema,
  messageQuerySchema,
} from '@shared/schemas/admin/inbox';
import type {
  contactMessageInputSchema,
  dealerApplicationInputSchema,
} from '@shared/forms/public-forms';
import type { Page, PageQuery } from '@shared/schemas/page';
import type { Clock } from '../env';
import { ApiError } from '../errors';
import { mailAfter } from '../mail/hooks';
import { notify } from '../mail/notify';
import { queryPage } from '../paging';
import { COLLECTIONS } from '../records';
import type { DocumentData, Storage } from '../storage/port';
import { recordAudit, type Actor } from './audit';
import type { AccountService } from './accounts';
import { createUser } from './users';

const iso = (value: unknown) => (value instanceof Date ? value.toISOString() : String(value));
const ID = /^[A-Za-z0-9_-]{1,200}$/;

function toApplication(id: string, data: DocumentData): DealerApplication {
  return {
    id,
    companyName: String(data.companyName),
    kvkNumber: String(data.kvkNumber),
    btwId: String(data.btwId),
    contactName: String(data.contactName),
    email: String(data.email),
    phone: String(data.phone),
    remarks: String(data.remarks ?? ''),
    status: data.status as DealerApplication['status'],
    createdAt: iso(data.createdAt),
    ...(data.decidedAt ? { decidedAt: iso(data.decidedAt) } : {}),
    ...(data.rejectionReason ? { rejectionReason: String(data.rejectionReason) } : {}),
    ...(data.dealerId ? { dealerId: String(data.dealerId) } : {}),
    ...(typeof data.discount === 'number' ? { discount: data.discount } : {}),
  };
}

function toMessage(id: string, data: DocumentData): ContactMessage {
  return {
    id,
    name: String(data.name),
    email: String(data.email),
    subject: String(data.subject ?? ''),
    message: String(data.message),
    read: data.read === true,
    createdAt: iso(data.createdAt),
  };
}

/** Stores what a public form sent, without its honeypot field. */
export async function storeSubmission(
  storage: Storage,
  clock: Clock,
  form: 'application' | 'message',
  input: z.infer<typeof dealerApplicationInputSchema> | z.infer<typeof contactMessageInputSchema>,
): Promise<void> {
  const { website: _honeypot, ...fields } = input;
  const [collection, initial] =
    form === 'application'
      ? [COLLECTIONS.dealerApplications, { status: 'nieuw' }]
      : [COLLECTIONS.contactMessages, { read: false }];
  await storage.set(collection, randomUUID(), { ...fields, ...initial, createdAt: clock.now() });
  if ('companyName' in input) await notify.applicationReceived({ storage, clock }, input);
}

export async function listApplications(
  storage: Storage,
  query: z.infer<typeof applicationQuerySchema>,
  page: PageQuery,
): Promise<Page<DealerApplication>> {
  const result = await queryPage(
    storage,
    COLLECTIONS.dealerApplications,
    {
      where: query.status ? [{ field: 'status', op: '==', value: query.status }] : [],
      orderBy: [{ field: 'createdAt', direction: 'desc' }],
    },
    page,
  );
  return {
    items: result.items.map((d) => toApplication(d.id, d.data)),
    nextCursor: result.nextCursor,
  };
}

export async function listMessages(
  storage: Storage,
  query: z.infer<typeof messageQuerySchema>,
  page: PageQuery,
): Promise<Page<ContactMessage>> {
  const result = await queryPage(
    storage,
    COLLECTIONS.contactMessages,
    {
      where: query.gelezen ? [{ field: 'read', op: '==', value: query.gelezen === 'ja' }] : [],
      orderBy: [{ field: 'createdAt', direction: 'desc' }],
    },
    page,
  );
  return {
    items: result.items.map((d) => toMessage(d.id, d.data)),
    nextCursor: result.nextCursor,
  };
}

async function pendingApplication(storage: Storage, id: string): Promise<DocumentData> {
  const data = ID.test(id) ? await storage.get(COLLECTIONS.dealerApplications, id) : null;
  if (!data) throw new ApiError(404, 'aanvraag_niet_gevonden', 'Deze aanvraag bestaat niet.');
  if (data.status !== 'nieuw') {
    throw new ApiError(409, 'al_beoordeeld', 'Over deze aanvraag is al beslist.');
  }
  return data;
}

/** Approving creates the dealer's account with the chosen discount. */
export async function approveApplication(
  storage: Storage,
  accounts: AccountService | undefined,
  clock: Clock,
  actor: Actor,
  id: string,
  discount: number,
): Promise<{ application: DealerApplication; resetCode: string }> {
  const data = await pendingApplication(storage, id);
  const [firstName = '', ...rest] = String(data.contactName).split(/\s+/);
  const { user, resetCode } = await createUser(
    storage,
    accounts,
    clock,
    actor,
    {
      email: String(data.email),
      firstName,
      lastName: rest.join(' '),
      company: String(data.companyName),
      phone: String(data.phone),
      address: '',
      role: 'dealer',
      discount,
    },
    `aangemaakt uit dealeraanvraag van ${String(data.companyName)}`,
  );
  const patch = { status: 'goedgekeurd', decidedAt: clock.now(), dealerId: user.id, discount };
  await storage.transaction(async (tx) => {
    tx.update(COLLECTIONS.dealerApplications, id, patch);
    recordAudit(tx, {
      actor,
      entity: 'application',
      entityId: id,
      action: 'goedgekeurd',
      changes: [
        { field: 'status', before: 'Nieuw', after: 'Goedgekeurd' },
        { field: 'discount', before: '—', after: `${discount} %` },
      ],
      at: clock.now(),
    });
  });
  const approved = { application: toApplication(id, { ...data, ...patch }), resetCode };
  return mailAfter.applicationApproved({ storage, clock })(approved);
}

export async function rejectApplication(
  storage: Storage,
  clock: Clock,
  actor: Actor,
  id: string,
  reason: string,
): Promise<DealerApplication> {
  const data = await pendingApplication(storage, id);
  const patch = { status: 'afgewezen', decidedAt: clock.now(), rejectionReason: reason };
  await storage.transaction(async (tx) => {
    tx.update(COLLECTIONS.dealerApplications, id, patch);
    recordAudit(tx, {
      actor,
      entity: 'application',
      entityId: id,
      action: 'afgewezen',
      changes: [
        { field: 'status', before: 'Nieuw', after: 'Afgewezen' },
        { field: 'rejectionReason', before: '—', after: reason },
      ],
      at: clock.now(),
    });
  });
  return mailAfter.applicationRejected({ storage, clock })(
    toApplication(id, { ...data, ...patch }),
  );
}

export async function markMessage(
  storage: Storage,
  clock: Clock,
  actor: Actor,
  id: string,
  read: boolean,
): Promise<ContactMessage> {
  return storage.transaction(async (tx) => {
    const data = ID.test(id) ? await tx.get(COLLECTIONS.contactMessages, id) : null;
    if (!data) throw new ApiError(404, 'bericht_niet_gevonden', 'Dit bericht bestaat niet.');
    if ((data.read === true) !== read) {
      tx.update(COLLECTIONS.contactMessages, id, { read });
      recordAudit(tx, {
        actor,
        entity: 'message',
        entityId: id,
        action: read ? 'gelezen' : 'ongelezen',
        changes: [
          {
            field: 'read',
            before: read ? 'ongelezen' : 'gelezen',
            after: read ? 'gelezen' : 'ongelezen',
          },
        ],
        at: clock.now(),
      });
    }
    return toMessage(id, { ...data, read });
  });
}
