import { normalise } from '@shared/catalogue/search-text';
import type { PageQuery } from '@shared/schemas/page';
import { scan } from '../collections/scan';
import { cursorAfter, queryPage } from '../paging';
import type { DocumentQuery, Storage, StoredDocument } from '../storage/port';

/** `scanCollection` (src-server/collections/scan.ts) over raw documents, by collection name. */
export async function scanPage(
  storage: Storage,
  collection: string,
  query: Omit<DocumentQuery, 'limit' | 'startAfter'>,
  page: PageQuery,
  matches: (batch: StoredDocument[]) => Promise<boolean[]> | boolean[],
): Promise<{ items: StoredDocument[]; nextCursor: string | null }> {
  const order = query.orderBy ?? [];
  return scan(
    (batchPage) => queryPage(storage, collection, query, batchPage),
    (doc) => cursorAfter(doc, order),
    page,
    matches,
  );
}

/** Lower case without accents, for searching names typed any which way. */
export function searchable(...parts: unknown[]): string {
  return normalise(parts.filter((part) => typeof part === 'string').join(' '));
}

/** Every word of the query occurs somewhere in the text. */
export function matchesTerms(text: string, query: string | undefined): boolean {
  if (!query) return true;
  return searchable(query)
    .split(/\s+/)
    .filter(Boolean)
    .every((term) => text.includes(term));
}
