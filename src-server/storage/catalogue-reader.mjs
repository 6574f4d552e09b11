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

/** Matches under 1 in this many products count as few. */
const SPARSE = 8;

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

  /**
   * Match counts by filter, for the catalogue version they were counted at: paging through a
   * search or changing its sort counts once, not per page.
   * @type {Map<string, number>}
   */
  const counts = new Map();
  let countedAt = -1;
  const version = () =>
    /** @type {{ n: number } | undefined} */ (prepared('SELECT n FROM catalogue_version').get())
      ?.n ?? 0;

  /** @type {number | undefined} */
  let products;
  const size = () =>
    (products ??= /** @type {{ n: number }} */ (
      prepared('SELECT COUNT(*) AS n FROM catalogue').get()
    ).n);

  /** @param {CataloguePlan} plan */
  function search({ filter, params, order, reverse, limit, offset }) {
    const now = version();
    if (now !== countedAt) {
      counts.clear();
      products = undefined;
      countedAt = now;
    }
    const key = `${filter}|${JSON.stringify(params)}`;
    let total = counts.get(key);
    if (total === undefined) {
      total = /** @type {{ n: number }} */ (
        prepared(`SELECT COUNT(*) AS n FROM catalogue AS c ${filter}`).get(...params)
      ).n;
      if (counts.size >= 5000) counts.clear();
      counts.set(key, total);
    }
    /**
     * @param {string} by
     * @param {number} take
     * @param {number} skip
     */
    const page = (by, take, skip) =>
      /** @type {{ id: number }[]} */ (
        prepared(
          `SELECT c.rowid AS id FROM catalogue AS c ${filter} ORDER BY ${by} LIMIT ? OFFSET ?`,
        ).all(...params, take, skip)
      ).map((row) => row.id);
    // The page's rows first, sorted on the small catalogue rows (an index walk that stops at
    // the page); a page past the middle is read from the far end. Then only their JSON.
    // Few matches: found through the filter's own index (FTS, kW) and sorted, the sort index
    // kept out with a unary plus. Many: the sort index is walked and stops at the page.
    const sparse = filter !== '' && total * SPARSE < size();
    const by = (/** @type {string} */ terms) => (sparse ? `+${terms}` : terms);
    /** @type {number[]} */
    let rowids;
    if (offset >= total) rowids = [];
    else if (limit >= 0 && offset > total / 2) {
      const take = Math.min(limit, total - offset);
      rowids = page(by(reverse), take, total - offset - take).reverse();
    } else rowids = page(by(order), limit, offset);
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
