// @ts-check
/*
 * Runs one catalogue search on a SQLite connection. Plain JavaScript with no imports of the
 * project, because the same file runs in two places: in the server's thread for a database in
 * memory, and as a worker thread with its own read-only connection for a database file, so a
 * search that takes tens of milliseconds (100,000 products) never stalls the event loop. The
 * SQL is built and checked in `sqlite-catalogue.ts`; this file only executes it.
 */
import { createRequire } from 'node:module';
import { isMainThread, parentPort, workerData } from 'node:worker_threads';

/**
 * @typedef {import('./catalogue-reader.d.mts').CataloguePlan} CataloguePlan
 * @typedef {import('./catalogue-reader.d.mts').CatalogueRows} CatalogueRows
 * @typedef {import('better-sqlite3').Database} Database
 * @typedef {import('better-sqlite3').Statement<unknown[], any>} Statement
 */

/**
 * @param {Database} db
 * @returns {(plan: CataloguePlan) => CatalogueRows}
 */
export function createCatalogueReader(db) {
  /** @type {Map<string, Statement>} */
  const statements = new Map();
  /** @param {string} sql */
  const prepared = (sql) => {
    let statement = statements.get(sql);
    if (!statement) {
      statement = db.prepare(sql);
      statements.set(sql, statement);
    }
    return statement;
  };

  /** @param {CataloguePlan} plan */
  function search({ filter, params, order, searched, limit, offset }) {
    const count = () =>
      /** @type {{ n: number }} */ (
        prepared(`SELECT COUNT(*) AS n FROM catalogue AS c ${filter}`).get(...params)
      ).n;
    /** @param {string} extra */
    const page = (extra) =>
      /** @type {{ id: number; total?: number }[]} */ (
        prepared(
          `SELECT c.rowid AS id${extra} FROM catalogue AS c ${filter} ORDER BY ${order} LIMIT ? OFFSET ?`,
        ).all(...params, limit, offset)
      );
    // The page's rows first, sorted on the small catalogue rows; then only their JSON. With
    // search terms every match is visited anyway, so one pass counts and pages together;
    // without, the indexes count fast and the page stops early.
    let rows;
    let total;
    if (searched) {
      rows = page(', COUNT(*) OVER () AS total');
      total = rows[0]?.total ?? (offset > 0 ? count() : 0);
    } else {
      total = count();
      rows = offset >= total ? [] : page('');
    }
    const rowids = rows.map((row) => row.id);
    const json = new Map(
      /** @type {{ id: number; json: string }[]} */ (
        // One statement for any number of rows (one placeholder each would make a statement
        // per page size and fail past SQLite's limit of variables).
        prepared(
          'SELECT rowid AS id, json FROM catalogue_json WHERE rowid IN (SELECT value FROM json_each(?))',
        ).all(JSON.stringify(rowids))
      ).map((row) => [row.id, row.json]),
    );
    return { items: rowids.flatMap((id) => json.get(id) ?? []), total };
  }
  // One read transaction: the count and the page come from the same snapshot.
  return db.transaction(search);
}

if (!isMainThread && parentPort && workerData?.role === 'catalogue-reader') {
  const port = parentPort;
  /** @type {new (filename: string, options: object) => Database} */
  const Sqlite = createRequire(import.meta.url)('better-sqlite3');
  const db = new Sqlite(workerData.filename, { readonly: true, fileMustExist: true });
  const search = createCatalogueReader(db);
  port.on('message', (/** @type {{ id: number; plan: CataloguePlan }} */ { id, plan }) => {
    try {
      port.postMessage({ id, rows: search(plan) });
    } catch (error) {
      port.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
    }
  });
}
