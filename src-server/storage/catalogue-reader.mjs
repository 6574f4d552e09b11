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

/** The most rows a walk of a sort index may be expected to pass before it is sorted instead. */
const WALK_ROWS = 8000;

const encoder = new TextEncoder();

/** How much of the database file a worker maps into memory (address space, not memory). */
const MAPPED_BYTES = 2 ** 31;

/** How many more index entries a walk that reads no row may pass than one that does. */
const COVERED_WALK = 8;

/** A bounded count stops at a multiple of this past the page. */
const COUNT_STEP = 1000;

/**
 * Where a bounded count stops: the first multiple of 1,000 past the page, so an answer says
 * whether a next page exists and reads "more than 1,000" rather than an odd number.
 * @param {number} offset
 * @param {number} limit
 */
export function countBound(offset, limit) {
  return Math.ceil((offset + limit + 1) / COUNT_STEP) * COUNT_STEP;
}

/**
 * What a count is remembered by: the filter with its parameters.
 * @param {string} filter
 * @param {unknown[]} params
 */
export function countKey(filter, params) {
  return `${filter}|${JSON.stringify(params)}`;
}

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
   * search or changing its sort counts once, not per page. A bounded count is kept with the
   * bound it reached.
   * @type {Map<string, { n: number; atLeast: boolean }>}
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

  /**
   * The number of matches: from a table of counts, exactly, or up to the bound past the page.
   * @param {CataloguePlan} plan
   * @returns {{ n: number; atLeast: boolean }}
   */
  function counted({ filter, params, count, bounded, limit, offset, known: told }) {
    const key = countKey(filter, params);
    const bound = bounded && limit >= 0 ? countBound(offset, limit) : Infinity;
    const enough = (/** @type {{ n: number; atLeast: boolean } | undefined} */ known) =>
      known && (!known.atLeast || known.n >= bound);
    const known = counts.get(key);
    if (enough(known)) return /** @type {{ n: number; atLeast: boolean }} */ (known);
    // Counted by another worker at this same version.
    if (told?.version === countedAt && enough(told)) return { n: told.n, atLeast: told.atLeast };
    const one = (/** @type {string} */ sql, /** @type {unknown[]} */ values) =>
      /** @type {{ n: number }} */ (prepared(sql).get(...values)).n;
    let found;
    if (count) found = { n: one(count.sql, count.params), atLeast: false };
    else if (!bounded || bound === Infinity)
      found = {
        n: one(`SELECT COUNT(*) AS n FROM catalogue AS c ${filter}`, params),
        atLeast: false,
      };
    else {
      const n = one(bounded.sql, [...bounded.params, bound + 1]);
      found = n > bound ? { n: bound, atLeast: true } : { n, atLeast: false };
    }
    if (counts.size >= 5000) counts.clear();
    counts.set(key, found);
    return found;
  }

  /** @param {CataloguePlan} plan */
  function search(plan) {
    const { order, reverse, limit, offset, narrowed, walk } = plan;
    const now = version();
    if (now !== countedAt) {
      counts.clear();
      products = undefined;
      countedAt = now;
    }
    const { n: total, atLeast } = counted(plan);
    /**
     * @param {string} by
     * @param {number} take
     * @param {number} skip
     */
    const page = (by, take, skip) => {
      /** @type {(filter: string, params: unknown[], order: string, from?: string) => number[]} */
      const ids = (filter, params, order, from = 'catalogue') =>
        /** @type {{ id: number }[]} */ (
          prepared(
            `SELECT c.rowid AS id FROM ${from} AS c ${filter} ORDER BY ${order} LIMIT ? OFFSET ?`,
          ).all(...params, take, skip)
        ).map((row) => row.id);
      // Few matches, or no checks beyond category and stock: as the filter finds them.
      if (sparse || !walk || walk.filter === walk.scope.filter)
        return ids(plan.filter, plan.params, by);
      if (!walk.reads || walk.covered) {
        // By name the matches of a letter or two may all sort late (every name starts with its
        // series: "Zenit" last), and the walk would pass nearly the whole index. With an exact
        // count it stops at a bound of entries, and a page it did not reach there is read
        // from the far end.
        if (walk.reads && walk.seek && !atLeast && by === order) {
          const expected = ((skip + take) * size()) / Math.max(total, 1);
          const bound = /** @type {{ key: string; id: string } | undefined} */ (
            prepared(
              `SELECT c.name_key AS key, c.id AS id FROM catalogue AS c ${walk.scope.filter} ORDER BY ${order} LIMIT 1 OFFSET ?`,
            ).get(...walk.scope.params, Math.ceil(Math.max(4 * expected, WALK_ROWS) + skip))
          );
          if (bound) {
            const found = ids(
              `${walk.filter} AND (c.name_key, c.id) <= (?, ?)`,
              [...walk.params, bound.key, bound.id],
              by,
            );
            const wanted = Math.min(take, total - skip);
            if (found.length >= wanted) return found;
            return page(reverse, wanted, total - skip - wanted).reverse();
          }
        }
        return ids(walk.filter, walk.params, by);
      }
      // The walk passes a bounded number of rows: matches that sort late (a series whose name
      // starts with a Z, by name) would make it read the whole catalogue. Past that: sorted.
      const expected = ((skip + take) * size()) / Math.max(total, 1);
      const budget = Math.ceil(Math.max(2 * expected, WALK_ROWS / 4) + skip);
      const walked = ids(
        walk.filter,
        [...walk.scope.params, budget, ...walk.params],
        by,
        `(SELECT * FROM catalogue AS c ${walk.scope.filter} ORDER BY ${by} LIMIT ?)`,
      );
      return walked.length >= Math.min(take, total - skip)
        ? walked
        : ids(plan.filter, plan.params, `+${by}`);
    };
    // The page's rows first, sorted on the small catalogue rows (an index walk that stops at
    // the page); a page past the middle is read from the far end. Then only their JSON.
    // Few matches behind an index of their own (FTS, kW): found through it and sorted, the
    // sort index kept out with a unary plus. Else the sort index is walked and stops at the
    // page: it passes about (offset + limit) × products / matches rows, against the matches
    // themselves when sorting, so the walk wins once the matches outnumber that.
    // A count that stopped at its bound says only that there are at least that many: the
    // walk is taken while even that few would let it stop within WALK_ROWS rows.
    const reach = limit >= 0 ? offset + limit : total;
    // A walk that reads only its index (a technical filter's facts are in every sort
    // index) passes an entry for a fraction of what sorting a match costs.
    const cheap = walk?.covered && walk.reads ? COVERED_WALK : 1;
    const sparse =
      narrowed === true &&
      (atLeast
        ? reach * size() > total * WALK_ROWS * cheap
        : total * total * cheap < reach * size());
    const by = (/** @type {string} */ terms) => (sparse ? `+${terms}` : terms);
    /** @type {number[]} */
    let rowids;
    if (offset >= total) rowids = [];
    else if (limit >= 0 && !atLeast && offset > total / 2) {
      const take = Math.min(limit, total - offset);
      rowids = page(by(reverse), take, total - offset - take).reverse();
    } else rowids = page(by(order), limit, offset);
    const column = plan.visitor ? 'COALESCE(j.visitor, j.json)' : 'j.json';
    // One statement for any number of rows (one placeholder each would make a statement per
    // page size and fail past SQLite's limit of variables), in the page's order.
    // A visitor's JSON leaves out the trade price: made so when the product was written, not
    // parsed and written again per product and request.
    const pageRows = `FROM json_each(?) AS e JOIN catalogue_json AS j ON j.rowid = e.value`;
    // With the version it was read at, so the count can be told to the other workers.
    const visitors = { ...(plan.visitor ? { forVisitors: true } : {}), version: now };
    const answered = { total, ...(atLeast ? { atLeast } : {}), ...visitors };
    if (!plan.answer) {
      const items = /** @type {string[]} */ (
        prepared(`SELECT ${column} ${pageRows} ORDER BY e.key`).pluck().all(JSON.stringify(rowids))
      );
      return { items, ...answered };
    }
    // The API's answer whole, as bytes the server's thread sends as they are; the page's JSON
    // joined by SQLite (half the time of reading each product's text and joining them here).
    const joined = /** @type {string | null} */ (
      prepared(`SELECT group_concat(${column}, ',' ORDER BY e.key) ${pageRows}`)
        .pluck()
        .get(JSON.stringify(rowids))
    );
    const text = `{"items":[${joined ?? ''}],"total":${total}${atLeast ? ',"atLeast":true' : ''}}`;
    return { body: encoder.encode(text), ...answered };
  }
  // One read transaction: the count and the page come from the same snapshot.
  return db.transaction(search);
}

if (!isMainThread && parentPort && workerData?.role === 'catalogue-reader') {
  const port = parentPort;
  /** @type {new (filename: string, options: object) => Database} */
  const Sqlite = createRequire(import.meta.url)('better-sqlite3');
  const db = new Sqlite(workerData.filename, { readonly: true, fileMustExist: true });
  // Pages read through the operating system's cache mapped into memory, shared by the
  // workers, instead of copied into a 16 MiB cache of each: at 100,000 products (a file of
  // 500 MB) a deep page missed that cache on most of its pages (list pages took 2 ms, 0.7 ms
  // mapped).
  db.pragma(`mmap_size = ${MAPPED_BYTES}`);
  const search = createCatalogueReader(db);
  port.on('message', (/** @type {{ id: number; plan: CataloguePlan }} */ { id, plan }) => {
    try {
      const rows = search(plan);
      // The answer's bytes move to the server's thread without a copy.
      port.postMessage({ id, rows }, rows.body ? [rows.body.buffer] : []);
    } catch (error) {
      port.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
    }
  });
}
