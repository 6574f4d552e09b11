import type Database from 'better-sqlite3';
import { isoMoment } from '@shared/domain/dates';
import {
  productListQuerySchema,
  productSchema,
  type Product,
  type ProductListQuery,
} from '@shared/schemas/product';
import {
  haystackOf,
  nameSortKey,
  queryCategories,
  resolvedTerms,
  searchPlanOf,
  skippedProductMessage,
  vocabularyOf,
} from '@shared/catalogue/search-text';
import {
  energyLabelsFrom,
  technicalColumnsOf,
  technicalFilterOf,
} from '@shared/catalogue/technical-filters';
import {
  countKey,
  createCatalogueReader,
  type CataloguePlan,
  type CatalogueRows,
} from './catalogue-reader.mjs';
import type { CatalogueWorkers } from './catalogue-workers';
import type { AdviceSearch, CatalogueSearch } from './catalogue-port';
import type { DocumentData } from './port';

/** The products collection (src-server/collections/products.ts), which this index follows. */
const PRODUCTS = 'products';

/**
 * A stored product as the API shows it, read as src-server/collections/products.ts reads it
 * (the adapter may not import that module: storage imports nothing above it).
 */
function toCatalogueProduct(id: string, data: DocumentData): Product {
  const { createdAt } = data;
  return productSchema.parse({
    ...data,
    id,
    createdAt: createdAt instanceof Date ? isoMoment(createdAt) : createdAt,
  });
}

/** Bump when the index's columns or their meaning change: the index is then rebuilt. */
const INDEX_VERSION = 8;

/** The technical facts the filters check, as the sort indexes hold them. */
const FACTS = 'kw, sound, phase, label, refrigerant, source';

/** The visitors' JSON of a `json` column: without the trade price, NULL when it has none. */
const VISITOR_JSON = `CASE WHEN json_type(json, '$.installateurPrijs') IS NOT NULL
  THEN json_remove(json, '$.installateurPrijs') END`;

/** A word held by more than 1 in this many products is common (see `common` below). */
const COMMON = 3;

/** Vocabulary lookups remembered per catalogue version (each kind), at most. */
const LOOKUPS = 2000;

/** Trigram search matches substrings, but only of three characters or more. */
const TRIGRAM = 3;

const ORDER: Record<ProductListQuery['sort'], string> = {
  naam: 'c.name_key, c.id',
  'prijs-oplopend': 'c.price, c.name_key, c.id',
  'prijs-aflopend': 'c.price DESC, c.name_key, c.id',
  nieuwste: 'c.created_at DESC, c.name_key, c.id',
};

/** Below this many products the planner chooses well without statistics. */
const STATISTICS_FROM = 1000;

/**
 * Whether the planner's statistics describe a catalogue of another size: ANALYZE ran when a
 * fresh database was empty and products came later (a seed, an import by another process).
 * With them a filter at 100,000 products walked the wrong index, 5 × slower.
 */
export function statisticsStale(db: Database.Database): boolean {
  const { n: rows } = db
    .prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM catalogue')
    .get() ?? {
    n: 0,
  };
  if (rows < STATISTICS_FROM) return false;
  const analysed = db
    .prepare<[], { n: number }>("SELECT 1 AS n FROM sqlite_master WHERE name = 'sqlite_stat1'")
    .get()
    ? db
        .prepare<[], { stat: string }>(
          "SELECT stat FROM sqlite_stat1 WHERE tbl = 'catalogue' AND idx IS NOT NULL LIMIT 1",
        )
        .get()
    : undefined;
  const counted = Number(analysed?.stat.split(' ')[0] ?? 0);
  return counted * 2 < rows || rows * 2 < counted;
}

/** The same order backwards: a deep page is read from the far end of its index. */
export function reversedOrder(order: string): string {
  return order
    .split(', ')
    .map((term) => (term.endsWith(' DESC') ? term.slice(0, -5) : `${term} DESC`))
    .join(', ');
}

/**
 * The catalogue as SQLite tables kept current by triggers on the products collection: one row
 * per valid product with its sort keys and API JSON, an FTS5 trigram index for substring
 * search, and B-tree indexes for filters and sorts. A product document that does not fit the
 * schema is left out of the catalogue and logged; it never breaks a list.
 */
export function installCatalogueIndex(
  db: Database.Database,
  decode: (text: string) => DocumentData,
  {
    workers,
    log = (message) => console.warn(message),
  }: {
    /** Searches run there when given (a database file); else in this thread. */
    workers?: CatalogueWorkers;
    log?: (message: string) => void;
  } = {},
): CatalogueSearch & AdviceSearch {
  // Each trigger asks twice for the same document (row, then JSON); the second is a lookup.
  let last: { id: unknown; data: unknown; row: string | null } | undefined;
  db.function('wp_catalogue_row', { deterministic: true }, (id: unknown, data: unknown) => {
    if (last && last.id === id && last.data === data) return last.row;
    last = { id, data, row: catalogueRow(id, data) };
    return last.row;
  });
  function catalogueRow(id: unknown, data: unknown): string | null {
    try {
      const product = toCatalogueProduct(String(id), decode(String(data)));
      // Archived products stay readable by id (orders refer to them) but leave the catalogue.
      if (product.archived) return null;
      const haystack = haystackOf(product);
      return JSON.stringify({
        name: nameSortKey(product.name),
        price: product.price,
        created: product.createdAt,
        category: product.category,
        stock: product.inStock ? 1 : 0,
        advice: product.heatPump !== undefined || product.accessory !== undefined ? 1 : 0,
        haystack,
        ...technicalColumnsOf(product),
        words: JSON.stringify(vocabularyOf(haystack)),
        grams: JSON.stringify(shortGramsOf(haystack)),
        json: JSON.stringify(product),
      });
    } catch (error) {
      log(skippedProductMessage(String(id), error));
      return null;
    }
  }

  const current = db.pragma('user_version', { simple: true }) as number;
  if (current !== INDEX_VERSION) {
    db.exec(`
      DROP TABLE IF EXISTS catalogue_fts;
      DROP TABLE IF EXISTS catalogue_json;
      DROP TABLE IF EXISTS catalogue;
      DROP TABLE IF EXISTS catalogue_version;
      DROP TABLE IF EXISTS catalogue_words;
      DROP TABLE IF EXISTS catalogue_grams;
      DROP TRIGGER IF EXISTS products_insert;
      DROP TRIGGER IF EXISTS products_update;
      DROP TRIGGER IF EXISTS products_delete;`);
  }
  /**
   * Indexes the products a SELECT of (id, data) yields; invalid ones are left out. The JSON
   * lives in its own table, so scans and sorts of the catalogue stay on small rows.
   */
  const insertRows = (products: string) => `
    INSERT INTO catalogue (id, name_key, price, created_at, category, in_stock, advice, haystack,
                           kw, phase, sound, label, refrigerant, source)
    SELECT id, r ->> 'name', r ->> 'price', r ->> 'created', r ->> 'category', r ->> 'stock',
           r ->> 'advice', r ->> 'haystack', r ->> 'kw', r ->> 'phase', r ->> 'soundDb',
           r ->> 'label', r ->> 'refrigerant', r ->> 'source'
    FROM (SELECT id, wp_catalogue_row(id, data) AS r FROM (${products})) WHERE r IS NOT NULL;
    INSERT INTO catalogue_json (rowid, json, visitor, words, grams)
    SELECT rowid, json, ${VISITOR_JSON}, words, grams FROM (
      SELECT c.rowid AS rowid, wp_catalogue_row(p.id, p.data) ->> 'json' AS json,
             wp_catalogue_row(p.id, p.data) ->> 'words' AS words,
             wp_catalogue_row(p.id, p.data) ->> 'grams' AS grams
      FROM (${products}) AS p JOIN catalogue AS c ON c.id = p.id);`;
  const onProducts = (event: 'INSERT' | 'UPDATE' | 'DELETE') => {
    const row = event === 'DELETE' ? 'old' : 'new';
    return `
    CREATE TRIGGER IF NOT EXISTS products_${event.toLowerCase()} AFTER ${event} ON documents
    WHEN ${row}.collection = '${PRODUCTS}' BEGIN
      DELETE FROM catalogue WHERE id = ${event === 'INSERT' ? 'new' : 'old'}.id;
      ${event === 'DELETE' ? '' : insertRows('SELECT new.id AS id, new.data AS data')}
      UPDATE catalogue_version SET n = n + 1;
    END;`;
  };
  // An index of version 8 gains its visitors' JSON in place (no rebuild of 100,000 products):
  // the column, filled once, and the product triggers that fill it from now on.
  const columns = db.pragma('table_info(catalogue_json)') as { name: string }[];
  if (
    current === INDEX_VERSION &&
    columns.length > 0 &&
    !columns.some(({ name }) => name === 'visitor')
  ) {
    db.transaction(() => {
      db.exec(`
        ALTER TABLE catalogue_json ADD COLUMN visitor TEXT;
        UPDATE catalogue_json SET visitor = ${VISITOR_JSON};
        DROP TRIGGER IF EXISTS products_insert;
        DROP TRIGGER IF EXISTS products_update;`);
    })();
  }
  // An index of version 8 gains its covering sort indexes in place (no rebuild of 100,000
  // products), and the planner's statistics for them.
  const covering = db
    .prepare(
      `SELECT 1 FROM sqlite_master WHERE type = 'index' AND name = 'catalogue_by_stock_date'`,
    )
    .get();
  db.exec(`
    CREATE TABLE IF NOT EXISTS catalogue (
      rowid INTEGER PRIMARY KEY,
      id TEXT NOT NULL UNIQUE,
      name_key TEXT NOT NULL,
      price INTEGER NOT NULL,
      created_at TEXT NOT NULL,
      category TEXT NOT NULL,
      in_stock INTEGER NOT NULL,
      advice INTEGER NOT NULL,
      haystack TEXT NOT NULL,
      -- Heat-pump facts for the technical filters; NULL on products without heat-pump data.
      kw REAL,
      phase INTEGER,
      sound REAL,
      label TEXT,
      refrigerant TEXT,
      source TEXT
    );
    CREATE TABLE IF NOT EXISTS catalogue_json (
      rowid INTEGER PRIMARY KEY,
      json TEXT NOT NULL,
      -- The JSON without the trade price, made once per write rather than per visitor's page
      -- (json_remove over a page took most of its read); NULL when there is none to leave out.
      visitor TEXT,
      words TEXT NOT NULL,
      grams TEXT NOT NULL
    );
    -- The catalogue's words with how many products hold them: typo candidates are looked up here.
    CREATE TABLE IF NOT EXISTS catalogue_words (
      word TEXT PRIMARY KEY,
      n INTEGER NOT NULL
    ) WITHOUT ROWID;
    -- How many products hold each text of one or two characters, per category and stock: a
    -- search for a short term is counted here, not by reading every product.
    CREATE TABLE IF NOT EXISTS catalogue_grams (
      gram TEXT NOT NULL,
      category TEXT NOT NULL,
      in_stock INTEGER NOT NULL,
      n INTEGER NOT NULL,
      PRIMARY KEY (gram, category, in_stock)
    ) WITHOUT ROWID;
    -- Each order, covering the checks a walk of it makes: category, stock and the technical
    -- facts (a technical filter's page walks its sort index and reads no row), and by name
    -- also the text, for a search for a letter or two: its matches may all sort late (every
    -- name starts with the series), so a page may walk far, and then reads only this index.
    DROP INDEX IF EXISTS catalogue_by_name;
    DROP INDEX IF EXISTS catalogue_by_name_text;
    DROP INDEX IF EXISTS catalogue_by_price;
    DROP INDEX IF EXISTS catalogue_by_price_desc;
    DROP INDEX IF EXISTS catalogue_by_date;
    CREATE INDEX IF NOT EXISTS catalogue_by_name_facts
      ON catalogue (name_key, id, category, in_stock, haystack, ${FACTS});
    -- Every order holds the text too (issue 35): a search with a short term ("serra 27") walks
    -- its order to the page and checks the text in the index, reading no row.
    DROP INDEX IF EXISTS catalogue_by_price_facts;
    DROP INDEX IF EXISTS catalogue_by_price_desc_facts;
    DROP INDEX IF EXISTS catalogue_by_date_facts;
    CREATE INDEX IF NOT EXISTS catalogue_by_price_text
      ON catalogue (price, name_key, id, category, in_stock, ${FACTS}, haystack);
    CREATE INDEX IF NOT EXISTS catalogue_by_price_desc_text
      ON catalogue (price DESC, name_key, id, category, in_stock, ${FACTS}, haystack);
    CREATE INDEX IF NOT EXISTS catalogue_by_date_text
      ON catalogue (created_at DESC, name_key, id, category, in_stock, ${FACTS}, haystack);
    -- Stock in each order: a deep page of the products in (or out of) stock skips entries of
    -- this index alone instead of walking every product of the order.
    CREATE INDEX IF NOT EXISTS catalogue_by_stock_name ON catalogue (in_stock, name_key, id);
    CREATE INDEX IF NOT EXISTS catalogue_by_stock_price ON catalogue (in_stock, price, name_key, id);
    CREATE INDEX IF NOT EXISTS catalogue_by_stock_price_desc
      ON catalogue (in_stock, price DESC, name_key, id);
    CREATE INDEX IF NOT EXISTS catalogue_by_stock_date
      ON catalogue (in_stock, created_at DESC, name_key, id);
    -- Covering for the technical filters: a kW range is counted and paged from this index
    -- alone, without visiting the (wide) catalogue rows.
    CREATE INDEX IF NOT EXISTS catalogue_by_kw ON catalogue (
      kw, sound, phase, label, refrigerant, source, category, in_stock, price, name_key,
      created_at, id
    ) WHERE kw IS NOT NULL;
    CREATE INDEX IF NOT EXISTS catalogue_for_advice ON catalogue (advice, category);
    CREATE INDEX IF NOT EXISTS catalogue_by_category
      ON catalogue (category, in_stock, name_key, id, price, created_at);
    -- One category in each order: its pages are walked, not sorted per request.
    DROP INDEX IF EXISTS catalogue_by_category_name;
    CREATE INDEX IF NOT EXISTS catalogue_by_category_name_text
      ON catalogue (category, name_key, id, in_stock, haystack);
    DROP INDEX IF EXISTS catalogue_by_category_price;
    DROP INDEX IF EXISTS catalogue_by_category_price_desc;
    DROP INDEX IF EXISTS catalogue_by_category_date;
    CREATE INDEX IF NOT EXISTS catalogue_by_category_price_text
      ON catalogue (category, price, name_key, id, in_stock, haystack);
    CREATE INDEX IF NOT EXISTS catalogue_by_category_price_desc_text
      ON catalogue (category, price DESC, name_key, id, in_stock, haystack);
    CREATE INDEX IF NOT EXISTS catalogue_by_category_date_text
      ON catalogue (category, created_at DESC, name_key, id, in_stock, haystack);
    CREATE VIRTUAL TABLE IF NOT EXISTS catalogue_fts USING fts5 (
      haystack, content = 'catalogue', content_rowid = 'rowid', tokenize = 'trigram'
    );
    CREATE TABLE IF NOT EXISTS catalogue_version (n INTEGER NOT NULL);
    INSERT INTO catalogue_version (n) SELECT 0 WHERE NOT EXISTS (SELECT 1 FROM catalogue_version);

    CREATE TRIGGER IF NOT EXISTS catalogue_fts_insert AFTER INSERT ON catalogue BEGIN
      INSERT INTO catalogue_fts (rowid, haystack) VALUES (new.rowid, new.haystack);
    END;
    CREATE TRIGGER IF NOT EXISTS catalogue_fts_delete AFTER DELETE ON catalogue BEGIN
      INSERT INTO catalogue_fts (catalogue_fts, rowid, haystack)
      VALUES ('delete', old.rowid, old.haystack);
      UPDATE catalogue_words SET n = n - 1 WHERE word IN (
        SELECT value FROM json_each((SELECT words FROM catalogue_json WHERE rowid = old.rowid)));
      UPDATE catalogue_grams SET n = n - 1
      WHERE category = old.category AND in_stock = old.in_stock AND gram IN (
        SELECT value FROM json_each((SELECT grams FROM catalogue_json WHERE rowid = old.rowid)));
      DELETE FROM catalogue_words WHERE n <= 0;
      DELETE FROM catalogue_json WHERE rowid = old.rowid;
    END;
    CREATE TRIGGER IF NOT EXISTS catalogue_words_insert AFTER INSERT ON catalogue_json BEGIN
      INSERT INTO catalogue_words (word, n) SELECT value, 1 FROM json_each(new.words) WHERE true
      ON CONFLICT (word) DO UPDATE SET n = n + 1;
      INSERT INTO catalogue_grams (gram, category, in_stock, n)
      SELECT g.value, c.category, c.in_stock, 1
      FROM catalogue AS c, json_each(new.grams) AS g WHERE c.rowid = new.rowid
      ON CONFLICT (gram, category, in_stock) DO UPDATE SET n = n + 1;
    END;

    ${onProducts('INSERT')}
    ${onProducts('UPDATE')}
    ${onProducts('DELETE')}`);
  if (current !== INDEX_VERSION) {
    db.transaction(() => {
      db.exec(insertRows(`SELECT id, data FROM documents WHERE collection = '${PRODUCTS}'`));
      db.pragma(`user_version = ${INDEX_VERSION}`);
    })();
    // The planner's statistics: which index narrows a filter most (kW range or a sort walk).
    db.exec('ANALYZE');
  } else if (!covering || statisticsStale(db)) db.exec('ANALYZE');

  const version = db.prepare<[], { n: number }>('SELECT n FROM catalogue_version');
  const words = db.prepare<[string], { word: string }>(
    'SELECT word FROM catalogue_words WHERE word IN (SELECT value FROM json_each(?))',
  );
  const held = db.prepare<[string], { n: number | null }>(
    'SELECT SUM(n) AS n FROM catalogue_words WHERE word IN (SELECT value FROM json_each(?))',
  );
  const listed = db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM catalogue');
  /**
   * What the vocabulary said about a term, per catalogue version: a term's hundreds of typo
   * candidates are looked up in this thread once, not on every search that holds the term
   * (typing "aquaris 8", "aquaris 12"… asks for the same word each time).
   */
  let looked:
    | {
        version: number;
        products: number;
        known: Map<string, string[]>;
        common: Map<string, boolean>;
        counts: Map<string, { n: number; atLeast: boolean; version: number }>;
      }
    | undefined;
  const lookups = () => {
    const now = version.get()?.n ?? 0;
    if (looked?.version !== now)
      looked = {
        version: now,
        products: listed.get()?.n ?? 0,
        known: new Map(),
        common: new Map(),
        counts: new Map(),
      };
    return looked;
  };
  const remembered = <T>(map: Map<string, T>, key: string, look: () => T, again = false): T => {
    let value = map.get(key);
    if (value === undefined || again) {
      value = look();
      if (map.size >= LOOKUPS) map.clear();
      map.set(key, value);
    }
    return value;
  };
  const known = (candidates: string[]) => {
    const list = JSON.stringify(candidates);
    return remembered(lookups().known, list, () => words.all(list).map((row) => row.word));
  };
  /** Whether most products hold one of these words: then FTS would read huge posting lists. */
  const common = (alternatives: string[]) => {
    const list = JSON.stringify(alternatives);
    const { products, common: seen } = lookups();
    return remembered(seen, list, () => (held.get(list)?.n ?? 0) * COMMON > products);
  };
  // The workers start now, each with the first page of the catalogue once (statements
  // prepared, the catalogue counted), not on the first searches after a start; this thread
  // counts the catalogue for its lookups now too.
  workers?.warm({ ...cataloguePlan(productListQuerySchema.parse({})), answer: true });
  lookups();
  const run: (plan: CataloguePlan) => CatalogueRows | Promise<CatalogueRows> = workers
    ? (plan) => workers.run(plan)
    : createCatalogueReader(db);

  return {
    version: () => version.get()?.n ?? 0,
    async search(query, options) {
      const plan = cataloguePlan(query, known, common);
      // Each worker remembers the counts it made; the ones any made are told to all.
      const { counts } = lookups();
      const key = countKey(plan.filter, plan.params);
      const told = counts.get(key);
      const {
        body,
        items,
        version: at,
        ...counted
      } = await run({
        ...plan,
        ...(told ? { known: told } : {}),
        ...(options?.visitor ? { visitor: true } : {}),
        answer: true,
      });
      const { total: n, atLeast = false } = counted;
      if (at === looked?.version && (!told || told.atLeast) && (!atLeast || !told || n > told.n))
        remembered(counts, key, () => ({ n, atLeast, version: at }), true);
      if (!body) return { items: items ?? [], ...counted };
      return {
        ...counted,
        answer: body,
        // Read back only where a caller wants the products one by one (tests, scripts).
        get items() {
          const { items } = JSON.parse(new TextDecoder().decode(body)) as { items: unknown[] };
          return items.map((item) => JSON.stringify(item));
        },
      };
    },
    async advice(categories) {
      const { items = [] } = await run({
        filter: `WHERE c.advice = 1 AND c.category IN (${categories.map(() => '?').join(', ')})`,
        params: categories,
        order: ORDER.naam,
        reverse: reversedOrder(ORDER.naam),
        searched: false,
        limit: -1,
        offset: 0,
      });
      return items;
    },
  };
}

/** A quoted FTS5 phrase: the text as one literal, quotes doubled. */
const phrase = (text: string) => `"${text.replaceAll('"', '""')}"`;

/**
 * The SQL of one catalogue search: filters and terms as parameters, never in the text.
 * `known` tells which typo candidates are words of the catalogue (none without it).
 */
export function cataloguePlan(
  query: ProductListQuery,
  known: (candidates: string[]) => Iterable<string> = () => [],
  common: (alternatives: string[]) => boolean = () => false,
): CataloguePlan {
  /**
   * Each condition twice: as the index may use it to find rows (`find`), and as a check on
   * the rows a sort index walks (`check`: a unary plus keeps an index from driving it).
   */
  const find: Condition[] = [];
  const check: Condition[] = [];
  const both = (condition: Condition, walked = condition) => {
    find.push(condition);
    check.push(walked);
  };
  const categories = queryCategories(query);
  if (categories.length)
    both({ sql: `c.category IN (${categories.map(() => '?').join(', ')})`, params: categories });
  if (query.inStock !== undefined)
    both({ sql: 'c.in_stock = ?', params: [query.inStock === 'true' ? 1 : 0] });
  /** Conditions past this many are technical filters (each has its own selectivity). */
  const plain = find.length;
  const filter = technicalFilterOf(query);
  const compare = (column: string, op: string, value: string | number | undefined) => {
    if (value === undefined) return;
    both(
      { sql: `c.${column} ${op} ?`, params: [value] },
      { sql: `+c.${column} ${op} ?`, params: [value] },
    );
  };
  compare('kw', '>=', filter.minKw);
  compare('kw', '<=', filter.maxKw);
  compare('phase', '=', filter.phase);
  compare('sound', '<=', filter.maxSoundDb);
  compare('label', '=', filter.energyLabel);
  if (filter.minEnergyLabel !== undefined) {
    const labels = energyLabelsFrom(filter.minEnergyLabel);
    const list = labels.map(() => '?').join(', ') || 'NULL';
    both(
      { sql: `c.label IN (${list})`, params: labels },
      { sql: `+c.label IN (${list})`, params: labels },
    );
  }
  compare('refrigerant', '=', filter.refrigerant);
  compare('source', '=', filter.source);

  const technical = find.length > plain;
  const terms = resolvedTerms(searchPlanOf(query), known);
  // Each term matches by any of its alternatives; trigrams need three characters or more.
  const groups: string[] = [];
  /** Terms checked as substrings of the text (short or common ones). */
  const substrings: Condition[] = [];
  // A term that most products hold (a word of every name) is checked on the rows the other
  // terms found, or on the rows a sort walks, not looked up in FTS.
  const selective = terms.filter((alternatives) => !common(alternatives));
  for (const alternatives of terms) {
    const long = alternatives.filter((text) => text.length >= TRIGRAM);
    const substring = {
      sql: `(${alternatives.map(() => 'instr(c.haystack, ?) > 0').join(' OR ')})`,
      params: alternatives,
    };
    if (long.length && selective.includes(alternatives))
      groups.push(`(${long.map(phrase).join(' OR ')})`);
    else substrings.push(substring);
  }
  const match = groups.join(' AND ');
  // On a walk, FTS's matches are a set each index entry is looked up in: no row is read
  // for them, so even a walk past the whole sort index stays short. That check comes before
  // the text's: most entries fail it, and cost no substring search then.
  if (groups.length) check.push({ sql: `+${FTS_MATCH}`, params: [match] });
  for (const substring of substrings) both(substring);
  const found = groups.length ? [...find, { sql: FTS_MATCH, params: [match] }] : find;
  const where = (conditions: Condition[]) =>
    conditions.length ? `WHERE ${conditions.map(({ sql }) => sql).join(' AND ')}` : '';
  const paramsOf = (conditions: Condition[]) => conditions.flatMap(({ params }) => params);
  // A bounded count reads FTS's matches one by one and stops at the bound (as an IN list,
  // FTS would hand over every match first).
  const counting = groups.length
    ? {
        sql: `SELECT COUNT(*) AS n FROM (SELECT 1 FROM catalogue_fts AS f CROSS JOIN catalogue AS c ON c.rowid = f.rowid WHERE catalogue_fts MATCH ?${find.map(({ sql }) => ` AND ${sql}`).join('')} LIMIT ?)`,
        params: [match, ...paramsOf(find)],
      }
    : {
        sql: `SELECT COUNT(*) AS n FROM (SELECT 1 FROM catalogue AS c ${where(find)} LIMIT ?)`,
        params: paramsOf(find),
      };
  return {
    filter: where(found),
    params: paramsOf(found),
    walk: {
      filter: where(check),
      params: paramsOf(check),
      scope: { filter: where(find.slice(0, plain)), params: paramsOf(find.slice(0, plain)) },
      reads: groups.length === 0,
      // Every order holds stock and text; with a category, the category's indexes (no
      // technical facts) lead.
      seek: query.sort === 'naam',
      covered: categories.length ? !technical : true,
    },
    order: ORDER[query.sort],
    reverse: reversedOrder(ORDER[query.sort]),
    searched: terms.length > 0,
    limit: query.limit,
    offset: query.offset,
    narrowed: groups.length > 0 || technical,
    ...(terms.length > 0 || technical ? { bounded: counting } : {}),
    ...(technical ? {} : shortTermCount(terms, categories, query.inStock)),
  };
}

/** One condition of a search over `catalogue AS c`, with its parameters. */
interface Condition {
  sql: string;
  params: (string | number)[];
}

const FTS_MATCH = 'c.rowid IN (SELECT rowid FROM catalogue_fts WHERE catalogue_fts MATCH ?)';

/**
 * The texts of one or two characters in a haystack (none with a space: a search term has
 * none): a short search term matches a product exactly when its haystack holds it, so the
 * products that match are counted per text.
 */
export function shortGramsOf(haystack: string): string[] {
  const grams = new Set<string>();
  const chars = Array.from(haystack);
  chars.forEach((char, i) => {
    if (/\s/u.test(char)) return;
    grams.add(char);
    const next = chars[i + 1];
    if (next !== undefined && !/\s/u.test(next)) grams.add(char + next);
  });
  return [...grams];
}

/**
 * An exact count from `catalogue_grams` for a search of one short term with one text (a
 * letter or two as typed), by category and stock: no product is read to count it.
 */
function shortTermCount(
  terms: string[][],
  categories: string[],
  inStock: ProductListQuery['inStock'],
): Pick<CataloguePlan, 'count'> {
  const [only] = terms;
  const gram = terms.length === 1 && only?.length === 1 ? only[0] : undefined;
  if (gram === undefined || Array.from(gram).length > 2) return {};
  const where = ['gram = ?'];
  const params: (string | number)[] = [gram];
  if (categories.length) {
    where.push(`category IN (${categories.map(() => '?').join(', ')})`);
    params.push(...categories);
  }
  if (inStock !== undefined) {
    where.push('in_stock = ?');
    params.push(inStock === 'true' ? 1 : 0);
  }
  return {
    count: {
      sql: `SELECT COALESCE(SUM(n), 0) AS n FROM catalogue_grams WHERE ${where.join(' AND ')}`,
      params,
    },
  };
}
