import { DOCUMENT_KINDS, GENERAL_DOCUMENT_CATEGORY } from '@shared/domain/rules';
import type { DocumentListQuery, LibraryDocument } from '@shared/schemas/documents';
import type { PageQuery } from '@shared/schemas/page';
import type { Clock } from '../env';
import { decodeCursor, encodeCursor } from '../collections/paging';
import type { Storage } from '../storage/port';
import { documents } from '../collections/documents';

const CACHE_MS = 10_000;

interface Indexed {
  document: LibraryDocument;
  haystack: string;
  /** General documents first, then by product name (numbers in numeric order), then kind. */
  key: string;
}

function normalise(text: string): string {
  return text
    .toLocaleLowerCase('nl')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');
}

function sortKey(document: LibraryDocument): string {
  const group = document.category === GENERAL_DOCUMENT_CATEGORY ? '0' : '1';
  const name = normalise(document.productName ?? document.title).replace(/\d+/g, (digits) =>
    digits.padStart(8, '0'),
  );
  const kind = String(DOCUMENT_KINDS.indexOf(document.kind)).padStart(2, '0');
  return `${group}|${name}|${kind}|${document.id}`;
}

/**
 * The downloads library, searched on the server. Like the catalogue, Firestore cannot search
 * text, so the document index (small records, no PDFs) is held for a few seconds per instance
 * and every answer is one page of it.
 */
export function createDocumentLibrary(storage: Storage, clock: Clock) {
  let cache: { at: number; items: Indexed[] } | undefined;

  async function all(): Promise<Indexed[]> {
    const now = clock.now().getTime();
    if (cache && now - cache.at < CACHE_MS) return cache.items;
    const items = (await documents.on(storage).query())
      .map((document) => {
        return {
          document,
          key: sortKey(document),
          haystack: normalise(
            [document.title, document.productName, document.modelNumber].filter(Boolean).join(' '),
          ),
        };
      })
      .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    cache = { at: now, items };
    return items;
  }

  return {
    async list(
      query: DocumentListQuery,
      page: PageQuery,
    ): Promise<{ items: LibraryDocument[]; nextCursor: string | null }> {
      const terms = query.q ? normalise(query.q).split(/\s+/).filter(Boolean) : [];
      const after = page.cursor ? String(decodeCursor(page.cursor, 2)[0]) : undefined;
      const items: LibraryDocument[] = [];
      let more = false;
      for (const { document, haystack, key } of await all()) {
        if (after !== undefined && key <= after) continue;
        if (query.category && document.category !== query.category) continue;
        if (query.kind && document.kind !== query.kind) continue;
        if (!terms.every((term) => haystack.includes(term))) continue;
        if (items.length === page.limit) {
          more = true;
          break;
        }
        items.push(document);
      }
      const last = items[items.length - 1];
      return {
        items,
        nextCursor: more && last ? encodeCursor([sortKey(last), last.id]) : null,
      };
    },
  };
}
