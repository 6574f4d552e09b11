import { randomUUID } from 'node:crypto';
import { isoMoment } from '@shared/domain/dates';
import { dutchDay } from '@shared/domain/calendar';
import type { ClientDetail, ClientInput, ClientListItem } from '@shared/schemas/clients';
import type { PageQuery } from '@shared/schemas/page';
import { clients, type StoredClient } from '../collections/clients';
import { orders } from '../collections/orders';
import { scanCollection } from '../collections/scan';
import type { Clock } from '../env';
import { ApiError } from '../errors';
import type { Storage } from '../storage/port';
import { sortName, toClientDetail, toClientListItem } from './client-record';
import { type Member, memberOf, memberWhoMay } from '../policy/access';
import { assertCompanyRecord, ownerOf } from '../policy/company-records';
import type { CompanyAction } from '@shared/domain/company';
import { makerNames } from '../policy/made-by';

const BY_NAME = [{ field: 'nameLower', direction: 'asc' }] as const;

export function clientNotFound(): ApiError {
  return new ApiError(404, 'klant_niet_gevonden', 'Deze klant bestaat niet.');
}

/** A client of the member's company, checked by src-server/policy/access.ts. */
export function companyClient(
  member: Member,
  client: StoredClient | null,
  action: CompanyAction = 'klanten',
): StoredClient {
  assertCompanyRecord(member, client, { action, notFound: clientNotFound, madeBy: ownerOf });
  return client;
}

/** The company's client, or "not found" (also for another company's client). */
export async function ownClient(
  storage: Storage,
  uid: string,
  clientId: string,
): Promise<StoredClient> {
  const [member, client] = await Promise.all([
    memberOf(storage, uid),
    clients.on(storage).get(clientId),
  ]);
  return companyClient(member, client);
}

function haystack(client: StoredClient): string {
  return sortName(
    [client.name, client.city, client.postcode, client.address, client.email].join(' '),
  );
}

export async function listClients(
  storage: Storage,
  clock: Clock,
  uid: string,
  q: string | undefined,
  page: PageQuery,
): Promise<{ items: ClientListItem[]; nextCursor: string | null }> {
  const today = dutchDay(clock.now());
  const member = await memberWhoMay(storage, uid, 'klanten');
  const query = {
    where: [{ field: 'companyId', op: '==', value: member.companyId }] as const,
    orderBy: BY_NAME,
  };
  // Search cannot be asked of Firestore: the owner's clients are read in name order and
  // filtered here until the page is full; the cursor continues the scan.
  const terms = sortName(q ?? '')
    .split(/\s+/)
    .filter(Boolean);
  const result = terms.length
    ? await scanCollection(storage, clients, query, page, (client) => {
        const text = haystack(client);
        return terms.every((term) => text.includes(term));
      })
    : await clients.on(storage).page(query, page);
  const names = await makerNames(
    storage,
    result.items.map((client) => client.ownerId),
  );
  return {
    items: result.items.map((client) => ({
      ...toClientListItem(client, today),
      madeBy: names.get(client.ownerId),
    })),
    nextCursor: result.nextCursor,
  };
}

export async function getClient(
  storage: Storage,
  clock: Clock,
  uid: string,
  clientId: string,
): Promise<ClientDetail> {
  const client = await ownClient(storage, uid, clientId);
  const names = await makerNames(storage, [client.ownerId]);
  return { ...toClientDetail(client, dutchDay(clock.now())), madeBy: names.get(client.ownerId) };
}

export async function createClient(
  storage: Storage,
  clock: Clock,
  uid: string,
  input: ClientInput,
): Promise<ClientDetail> {
  const member = await memberWhoMay(storage, uid, 'klanten');
  const id = randomUUID();
  const now = clock.now();
  const client = {
    ...input,
    ownerId: uid,
    companyId: member.companyId,
    nameLower: sortName(input.name),
    installations: [],
    maintenanceReminders: false,
    createdAt: isoMoment(now),
    updatedAt: isoMoment(now),
  };
  await clients.on(storage).set(id, client);
  return toClientDetail({ ...client, id }, dutchDay(now));
}

export async function updateClient(
  storage: Storage,
  clock: Clock,
  uid: string,
  clientId: string,
  input: ClientInput,
): Promise<ClientDetail> {
  return patchClient(storage, clock, uid, clientId, () => ({
    ...input,
    nameLower: sortName(input.name),
  }));
}

/**
 * `Onderhoudsherinneringen per e-mail`: records the homeowner's consent (or its withdrawal) with
 * the moment it was recorded; without consent no reminder goes out.
 */
export async function setReminderConsent(
  storage: Storage,
  clock: Clock,
  uid: string,
  clientId: string,
  consent: boolean,
): Promise<ClientDetail> {
  return patchClient(storage, clock, uid, clientId, (at) => ({
    maintenanceReminders: consent,
    maintenanceRemindersAt: at,
  }));
}

/**
 * Writes `fieldsAt(now)` to one of the company's clients, with `updatedAt` now; answers the
 * client as its page shows it.
 */
async function patchClient(
  storage: Storage,
  clock: Clock,
  uid: string,
  clientId: string,
  fieldsAt: (at: string) => Partial<StoredClient>,
): Promise<ClientDetail> {
  const client = await ownClient(storage, uid, clientId);
  const now = clock.now();
  const at = isoMoment(now);
  const patch = { ...fieldsAt(at), updatedAt: at };
  await clients.on(storage).update(clientId, patch);
  return toClientDetail({ ...client, ...patch }, dutchDay(now));
}

/** A client with orders stays: the orders refer to it. */
export async function deleteClient(storage: Storage, uid: string, clientId: string) {
  await ownClient(storage, uid, clientId);
  // Only the company's orders can link its client.
  const linked = await orders.on(storage).count([{ field: 'clientId', op: '==', value: clientId }]);
  if (linked > 0) {
    throw new ApiError(
      409,
      'klant_heeft_bestellingen',
      `Deze klant heeft ${linked === 1 ? 'een gekoppelde bestelling' : `${linked} gekoppelde bestellingen`} en kan daarom niet worden verwijderd. De bestellingen blijven bewaard.`,
    );
  }
  await clients.on(storage).delete(clientId);
}
