import { randomUUID } from 'node:crypto';
import { dutchToday } from '@shared/domain/installations';
import type { ClientDetail, ClientInput, ClientListItem } from '@shared/schemas/clients';
import type { PageQuery } from '@shared/schemas/page';
import type { Clock } from '../env';
import { ApiError } from '../errors';
import { decodeCursor, encodeCursor, queryPage } from '../paging';
import { COLLECTIONS } from '../records';
import type { DocumentData, Storage, StoredDocument } from '../storage/port';
import { readClient, sortName, toClientDetail, toClientListItem } from './client-record';

const ID = /^[A-Za-z0-9_-]{1,200}$/;
const SCAN_BATCH = 200;
const BY_NAME = [{ field: 'nameLower', direction: 'asc' as const }];

export function clientNotFound(): ApiError {
  return new ApiError(404, 'klant_niet_gevonden', 'Deze klant bestaat niet.');
}

/** The owner's client, or "not found" (also for someone else's client: ids reveal nothing). */
export async function ownClientData(
  storage: Pick<Storage, 'get'>,
  uid: string,
  clientId: string,
): Promise<DocumentData> {
  const data = ID.test(clientId) ? await storage.get(COLLECTIONS.clients, clientId) : null;
  if (!data || data.ownerId !== uid) throw clientNotFound();
  return data;
}

function haystack(doc: StoredDocument): string {
  const client = readClient(doc.data);
  return sortName(
    [client.name, client.city, client.postcode, client.address, client.email].join(' '),
  );
}

/**
 * Search cannot be asked of Firestore, so the owner's clients are read in name order in
 * batches and filtered here until the page is full; the cursor continues the scan.
 */
async function searchPage(storage: Storage, uid: string, q: string, page: PageQuery) {
  const terms = sortName(q).split(/\s+/).filter(Boolean);
  let startAfter = page.cursor ? decodeCursor(page.cursor, 2) : undefined;
  const found: StoredDocument[] = [];
  for (;;) {
    const batch = await storage.query(COLLECTIONS.clients, {
      where: [{ field: 'ownerId', op: '==', value: uid }],
      orderBy: BY_NAME,
      ...(startAfter ? { startAfter } : {}),
      limit: SCAN_BATCH,
    });
    for (const doc of batch) {
      if (found.length > page.limit) break;
      const text = haystack(doc);
      if (terms.every((term) => text.includes(term))) found.push(doc);
    }
    const last = batch[batch.length - 1];
    if (found.length > page.limit || batch.length < SCAN_BATCH || !last) break;
    startAfter = [String(last.data.nameLower), last.id];
  }
  const items = found.slice(0, page.limit);
  const end = items[items.length - 1];
  return {
    items,
    nextCursor:
      found.length > page.limit && end ? encodeCursor([String(end.data.nameLower), end.id]) : null,
  };
}

export async function listClients(
  storage: Storage,
  clock: Clock,
  uid: string,
  q: string | undefined,
  page: PageQuery,
): Promise<{ items: ClientListItem[]; nextCursor: string | null }> {
  const today = dutchToday(clock.now());
  const result = q
    ? await searchPage(storage, uid, q, page)
    : await queryPage(
        storage,
        COLLECTIONS.clients,
        { where: [{ field: 'ownerId', op: '==', value: uid }], orderBy: BY_NAME },
        page,
      );
  return {
    items: result.items.map((doc) => toClientListItem(doc.id, doc.data, today)),
    nextCursor: result.nextCursor,
  };
}

export async function getClient(
  storage: Storage,
  clock: Clock,
  uid: string,
  clientId: string,
): Promise<ClientDetail> {
  const data = await ownClientData(storage, uid, clientId);
  return toClientDetail(clientId, data, dutchToday(clock.now()));
}

export async function createClient(
  storage: Storage,
  clock: Clock,
  uid: string,
  input: ClientInput,
): Promise<ClientDetail> {
  const id = randomUUID();
  const now = clock.now();
  const record: DocumentData = {
    ...input,
    ownerId: uid,
    nameLower: sortName(input.name),
    installations: [],
    createdAt: now,
    updatedAt: now,
  };
  await storage.set(COLLECTIONS.clients, id, record);
  return toClientDetail(id, record, dutchToday(now));
}

export async function updateClient(
  storage: Storage,
  clock: Clock,
  uid: string,
  clientId: string,
  input: ClientInput,
): Promise<ClientDetail> {
  const data = await ownClientData(storage, uid, clientId);
  const now = clock.now();
  const patch: DocumentData = { ...input, nameLower: sortName(input.name), updatedAt: now };
  await storage.update(COLLECTIONS.clients, clientId, patch);
  return toClientDetail(clientId, { ...data, ...patch }, dutchToday(now));
}

/** A client with orders stays: the orders refer to it. */
export async function deleteClient(storage: Storage, uid: string, clientId: string) {
  await ownClientData(storage, uid, clientId);
  const linked = await storage.count(COLLECTIONS.orders, [
    { field: 'userId', op: '==', value: uid },
    { field: 'clientId', op: '==', value: clientId },
  ]);
  if (linked > 0) {
    throw new ApiError(
      409,
      'klant_heeft_bestellingen',
      `Deze klant heeft ${linked === 1 ? 'een gekoppelde bestelling' : `${linked} gekoppelde bestellingen`} en kan daarom niet worden verwijderd. De bestellingen blijven bewaard.`,
    );
  }
  await storage.delete(COLLECTIONS.clients, clientId);
}
