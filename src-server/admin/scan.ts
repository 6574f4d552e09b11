import type { PageQuery } from '@shared/schemas/page';
import { encodeCursor, queryPage } from '../paging';
import type { CursorValue, DocumentQuery, Storage, StoredDocument } from '../storage/port';

/** How many documents one request may read while it looks for matches. */
const SCAN_BUDGET = 2000;
const BATCH = 100;

function cursorOf(doc: StoredDocument, order: NonNullable<DocumentQuery['orderBy']>): string {
  const values: CursorValue[] = order.map(({ field }) => {
    const value = doc.data[field];
    return value === undefined || (typeof value === 'object' && !(value instanceof Date))
      ? null
      : value;
  });
  return encodeCursor([...values, doc.id]);
}

/**
 * A page of a collection filtered by free text, which Firestore cannot do: the store is read
 * in sorted batches from the cursor on and filtered here. One request reads at most
 * SCAN_BUDGET documents; when it stops early the cursor continues where it stopped, so a
 * page may hold fewer items than asked while more may follow.
 */
export async function scanPage(
  storage: Storage,
  collection: string,
  query: Omit<DocumentQuery, 'limit' | 'startAfter'>,
  page: PageQuery,
  matches: (batch: StoredDocument[]) => Promise<boolean[]> | boolean[],
): Promise<{ items: StoredDocument[]; nextCursor: string | null }> {
  const order = query.orderBy ?? [];
  const items: StoredDocument[] = [];
  let cursor = page.cursor;
  let read = 0;
  while (read < SCAN_BUDGET) {
    const batch = await queryPage(storage, collection, query, {
      limit: BATCH,
      ...(cursor ? { cursor } : {}),
    });
    read += batch.items.length;
    const verdicts = await matches(batch.items);
    for (const [index, doc] of batch.items.entries()) {
      if (!verdicts[index]) continue;
      items.push(doc);
      if (items.length === page.limit) {
        const more = index < batch.items.length - 1 || batch.nextCursor !== null;
        return { items, nextCursor: more ? cursorOf(doc, order) : null };
      }
    }
    if (!batch.nextCursor) return { items, nextCursor: null };
    cursor = batch.nextCursor;
  }
  return { items, nextCursor: cursor ?? null };
}

/** Lower case without accents, for searching names typed any which way. */
export function searchable(...parts: unknown[]): string {
  return parts
    .filter((part) => typeof part === 'string')
    .join(' ')
    .toLocaleLowerCase('nl')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');
}

/** Every word of the query occurs somewhere in the text. */
export function matchesTerms(text: string, query: string | undefined): boolean {
  if (!query) return true;
  return searchable(query)
    .split(/\s+/)
    .filter(Boolean)
    .every((term) => text.includes(term));
}
