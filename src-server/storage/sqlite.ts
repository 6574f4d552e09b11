import Database from 'better-sqlite3';
import {
  assertFieldPath,
  assertName,
  DocumentNotFoundError,
  type DocumentData,
  type CursorValue,
  type DocumentQuery,
  type OrderClause,
  type Storage,
  type StorageTransaction,
  type StoredDocument,
  type WhereClause,
} from './port';
import type { AdviceSearch, CatalogueSearch } from './catalogue-port';
import { Mutex } from './mutex';
import { createCatalogueWorkers } from './catalogue-workers';
import { installCatalogueIndex } from './sqlite-catalogue';

const DATE_TAG = '$date';

function encode(data: DocumentData): string {
  return JSON.stringify(data, function replacer(this: Record<string, unknown>, key, value) {
    const original = this[key];
    return original instanceof Date ? { [DATE_TAG]: original.toISOString() } : value;
  });
}

/** Tagged dates (`{ "$date": "…" }`) back into dates, innermost first, as a reviver would. */
function revive(value: unknown): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) value[i] = revive(value[i]);
    return value;
  }
  const record = value as Record<string, unknown>;
  let keys = 0;
  for (const key of Object.keys(record)) {
    keys++;
    const child = record[key];
    const revived = revive(child);
    // As JSON.parse defines it: even a key named __proto__ stays a plain property.
    if (revived !== child) {
      Object.defineProperty(record, key, {
        value: revived,
        writable: true,
        enumerable: true,
        configurable: true,
      });
    }
  }
  const tagged = record[DATE_TAG];
  return keys === 1 && typeof tagged === 'string' ? new Date(tagged) : record;
}

/**
 * A stored document: plain JSON, its dates revived by a walk only when it holds one (a reviver
 * function took twice as long: a second of the request thread for 100,000 products).
 */
function decode(text: string): DocumentData {
  const parsed: unknown = JSON.parse(text);
  return (text.includes(DATE_TAG) ? revive(parsed) : parsed) as DocumentData;
}

function jsonPath(field: string): string {
  assertFieldPath(field);
  return `$.${field}`;
}

/** The comparable value of a field: dates compare by their ISO text. */
export function valueExpr(field: string): string {
  const path = jsonPath(field);
  return `COALESCE(json_extract(data, '${path}."${DATE_TAG}"'), json_extract(data, '${path}'))`;
}

interface Compiled {
  sql: string;
  params: (string | number)[];
}

function compileWhere(where: WhereClause[] = [], orderFields: string[] = []): Compiled {
  const parts: string[] = [];
  const params: (string | number)[] = [];
  for (const clause of where) {
    const path = jsonPath(clause.field);
    const { value, op } = clause;
    if (value === null || typeof value === 'boolean') {
      const type = value === null ? 'null' : String(value);
      if (op !== '==' && op !== '!=')
        throw new Error(`Operator ${op} needs a number, text or date`);
      parts.push(`json_type(data, '${path}') ${op === '==' ? '=' : '<>'} ?`);
      params.push(type);
      continue;
    }
    const sqlOp = op === '==' ? '=' : op === '!=' ? '<>' : op;
    parts.push(`json_type(data, '${path}') IS NOT NULL AND ${valueExpr(clause.field)} ${sqlOp} ?`);
    params.push(value instanceof Date ? value.toISOString() : value);
  }
  // As in Firestore, a document without an ordered field is left out.
  for (const field of orderFields) parts.push(`json_type(data, '${jsonPath(field)}') IS NOT NULL`);
  return { sql: parts.length ? ` AND ${parts.join(' AND ')}` : '', params };
}

function sqlValue(value: CursorValue): string | number {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (value === null) throw new Error('A cursor value cannot be null');
  return value;
}

/**
 * "After this document" in the query's order: the first differing order field decides, and
 * the id breaks ties, as in Firestore's startAfter with __name__ as the last order.
 */
function compileStartAfter(order: OrderClause[], values: CursorValue[]): Compiled {
  if (values.length !== order.length + 1) {
    throw new Error('startAfter needs one value per order field and then the id');
  }
  const keys = [
    ...order.map((o) => ({ expr: valueExpr(o.field), desc: o.direction === 'desc' })),
    { expr: 'id', desc: false },
  ];
  const alternatives: string[] = [];
  const params: (string | number)[] = [];
  keys.forEach((key, index) => {
    const equal = keys.slice(0, index).map((k) => `${k.expr} = ?`);
    params.push(...values.slice(0, index).map(sqlValue), sqlValue(values[index] ?? null));
    alternatives.push([...equal, `${key.expr} ${key.desc ? '<' : '>'} ?`].join(' AND '));
  });
  // The same bound once more on the first key alone: with only the OR, SQLite walks an index
  // from its start on every page (a 100,000-product export took 41 s); with it, it seeks.
  const [first] = keys;
  const bound = first ? ` AND ${first.expr} ${first.desc ? '<=' : '>='} ?` : '';
  if (first) params.push(sqlValue(values[0] ?? null));
  return { sql: ` AND ((${alternatives.join(') OR (')}))${bound}`, params };
}

/** A transaction with this many writes or more is written with a larger page cache. */
const BULK_WRITES = 100;
/** That cache, in KiB (the usual one is 16 MiB). */
const BULK_CACHE_KIB = 256 * 1024;

/**
 * Fields that lists sort by or look up by value (see `orderBy` and `where` in the services),
 * and pairs filtered by the first and sorted by the second: the price list reads a category by
 * name (without that index a page walked every product's name between two of the category, up
 * to 160 ms of the request thread per page at 100,000 products).
 */
const INDEXED_FIELDS = [['name'], ['modelNumber'], ['createdAt'], ['email'], ['category', 'name']];

/** The SQL of a query over the documents table, with its parameters (exported for tests). */
export function querySql(collection: string, query: DocumentQuery = {}): Compiled {
  assertName('collection', collection);
  const order = query.orderBy ?? [];
  const where = compileWhere(
    query.where,
    order.map((o) => o.field),
  );
  if (query.startAfter) {
    const after = compileStartAfter(order, query.startAfter);
    where.sql += after.sql;
    where.params.push(...after.params);
  }
  const orderSql = order.length
    ? ` ORDER BY ${order.map((o) => `${valueExpr(o.field)} ${o.direction === 'desc' ? 'DESC' : 'ASC'}`).join(', ')}, id ASC`
    : ' ORDER BY id ASC';
  return {
    sql: `SELECT id, data FROM documents WHERE collection = ?${where.sql}${orderSql} LIMIT ?`,
    params: [collection, ...where.params, query.limit ?? -1],
  };
}

export interface SqliteStorageOptions {
  /** A file path, or ':memory:'. */
  filename: string;
  /**
   * Worker threads for catalogue searches on a database file (default: 2, or 1 on one core;
   * on two cores two workers searched 100,000 products 2.3 × as fast as one, with no longer
   * stalls of the server's loop); 0 searches in this thread. A database in memory always
   * searches here.
   */
  catalogueWorkers?: number;
}

/**
 * A SQLite store and, beside it, the catalogue answered from the same database file (its
 * search and advice ports): pass `catalogue` to the app with the storage.
 */
export type SqliteStorage = Storage & { catalogue: CatalogueSearch & AdviceSearch };

export function createSqliteStorage({
  filename,
  catalogueWorkers,
}: SqliteStorageOptions): SqliteStorage {
  const db = new Database(filename);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  const cacheSize = db.pragma('cache_size', { simple: true }) as number;
  db.exec(`CREATE TABLE IF NOT EXISTS documents (
    collection TEXT NOT NULL,
    id TEXT NOT NULL,
    data TEXT NOT NULL,
    PRIMARY KEY (collection, id)
  ) WITHOUT ROWID`);

  // Expression indexes on the fields lists sort or look up by. They match valueExpr() exactly,
  // so a sorted page walks the index and stops after a page instead of sorting a collection.
  for (const fields of INDEXED_FIELDS) {
    db.exec(
      `CREATE INDEX IF NOT EXISTS documents_by_${fields.join('_')} ON documents (collection, ${fields.map(valueExpr).join(', ')})`,
    );
  }
  const workers =
    filename === ':memory:' || filename === '' || catalogueWorkers === 0
      ? undefined
      : createCatalogueWorkers(filename, catalogueWorkers);
  const catalogue = installCatalogueIndex(db, decode, { workers });

  const selectOne = db.prepare<[string, string], { data: string }>(
    'SELECT data FROM documents WHERE collection = ? AND id = ?',
  );
  const upsert = db.prepare<[string, string, string]>(
    `INSERT INTO documents (collection, id, data) VALUES (?, ?, ?)
     ON CONFLICT (collection, id) DO UPDATE SET data = excluded.data`,
  );
  const insertNew = db.prepare<[string, string, string]>(
    'INSERT OR IGNORE INTO documents (collection, id, data) VALUES (?, ?, ?)',
  );
  const remove = db.prepare<[string, string]>(
    'DELETE FROM documents WHERE collection = ? AND id = ?',
  );

  // better-sqlite3 is synchronous, but transactions run async callbacks; one lock keeps
  // every operation from interleaving with an open transaction.
  const lock = new Mutex();

  function readOne(collection: string, id: string): DocumentData | null {
    assertName('collection', collection);
    assertName('id', id);
    const row = selectOne.get(collection, id);
    return row ? decode(row.data) : null;
  }

  function writeOne(collection: string, id: string, data: DocumentData): void {
    assertName('collection', collection);
    assertName('id', id);
    upsert.run(collection, id, encode(data));
  }

  const updateOne = db.transaction((collection: string, id: string, patch: DocumentData) => {
    const current = readOne(collection, id);
    if (!current) throw new DocumentNotFoundError(collection, id);
    writeOne(collection, id, { ...current, ...patch });
  });

  function runQuery(collection: string, query: DocumentQuery = {}): StoredDocument[] {
    const { sql, params } = querySql(collection, query);
    const rows = db.prepare<(string | number)[], { id: string; data: string }>(sql).all(...params);
    return rows.map((row) => ({ id: row.id, data: decode(row.data) }));
  }

  return {
    catalogue,
    get: (collection, id) => lock.run(async () => readOne(collection, id)),
    getMany: (collection, ids) => lock.run(async () => ids.map((id) => readOne(collection, id))),
    set: (collection, id, data) => lock.run(async () => writeOne(collection, id, data)),
    create: (collection, id, data) =>
      lock.run(async () => {
        assertName('collection', collection);
        assertName('id', id);
        return insertNew.run(collection, id, encode(data)).changes === 1;
      }),
    update: (collection, id, patch) => lock.run(async () => updateOne(collection, id, patch)),
    delete: (collection, id) =>
      lock.run(async () => {
        assertName('collection', collection);
        assertName('id', id);
        remove.run(collection, id);
      }),
    query: (collection, query) => lock.run(async () => runQuery(collection, query)),
    count: (collection, where) =>
      lock.run(async () => {
        assertName('collection', collection);
        const compiled = compileWhere(where);
        const row = db
          .prepare<(string | number)[], { n: number }>(
            `SELECT COUNT(*) AS n FROM documents WHERE collection = ?${compiled.sql}`,
          )
          .get(collection, ...compiled.params);
        return row?.n ?? 0;
      }),
    transaction: (fn) =>
      lock.run(async () => {
        const writes: (() => void)[] = [];
        const tx: StorageTransaction = {
          get: async (collection, id) => readOne(collection, id),
          getMany: async (collection, ids) => ids.map((id) => readOne(collection, id)),
          query: async (collection, query) => runQuery(collection, query),
          set: (collection, id, data) => void writes.push(() => writeOne(collection, id, data)),
          update: (collection, id, patch) =>
            void writes.push(() => updateOne(collection, id, patch)),
          delete: (collection, id) => {
            assertName('collection', collection);
            assertName('id', id);
            writes.push(() => void remove.run(collection, id));
          },
        };
        const result = await fn(tx);
        // Many writes at once (an import, the large seed) each change a dozen catalogue indexes
        // and FTS at spread-out places: with the usual cache the transaction's changed pages
        // overflow it and are written out and read back again and again (100,000 products took
        // 12 minutes). A larger cache for that transaction only, given back afterwards.
        const bulk = writes.length >= BULK_WRITES;
        if (bulk) db.pragma(`cache_size = -${BULK_CACHE_KIB}`);
        try {
          db.transaction(() => writes.forEach((write) => write()))();
        } finally {
          if (bulk) db.pragma(`cache_size = ${cacheSize}`);
        }
        return result;
      }),
    close: () =>
      lock.run(async () => {
        await workers?.close();
        db.close();
      }),
  };
}
