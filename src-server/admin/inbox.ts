import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { AuditChange } from '@shared/schemas/admin/audit';
import {
  APPLICATION_STATUS_LABELS,
  type ContactMessage,
  type DealerApplication,
  type applicationQuerySchema,
  type messageQuerySchema,
} from '@shared/schemas/admin/inbox';
import type {
  contactMessageInputSchema,
  dealerApplicationInputSchema,
} from '@shared/forms/public-forms';
import type { Page, PageQuery } from '@shared/schemas/page';
import type { Clock } from '../env';
import { ApiError } from '../errors';
import { isoMoment } from '@shared/domain/dates';
import { NEWEST_FIRST, whereEquals, type EntryOf } from '../collections/collection';
import { mapPage } from '../collections/paging';
import { contactMessages, dealerApplications } from '../collections/inbox';
import type { Storage, StorageTransaction } from '../storage/port';
import { mailAfter } from '../notify/hooks';
import { notify } from '../notify/notify';
import { recordAudit, type Actor } from '../audit/audit';
import { recordLabel } from '../audit/record-label';
import type { AccountService } from '../accounts/port';
import { createUser } from './users';

/** Stored as the back-office sees it: the typed document is the API's answer. */
type StoredApplication = EntryOf<typeof dealerApplications>;

/** The claim is the server's own bookkeeping: the back-office sees the application. */
function withoutClaim({ claimedAt: _claim, ...application }: StoredApplication): DealerApplication {
  return application;
}

/** Stores what a public form sent, without its honeypot field. */
export async function storeSubmission(
  storage: Storage,
  clock: Clock,
  form: 'application' | 'message',
  input: z.infer<typeof dealerApplicationInputSchema> | z.infer<typeof contactMessageInputSchema>,
): Promise<void> {
  const createdAt = isoMoment(clock.now());
  if ('companyName' in input) {
    const { website: _honeypot, ...fields } = input;
    await dealerApplications
      .on(storage)
      .set(randomUUID(), { ...fields, status: 'nieuw', createdAt });
  } else {
    const { website: _honeypot, ...fields } = input;
    await contactMessages.on(storage).set(randomUUID(), { ...fields, read: false, createdAt });
  }
  if ('companyName' in input) await notify.applicationReceived({ storage, clock }, input);
}

export async function listApplications(
  storage: Storage,
  query: z.infer<typeof applicationQuerySchema>,
  page: PageQuery,
): Promise<Page<DealerApplication>> {
  const result = await dealerApplications
    .on(storage)
    .page({ where: whereEquals('status', query.status), orderBy: NEWEST_FIRST }, page);
  return mapPage(result, withoutClaim);
}

export async function listMessages(
  storage: Storage,
  query: z.infer<typeof messageQuerySchema>,
  page: PageQuery,
): Promise<Page<ContactMessage>> {
  const read = query.gelezen === undefined ? undefined : query.gelezen === 'ja';
  const result = await contactMessages
    .on(storage)
    .page({ where: whereEquals('read', read), orderBy: NEWEST_FIRST }, page);
  return { items: result.items, nextCursor: result.nextCursor };
}

/**
 * An approval creates a sign-in account, which no store transaction can hold: it first claims
 * the application in a transaction, so a rejection (or a second approval) at the same moment
 * finds it taken. A claim left by a crashed server expires after a few minutes.
 */
const CLAIM_MS = 5 * 60_000;

function decidable(application: StoredApplication | null, now: Date): StoredApplication {
  if (!application) {
    throw new ApiError(404, 'aanvraag_niet_gevonden', 'Deze aanvraag bestaat niet.');
  }
  if (application.status !== 'nieuw') {
    throw new ApiError(409, 'al_beoordeeld', 'Over deze aanvraag is al beslist.');
  }
  const claimed =
    application.claimedAt != null &&
    now.getTime() - new Date(application.claimedAt).getTime() < CLAIM_MS;
  if (claimed) {
    throw new ApiError(409, 'al_beoordeeld', 'Deze aanvraag wordt op dit moment goedgekeurd.');
  }
  return application;
}

/**
 * Writes the decision on a new application in the deciding transaction, with its audit line:
 * the status change and the one detail that goes with it (the discount, or the reason).
 */
function writeDecision(
  tx: StorageTransaction,
  actor: Actor,
  at: Date,
  application: StoredApplication,
  patch: Partial<StoredApplication> & { status: 'goedgekeurd' | 'afgewezen' },
  detail: AuditChange,
): void {
  dealerApplications.in(tx).update(application.id, patch);
  recordAudit(tx, {
    actor,
    entity: 'application',
    entityId: application.id,
    recordLabel: recordLabel.application(application),
    action: patch.status,
    changes: [
      {
        field: 'status',
        before: APPLICATION_STATUS_LABELS.nieuw,
        after: APPLICATION_STATUS_LABELS[patch.status],
      },
      detail,
    ],
    at,
  });
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
  const application = await storage.transaction(async (tx) => {
    const now = clock.now();
    const found = decidable(await dealerApplications.in(tx).get(id), now);
    dealerApplications.in(tx).update(id, { claimedAt: isoMoment(now) });
    return found;
  });
  const [firstName = '', ...rest] = application.contactName.split(/\s+/);
  const { user, resetCode } = await createUser(
    storage,
    accounts,
    clock,
    actor,
    {
      email: application.email,
      firstName,
      lastName: rest.join(' '),
      company: application.companyName,
      phone: application.phone,
      address: '',
      role: 'dealer',
      discount,
    },
    `aangemaakt uit dealeraanvraag van ${application.companyName}`,
    {
      name: application.companyName,
      kvkNumber: application.kvkNumber,
      btwId: application.btwId,
    },
  ).catch(async (error: unknown) => {
    // Nothing was decided: the application is open again.
    await dealerApplications.on(storage).update(id, { claimedAt: null });
    throw error;
  });
  const now = clock.now();
  const patch = {
    status: 'goedgekeurd' as const,
    decidedAt: isoMoment(now),
    dealerId: user.id,
    discount,
    claimedAt: null,
  };
  const shown = { field: 'discount', before: '—', after: String(discount) };
  await storage.transaction(async (tx) => writeDecision(tx, actor, now, application, patch, shown));
  const approved = { application: withoutClaim({ ...application, ...patch }), resetCode };
  return mailAfter.applicationApproved({ storage, clock })(approved);
}

/** Rejecting is one transaction: the check that nobody decided yet and the decision. */
export async function rejectApplication(
  storage: Storage,
  clock: Clock,
  actor: Actor,
  id: string,
  reason: string,
): Promise<DealerApplication> {
  const rejected = await storage.transaction(async (tx) => {
    const now = clock.now();
    const application = decidable(await dealerApplications.in(tx).get(id), now);
    const patch = {
      status: 'afgewezen' as const,
      decidedAt: isoMoment(now),
      rejectionReason: reason,
    };
    const shown = { field: 'rejectionReason', before: '—', after: reason };
    writeDecision(tx, actor, now, application, patch, shown);
    return withoutClaim({ ...application, ...patch });
  });
  return mailAfter.applicationRejected({ storage, clock })(rejected);
}

export async function markMessage(
  storage: Storage,
  clock: Clock,
  actor: Actor,
  id: string,
  read: boolean,
): Promise<ContactMessage> {
  return storage.transaction(async (tx) => {
    const message = await contactMessages.in(tx).get(id);
    if (!message) throw new ApiError(404, 'bericht_niet_gevonden', 'Dit bericht bestaat niet.');
    if (message.read !== read) {
      contactMessages.in(tx).update(id, { read });
      recordAudit(tx, {
        actor,
        entity: 'message',
        entityId: id,
        recordLabel: recordLabel.message(message),
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
    return { ...message, read };
  });
}
