import { isDocumentId } from '@shared/domain/ids';
import type { Page, PageQuery } from '@shared/schemas/page';
import { ApiError } from '../errors';
import { API_ERROR_CODES } from '@shared/schemas/api-error';
import type {
  CursorValue,
  DocumentData,
  DocumentQuery,
  DocumentValue,
  Storage,
  StoredDocument,
} from '../storage/port';

const DATE_TAG = '$date';

function invalidCursor(): ApiError {
  return new ApiError(
    400,
    API_ERROR_CODES.validation,
    'Deze paginaverwijzing is ongeldig of verlopen. Laad de lijst opnieuw.',
    { cursor: 'Deze paginaverwijzing is ongeldig.' },
  );
}

function fieldValue(data: DocumentData, path: string): DocumentValue | undefined {
  let value: DocumentValue | undefined = data;
  for (const part of path.split('.')) {
    if (!value || typeof value !== 'object' || Array.isArray(value) || value instanceof Date) {
      return undefined;
    }
    value = value[part];
  }
  return value;
}

function toCursorValue(value: DocumentValue | undefined): CursorValue {
  if (value === undefined || value === null) return null;
  if (typeof value === 'object' && !(value instanceof Date)) return null;
  return value;
}

/** The opaque cursor: the last document's order values and id, as base64url JSON. */
export function encodeCursor(values: CursorValue[]): string {
  const json = JSON.stringify(
    values.map((v) => (v instanceof Date ? { [DATE_TAG]: v.toISOString() } : v)),
  );
  return Buffer.from(json, 'utf8').toString('base64url');
}

export function decodeCursor(cursor: string, expectedLength: number): CursorValue[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalidCursor();
  }
  if (!Array.isArray(parsed) || parsed.length !== expectedLength) throw invalidCursor();
  const values = parsed.map((value: unknown): CursorValue => {
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
      return value;
    }
    if (value && typeof value === 'object' && DATE_TAG in value) {
      const text = value[DATE_TAG];
      const date = new Date(typeof text === 'string' ? text : '');
      if (!Number.isNaN(date.getTime())) return date;
    }
    throw invalidCursor();
  });
  const id = values[values.length - 1];
  if (!isDocumentId(id)) throw invalidCursor();
  return values;
}

/** The cursor that continues after this document in this order. */
export function cursorAfter(doc: StoredDocument, order: readonly { field: string }[]): string {
  return encodeCursor([...order.map((o) => toCursorValue(fieldValue(doc.data, o.field))), doc.id]);
}

/** A page with each item turned into its answer. */
export function mapPage<T, U>({ items, nextCursor }: Page<T>, answer: (item: T) => U): Page<U> {
  return { items: items.map((item) => answer(item)), nextCursor };
}

/**
 * One page of a collection in a stable order: `orderBy` must name the fields the list is
 * sorted by (ties are broken by id). Reads one document more than asked to know if more follow.
 */
export async function queryPage(
  storage: Storage,
  collection: string,
  query: Omit<DocumentQuery, 'limit' | 'startAfter'>,
  page: PageQuery,
): Promise<{ items: StoredDocument[]; nextCursor: string | null }> {
  const order = query.orderBy ?? [];
  const startAfter = page.cursor ? decodeCursor(page.cursor, order.length + 1) : undefined;
  const docs = await storage.query(collection, {
    ...query,
    ...(startAfter ? { startAfter } : {}),
    limit: page.limit + 1,
  });
  const items = docs.slice(0, page.limit);
  const last = items[items.length - 1];
  const nextCursor = docs.length > page.limit && last ? cursorAfter(last, order) : null;
  return { items, nextCursor };
}
