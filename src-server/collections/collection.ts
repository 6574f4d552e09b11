import { z } from 'zod';
import { isDocumentId } from '@shared/domain/ids';
import { isoMoment } from '@shared/domain/dates';
import type { Page, PageQuery } from '@shared/schemas/page';
import { cursorAfter, queryPage } from './paging';
import type {
  DocumentData,
  DocumentValue,
  OrderClause,
  Storage,
  StorageTransaction,
  StoredDocument,
  WhereClause,
  WhereOperator,
} from '../storage/port';

/**
 * Typed collections, in the image of Firestore's `withConverter`: one module per collection
 * defines the stored document with a zod object schema, and every read goes through it
 * (`schema.parse`) and every write comes out of it (`z.encode`). Services see typed objects,
 * never `DocumentData`, and never cast what they read.
 *
 * Dates are stored ONE way and surfaced ONE way: a field declared with `storedDate` is
 * written as a `Date` (a Firestore Timestamp; SQLite's tagged date) and appears in the typed
 * object as ISO 8601 text in UTC (`2026-03-01T09:30:00.000Z`), the shape the API answers.
 * Older documents that hold the text itself still read. Calendar days (`YYYY-MM-DD`) are plain
 * text fields.
 *
 * The document id is not part of the schema: reads answer `{ id, ...document }`, writes take
 * the id beside the document (an `id` inside the document is left out). An id that does not
 * fit the id pattern cannot exist: reads answer null, as for a missing document.
 */

/** A moment: stored as a Date, read and written by services as ISO 8601 text. */
export const storedDate = z.codec(
  z.union([z.date(), z.iso.datetime({ offset: true })]),
  z.string(),
  {
    decode: (stored) => isoMoment(stored instanceof Date ? stored : new Date(stored)),
    encode: (text) => new Date(text),
  },
);

/**
 * Text fields that read as '' where unset (also on documents from before the field existed):
 * `z.object({ name: z.string(), ...blankText('city', 'phone') })`.
 */
export function blankText<const K extends string>(
  ...names: K[]
): { [P in K]: z.ZodDefault<z.ZodString> } {
  return Object.fromEntries(names.map((name) => [name, z.string().default('')])) as {
    [P in K]: z.ZodDefault<z.ZodString>;
  };
}

/**
 * Who made a record (the member, under `memberField`) and so whose it is: `companyId`, the
 * member's company. The company is missing only on records from before companies, until the
 * start-up migration fills it in.
 */
export function madeBy<const K extends string>(memberField: K) {
  return { [memberField]: z.string(), companyId: z.string().optional() } as {
    [P in K]: z.ZodString;
  } & { companyId: z.ZodOptional<z.ZodString> };
}

/** A stored document does not fit its collection's schema: a bug or a broken record. */
export class StoredRecordError extends Error {
  constructor(
    readonly collection: string,
    readonly id: string,
    readonly issues: z.core.$ZodIssue[],
  ) {
    super(
      `${collection}/${id} does not fit its schema: ${z.prettifyError(new z.ZodError(issues))}`,
    );
    this.name = 'StoredRecordError';
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any object schema fits here
type AnyObjectSchema = z.ZodObject<any>;

/** The typed document of a collection, as services see it (without its id). */
export type DocOf<S extends AnyObjectSchema> = z.output<S>;
/** A document with its id, as reads answer it. */
export type WithId<T> = T & { id: string };

/** The typed document of a collection module: `DocumentOf<typeof users>`. */
export type DocumentOf<C> = C extends Collection<infer T> ? T : never;
/** What a read of a collection module answers: `EntryOf<typeof users>`. */
export type EntryOf<C> = WithId<DocumentOf<C>>;

/** A top-level field, or a dotted path into a nested one. */
export type FieldOf<T> = (keyof T & string) | `${keyof T & string}.${string}`;

export interface TypedWhere<T> {
  field: FieldOf<T>;
  op: WhereOperator;
  /** Dates as ISO text (or Date) on a `storedDate` field; they are compared as moments. */
  value: string | number | boolean | Date | null;
}

/**
 * How a list read treats a document that does not fit: by default it throws; with `onInvalid`
 * the document is left out (read as missing) and handed over (the catalogue logs and skips
 * such products).
 */
export interface ReadOptions {
  onInvalid?: (error: StoredRecordError) => void;
}

export interface TypedQuery<T> {
  where?: readonly TypedWhere<T>[];
  orderBy?: readonly { field: FieldOf<T>; direction?: 'asc' | 'desc' }[];
  limit?: number;
}

/** The typed operations inside a storage transaction: reads first, writes last. */
export interface TransactionCollection<T> {
  get(id: string): Promise<WithId<T> | null>;
  getMany(ids: string[], options?: ReadOptions): Promise<(WithId<T> | null)[]>;
  query(query?: TypedQuery<T>, options?: ReadOptions): Promise<WithId<T>[]>;
  set(id: string, document: T): void;
  update(id: string, patch: Partial<T>): void;
  delete(id: string): void;
}

/** Newest first (ties by id): the order of the portal's lists. */
export const NEWEST_FIRST = [{ field: 'createdAt', direction: 'desc' }] as const;

/** A list filter: `field == value` when the filter has a value, no condition without one. */
export function whereEquals<T>(
  field: FieldOf<T>,
  value: TypedWhere<T>['value'] | undefined,
): TypedWhere<T>[] {
  return value === undefined ? [] : [{ field, op: '==', value }];
}

/** List filters by field name: `field == value` for each field given a value. */
export function whereEach<T>(
  values: Partial<Record<keyof T & string, TypedWhere<T>['value'] | undefined>>,
): TypedWhere<T>[] {
  return Object.entries(values).flatMap(([field, value]) =>
    whereEquals<T>(field as FieldOf<T>, value as TypedWhere<T>['value'] | undefined),
  );
}

/** Reads that answer the same from the store and inside a transaction. */
export type CollectionReader<T> = Pick<TransactionCollection<T>, 'get' | 'getMany'>;
/** The store itself or a transaction: whatever can read documents by id. */
export type DocumentReader = Pick<StorageTransaction, 'get' | 'getMany'>;

export interface BoundCollection<T> {
  get(id: string): Promise<WithId<T> | null>;
  /** In the order of `ids`; null where missing. */
  getMany(ids: string[], options?: ReadOptions): Promise<(WithId<T> | null)[]>;
  /** Writes the whole document, replacing what was there. */
  set(id: string, document: T): Promise<void>;
  /** Writes only when the id is free; tells whether it was. */
  create(id: string, document: T): Promise<boolean>;
  /** Replaces the given top-level fields; the document must exist. */
  update(id: string, patch: Partial<T>): Promise<void>;
  delete(id: string): Promise<void>;
  query(query?: TypedQuery<T>, options?: ReadOptions): Promise<WithId<T>[]>;
  /** One page in the query's order (ties by id), see ./paging.ts. */
  page(
    query: Omit<TypedQuery<T>, 'limit'>,
    page: PageQuery,
    options?: ReadOptions,
  ): Promise<Page<WithId<T>>>;
  count(where?: readonly TypedWhere<T>[]): Promise<number>;
}

/**
 * A bounded list and how many match in all, as the dashboard shows them: one query (with its
 * `limit`) and one count of the same conditions, side by side.
 */
export async function listAndCount<T>(
  stored: BoundCollection<T>,
  query: TypedQuery<T> & { where: readonly TypedWhere<T>[] },
): Promise<{ items: WithId<T>[]; count: number }> {
  const [items, count] = await Promise.all([stored.query(query), stored.count(query.where)]);
  return { items, count };
}

export interface Collection<T> {
  readonly name: string;
  /** The collection in a store. */
  on(storage: Storage): BoundCollection<T>;
  /** The collection inside a transaction. */
  in(tx: StorageTransaction): TransactionCollection<T>;
  /** Reads by id from the store or a transaction alike (a check run before and inside one). */
  from(reader: DocumentReader): CollectionReader<T>;
  /** Reads one stored document (for adapters' change feeds and tests); throws when it does not fit. */
  decode(id: string, data: DocumentData): WithId<T>;
  /** The stored shape of a document. */
  encode(document: T): DocumentData;
  /** The page cursor that continues after this document in this order (./paging.ts). */
  cursorOf(document: WithId<T>, orderBy: NonNullable<TypedQuery<T>['orderBy']>): string;
}

/** Plain data as the storage port takes it: undefined fields are left out. */
function toDocumentValue(value: unknown): DocumentValue | undefined {
  if (value === undefined) return undefined;
  if (
    value === null ||
    typeof value === 'string' ||
    typeof value === 'number' ||
    typeof value === 'boolean' ||
    value instanceof Date
  ) {
    return value;
  }
  if (Array.isArray(value)) return value.map((item) => toDocumentValue(item) ?? null);
  if (typeof value === 'object') return toDocumentData(value);
  throw new TypeError(`A ${typeof value} cannot be stored`);
}

function toDocumentData(value: object): DocumentData {
  const data: DocumentData = {};
  for (const [key, field] of Object.entries(value)) {
    const stored = toDocumentValue(field);
    if (stored !== undefined) data[key] = stored;
  }
  return data;
}

/** Whether a top-level field is a `storedDate` (also when optional, nullable or defaulted). */
function isDateField(schema: z.core.$ZodType | undefined): boolean {
  let current: z.core.$ZodType | undefined = schema;
  while (
    current instanceof z.ZodOptional ||
    current instanceof z.ZodNullable ||
    current instanceof z.ZodDefault
  ) {
    current = current.unwrap();
  }
  return current === storedDate;
}

export function defineCollection<S extends AnyObjectSchema>({
  name,
  schema,
}: {
  /** The collection's name, as it always was (`users`, `products`, …). */
  name: string;
  /** The stored document without its id; date fields use `storedDate`. */
  schema: S;
}): Collection<DocOf<S>> {
  type T = DocOf<S>;
  const partial = schema.partial();
  const shape: Record<string, z.core.$ZodType> = schema.shape;
  const dateFields = new Set(Object.keys(shape).filter((key) => isDateField(shape[key])));

  function decode(id: string, data: DocumentData): WithId<T> {
    const result = schema.safeParse(data);
    if (!result.success) throw new StoredRecordError(name, id, result.error.issues);
    return { ...result.data, id };
  }
  function decodeOrNull(id: string, data: DocumentData | null, { onInvalid }: ReadOptions = {}) {
    if (!data) return null;
    if (!onInvalid) return decode(id, data);
    try {
      return decode(id, data);
    } catch (error) {
      if (!(error instanceof StoredRecordError)) throw error;
      onInvalid(error);
      return null;
    }
  }
  const decodeAll = (docs: StoredDocument[], options?: ReadOptions) =>
    docs.flatMap((doc) => decodeOrNull(doc.id, doc.data, options) ?? []);

  function encode(document: T): DocumentData {
    return toDocumentData(z.encode(schema, document));
  }
  function encodePatch(patch: Partial<T>): DocumentData {
    return toDocumentData(z.encode(partial, patch));
  }

  function whereOf(where: readonly TypedWhere<T>[] = []): WhereClause[] {
    return where.map(({ field, op, value }) => ({
      field,
      op,
      value: dateFields.has(field) && typeof value === 'string' ? new Date(value) : value,
    }));
  }
  const orderOf = (orderBy: TypedQuery<T>['orderBy'] = []): OrderClause[] => [...orderBy];
  const queryOf = (query: TypedQuery<T> = {}) => ({
    where: whereOf(query.where),
    orderBy: orderOf(query.orderBy),
    ...(query.limit === undefined ? {} : { limit: query.limit }),
  });

  async function getMany(
    read: (ids: string[]) => Promise<(DocumentData | null)[]>,
    ids: string[],
    options?: ReadOptions,
  ): Promise<(WithId<T> | null)[]> {
    const valid = ids.filter(isDocumentId);
    const found = new Map<string, WithId<T> | null>();
    const datas = valid.length ? await read(valid) : [];
    valid.forEach((id, index) => found.set(id, decodeOrNull(id, datas[index] ?? null, options)));
    return ids.map((id) => found.get(id) ?? null);
  }
  const readsOf = (reader: DocumentReader): CollectionReader<T> => ({
    get: async (id) => (isDocumentId(id) ? decodeOrNull(id, await reader.get(name, id)) : null),
    getMany: (ids, options) => getMany((valid) => reader.getMany(name, valid), ids, options),
  });

  return {
    name,
    decode,
    encode,
    cursorOf: (document, orderBy) =>
      cursorAfter({ id: document.id, data: encode(document) }, orderBy),
    from: readsOf,
    on: (storage) => ({
      ...readsOf(storage),
      set: async (id, document) => storage.set(name, id, encode(document)),
      create: async (id, document) => storage.create(name, id, encode(document)),
      update: async (id, patch) => storage.update(name, id, encodePatch(patch)),
      delete: (id) => storage.delete(name, id),
      query: async (query, options) =>
        decodeAll(await storage.query(name, queryOf(query)), options),
      page: async (query, page, options) => {
        const { items, nextCursor } = await queryPage(storage, name, queryOf(query), page);
        return { items: decodeAll(items, options), nextCursor };
      },
      count: (where) => storage.count(name, whereOf(where)),
    }),
    in: (tx) => ({
      ...readsOf(tx),
      query: async (query, options) => decodeAll(await tx.query(name, queryOf(query)), options),
      set: (id, document) => tx.set(name, id, encode(document)),
      update: (id, patch) => tx.update(name, id, encodePatch(patch)),
      delete: (id) => tx.delete(name, id),
    }),
  };
}
