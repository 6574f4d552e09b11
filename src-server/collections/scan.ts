import type { Page, PageQuery } from '@shared/schemas/page';
import type { Storage } from '../storage/port';
import type { Collection, TypedQuery, WithId } from './collection';

/** How many documents one request may read while it looks for matches. */
const SCAN_BUDGET = 2000;
const BATCH = 100;

/**
 * A page of a collection filtered here, by what Firestore cannot ask (free text): the store
 * is read in sorted batches from the cursor on and filtered. One request reads at most
 * SCAN_BUDGET documents; when it stops early the cursor continues where it stopped, so a
 * page may hold fewer items than asked while more may follow.
 */
export function scanCollection<T>(
  storage: Storage,
  collection: Collection<T>,
  query: Omit<TypedQuery<T>, 'limit'>,
  page: PageQuery,
  /** Whether a document belongs on the page; the documents of a batch are asked together. */
  matches: (document: WithId<T>) => boolean | Promise<boolean>,
): Promise<Page<WithId<T>>> {
  const typed = collection.on(storage);
  return scan(
    (batchPage) => typed.page(query, batchPage),
    (document) => collection.cursorOf(document, query.orderBy ?? []),
    page,
    (batch) => Promise.all(batch.map(matches)),
  );
}

export async function scan<T>(
  pageOf: (page: PageQuery) => Promise<Page<T>>,
  cursorAfter: (item: T) => string,
  page: PageQuery,
  matches: (batch: T[]) => Promise<boolean[]> | boolean[],
): Promise<Page<T>> {
  const items: T[] = [];
  let cursor = page.cursor;
  let read = 0;
  while (read < SCAN_BUDGET) {
    const batch = await pageOf({ limit: BATCH, ...(cursor ? { cursor } : {}) });
    read += batch.items.length;
    const verdicts = await matches(batch.items);
    for (const [index, item] of batch.items.entries()) {
      if (!verdicts[index]) continue;
      items.push(item);
      if (items.length === page.limit) {
        const more = index < batch.items.length - 1 || batch.nextCursor !== null;
        return { items, nextCursor: more ? cursorAfter(item) : null };
      }
    }
    if (!batch.nextCursor) return { items, nextCursor: null };
    cursor = batch.nextCursor;
  }
  return { items, nextCursor: cursor ?? null };
}
