import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import Database from 'better-sqlite3';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProductListQuery } from '@shared/schemas/product';
import { productListQuerySchema } from '@shared/schemas/product';
import { seedCatalogue } from '../../src-server/seed/catalogue';
import { createCatalogue, type CatalogueAdapters } from '../../src-server/catalogue/catalogue';
import { createCatalogueWorkers } from '../../src-server/storage/catalogue-workers';
import { createSqliteStorage, type SqliteStorage } from '../../src-server/storage/sqlite';
import { cataloguePlan } from '../../src-server/storage/sqlite-catalogue';
import type { DocumentChange, DocumentData, Storage } from '../../src-server/storage/port';
import { makeProduct } from '../fixtures/product';
import { countTurns } from '../support/event-loop-turns';

const query = (input: Record<string, string> = {}): ProductListQuery =>
  productListQuerySchema.parse(input);

function record(id: string, overrides: Parameters<typeof makeProduct>[0] = {}): DocumentData {
  const { id: _id, createdAt, ...product } = makeProduct({ id, ...overrides });
  return { ...product, createdAt: new Date(createdAt) };
}

async function ids(catalogue: ReturnType<typeof createCatalogue>, input = {}) {
  const body = JSON.parse(await catalogue.listJson(query(input), 'trade')) as {
    items: { id: string }[];
    total: number;
  };
  return { ids: body.items.map((item) => item.id), total: body.total };
}

const inMemory = () => createSqliteStorage({ filename: ':memory:' });
const dirs: string[] = [];
/** A database file: its catalogue searches run on a worker thread with their own connection. */
const onFileAt = (filename: string) => createSqliteStorage({ filename, catalogueWorkers: 1 });
const onFile = () => {
  const dir = mkdtempSync(join(tmpdir(), 'wp-catalogue-'));
  dirs.push(dir);
  return onFileAt(join(dir, 'db.sqlite'));
};
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** The SQLite adapter of the catalogue's ports, beside its storage. */
const sqliteAdapters = (storage: SqliteStorage): CatalogueAdapters => ({
  catalogue: storage.catalogue,
  advice: storage.catalogue,
});

/** The same behaviour from the SQLite index (FTS5, triggers) and from the memory index. */
describe.each([
  ['SQLite (FTS5 and indexes)', inMemory, sqliteAdapters],
  ['SQLite file, searched on a worker thread', onFile, sqliteAdapters],
  ['memory (stores that cannot search)', inMemory, (): CatalogueAdapters => ({})],
])('catalogue on %s', (_name, open, view) => {
  let storage: SqliteStorage;
  const log = vi.fn();
  beforeEach(async () => {
    log.mockClear();
    storage = open();
    await storage.set('products', 'p12', record('p12', { name: 'Pomp 12 kW', price: 300 }));
    await storage.set(
      'products',
      'p8',
      record('p8', { name: 'Pomp 8 kW', price: 500, modelNumber: 'AW-8' }),
    );
    await storage.set(
      'products',
      'boiler',
      record('boiler', {
        name: 'Élan boiler',
        description: 'Voor warm tapwater',
        category: 'boilers-buffervaten',
        inStock: false,
        price: 100,
        createdAt: '2026-06-01T00:00:00.000Z',
      }),
    );
  });
  afterEach(() => storage.close());

  it('sorts names as people read them and by price and date', async () => {
    const catalogue = createCatalogue(storage, view(storage), log);
    expect((await ids(catalogue)).ids).toEqual(['boiler', 'p8', 'p12']);
    expect((await ids(catalogue, { sort: 'prijs-aflopend' })).ids).toEqual(['p8', 'p12', 'boiler']);
    expect((await ids(catalogue, { sort: 'nieuwste' })).ids[0]).toBe('boiler');
  });

  it('keeps a trade and a public answer per page: visitors never get the trade price', async () => {
    await storage.set(
      'products',
      'p8',
      record('p8', { name: 'Pomp 8 kW', installateurPrijs: 410 }),
    );
    const catalogue = createCatalogue(storage, view(storage), log);
    const prices = async (audience: 'trade' | 'public') =>
      (
        JSON.parse(await catalogue.listJson(query({ q: 'pomp 8' }), audience)) as {
          items: { installateurPrijs?: number }[];
        }
      ).items.map((item) => item.installateurPrijs ?? null);
    // The trade's answer first, so a shared cache entry would hand it to the visitor.
    expect(await prices('trade')).toEqual([410]);
    expect(await prices('public')).toEqual([null]);
    expect(await prices('trade')).toEqual([410]);
  });

  it('keeps an answer compressed once, beside its text', async () => {
    const catalogue = createCatalogue(storage, view(storage), log);
    const answer = await catalogue.listAnswer(query(), 'trade');
    expect(await catalogue.listAnswer(query(), 'trade')).toBe(answer);
    const packed = await answer.gzipped();
    expect(await answer.gzipped()).toBe(packed);
    expect(gunzipSync(packed).toString('utf8')).toBe(answer.text);
  });

  it('finds parts of words, short terms, accents ignored, with filters and paging', async () => {
    const catalogue = createCatalogue(storage, view(storage), log);
    expect(await ids(catalogue, { q: 'ELAN' })).toEqual({ ids: ['boiler'], total: 1 });
    expect(await ids(catalogue, { q: 'apwat' })).toEqual({ ids: ['boiler'], total: 1 });
    expect(await ids(catalogue, { q: 'aw-8' })).toEqual({ ids: ['p8'], total: 1 });
    expect(await ids(catalogue, { q: 'pomp 8' })).toEqual({ ids: ['p8'], total: 1 });
    expect(await ids(catalogue, { inStock: 'false' })).toEqual({ ids: ['boiler'], total: 1 });
    expect(await ids(catalogue, { categories: 'hybride', limit: '1', offset: '1' })).toEqual({
      ids: ['p12'],
      total: 2,
    });
    expect(await ids(catalogue, { q: 'bestaat-niet' })).toEqual({ ids: [], total: 0 });
  });

  it('skips and logs a product that does not fit the schema, never failing the list', async () => {
    // SQLite's index logs through console.warn when the write happens.
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await storage.set('products', 'kapot', { name: 42, price: 'gratis' });
    const catalogue = createCatalogue(storage, view(storage), log);
    expect(await ids(catalogue)).toEqual({ ids: ['boiler', 'p8', 'p12'], total: 3 });
    const logged = [...log.mock.calls, ...warn.mock.calls].map((call) => String(call[0]));
    expect(logged).toContainEqual(expect.stringMatching(/kapot.*ongeldige velden name, .*price/));
    warn.mockRestore();
  });

  it('lists the products the advice can use, by name, until one changes', async () => {
    const pump = seedCatalogue().find((product) => product.heatPump);
    if (!pump?.heatPump) throw new Error('De demo-catalogus heeft geen warmtepomp');
    const { category, heatPump } = pump;
    await storage.set('products', 'wp', record('wp', { name: 'Zon pomp', category, heatPump }));
    await storage.set(
      'products',
      'wp-oud',
      record('wp-oud', { name: 'Aardpomp', category, heatPump, archived: true }),
    );
    const catalogue = createCatalogue(storage, view(storage), log);
    const advised = async (categories: string[]) =>
      (await catalogue.advice(categories)).map((product) => product.id);
    expect(await advised([category, 'boilers-buffervaten'])).toEqual(['wp']);
    expect(await advised(['toebehoren'])).toEqual([]);
    await storage.set('products', 'wp2', record('wp2', { name: 'Aqua pomp', category, heatPump }));
    catalogue.changed('wp2');
    await vi.waitFor(async () => expect(await advised([category])).toEqual(['wp2', 'wp']));
    const [first] = await catalogue.advice([category]);
    expect(first?.heatPump).toEqual(heatPump);
  });

  it('lists a written product in the very next answer', async () => {
    const catalogue = createCatalogue(storage, view(storage), log);
    expect((await ids(catalogue)).total).toBe(3);
    await storage.set('products', 'nieuw', record('nieuw', { name: 'Aquaris nieuw' }));
    catalogue.changed('nieuw');
    if (view(storage).catalogue) expect((await ids(catalogue)).ids[0]).toBe('nieuw');
  });

  it('shows a product write at once after changed()', async () => {
    const catalogue = createCatalogue(storage, view(storage), log);
    expect((await ids(catalogue)).total).toBe(3);
    await storage.set('products', 'nieuw', record('nieuw', { name: 'Aquaris nieuw' }));
    catalogue.changed('nieuw');
    await vi.waitFor(async () => expect((await ids(catalogue)).ids[0]).toBe('nieuw'));
    await storage.delete('products', 'nieuw');
    catalogue.changed('nieuw');
    await vi.waitFor(async () => expect((await ids(catalogue)).total).toBe(3));
  });
});

/**
 * Indexing thousands of products reads each through its schema: seconds on a busy machine. The
 * tests wait for the outcome, never for a time; the bound only ends a run that hangs.
 */
const indexing = { timeout: 20_000 };

/** The store as a listener sees it (no catalogue port); `send` plays the listener's changes. */
function listenedTo(storage: Storage) {
  let onChanges: ((changes: DocumentChange[]) => void) | undefined;
  const listened: Storage = {
    ...storage,
    watch: (_collection, onChange) => {
      onChanges = onChange;
      return () => undefined;
    },
  };
  return { listened, send: (changes: DocumentChange[]) => onChanges?.(changes) };
}

describe('catalogue in memory that follows a change listener', () => {
  it(
    "takes a listener's first answer of thousands of products in chunks, between other work",
    { timeout: 30_000 },
    async () => {
      const storage = createSqliteStorage({ filename: ':memory:' });
      const { listened, send } = listenedTo(storage);
      const catalogue = createCatalogue(listened, {}, vi.fn());
      expect((await ids(catalogue)).total).toBe(0);
      const many = Array.from({ length: 5000 }, (_, i) => ({
        id: `p${i}`,
        data: record(`p${i}`, { name: `Pomp ${i}` }),
      }));
      let ticks = 0;
      const timer = setInterval(() => ticks++, 0);
      send(many);
      await vi.waitFor(async () => expect((await ids(catalogue)).total).toBe(5000), indexing);
      clearInterval(timer);
      // All 5,000 in one go would leave no turn for a timer until the end.
      expect(ticks).toBeGreaterThanOrEqual(3);
      send([{ id: 'p1', data: null }]);
      await vi.waitFor(async () => expect((await ids(catalogue)).total).toBe(4999), indexing);
      await storage.close();
    },
  );

  it(
    'keeps a change that arrives while a reload builds its index',
    { timeout: 30_000 },
    async () => {
      const storage = createSqliteStorage({ filename: ':memory:' });
      await storage.transaction(async (tx) => {
        for (let i = 0; i < 2500; i++) tx.set('products', `p${i}`, record(`p${i}`));
      });
      const { listened, send } = listenedTo(storage);
      const catalogue = createCatalogue(listened, {}, vi.fn());
      expect((await ids(catalogue)).total).toBe(2500);
      // Only the store knows this product, so it shows once the reload's index is swapped in.
      await storage.set('products', 'geladen', record('geladen', { name: 'Zzz geladen' }));
      catalogue.changed(); // a full reload, as after a CSV import
      // Only the listener knows this product: the reload's copy of the store does not have it.
      send([{ id: 'nieuw', data: record('nieuw', { name: 'Aaa nieuw' }) }]);
      await vi.waitFor(
        async () => expect((await ids(catalogue, { q: 'geladen' })).ids).toEqual(['geladen']),
        indexing,
      );
      expect((await ids(catalogue)).ids[0]).toBe('nieuw');
      expect((await ids(catalogue)).total).toBe(2502);
      await storage.close();
    },
  );

  it('goes back to reloading itself when the listener gives up', async () => {
    const storage = createSqliteStorage({ filename: ':memory:' });
    await storage.set('products', 'a', record('a'));
    let fail: ((error: unknown) => void) | undefined;
    let queries = 0;
    const listened: Storage = {
      ...storage,
      query: (...args) => {
        queries++;
        return storage.query(...args);
      },
      watch: (_collection, _onChange, onError) => {
        fail = onError;
        return () => undefined;
      },
    };
    const log = vi.fn();
    const catalogue = createCatalogue(listened, {}, log);
    expect((await ids(catalogue)).ids).toEqual(['a']);
    await storage.set('products', 'b', record('b'));
    fail?.(new Error('rechten ingetrokken'));
    expect(log).toHaveBeenCalledWith(expect.stringContaining('rechten ingetrokken'));
    await vi.waitFor(async () => expect((await ids(catalogue)).ids).toEqual(['a', 'b']));
    expect(queries).toBe(2);
    await storage.close();
  });
});

describe('catalogue in memory when the store fails', () => {
  it('keeps answering from what it loaded when a reload fails, and answers 503 before any load', async () => {
    const storage = createSqliteStorage({ filename: ':memory:' });
    await storage.set('products', 'a', record('a'));
    let failing = true;
    const flaky: Storage = {
      ...storage,
      query: async (...args) => {
        if (failing) throw new Error('netwerk weg');
        return storage.query(...args);
      },
    };
    const log = vi.fn();
    const catalogue = createCatalogue(flaky, {}, log);
    await expect(catalogue.listJson(query(), 'trade')).rejects.toMatchObject({ status: 503 });
    failing = false;
    expect((await ids(catalogue)).ids).toEqual(['a']);
    failing = true;
    catalogue.changed();
    await vi.waitFor(() => expect(log).toHaveBeenCalledTimes(2));
    expect((await ids(catalogue)).ids).toEqual(['a']);
    await storage.close();
  });
});

describe('catalogue searches on worker threads', () => {
  it('keeps the event loop free while a long search runs', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'wp-catalogue-'));
    dirs.push(dir);
    const file = join(dir, 'db.sqlite');
    const setup = onFileAt(file);
    await setup.set('products', 'a', record('a'));
    await setup.close();
    const workers = createCatalogueWorkers(file, 1);
    // A filter that keeps SQLite busy for a while (a count of millions of generated rows).
    const slow = {
      ...cataloguePlan(query()),
      filter:
        'WHERE (WITH RECURSIVE r(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM r WHERE n < 1000000) SELECT count(*) FROM r) > 0',
    };
    const turns = countTurns();
    await workers.run(slow);
    const others = turns.stop();
    await workers.close();
    // In this thread the search would hold the event loop until it ended: one turn at most.
    expect(others).toBeGreaterThanOrEqual(10);
  });

  it('answers a failing search with an error, logs a failed worker and starts a new one', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'wp-catalogue-'));
    dirs.push(dir);
    const log = vi.fn();
    const missing = createCatalogueWorkers(join(dir, 'nog-niet.sqlite'), 1, log);
    await expect(missing.run(cataloguePlan(query()))).rejects.toThrow();
    expect(log).toHaveBeenCalledWith(expect.stringContaining('zoekproces'));
    // The file appears: the next search starts a fresh worker that can open it.
    const storage = onFileAt(join(dir, 'nog-niet.sqlite'));
    await storage.set('products', 'a', record('a'));
    expect(await missing.run(cataloguePlan(query()))).toMatchObject({ total: 1 });
    await expect(missing.run({ ...cataloguePlan(query()), order: 'geen_kolom' })).rejects.toThrow(
      /geen_kolom/,
    );
    expect(await missing.run(cataloguePlan(query()))).toMatchObject({ total: 1 });
    await missing.close();
    await storage.close();
  });

  it('starts its workers when warmed, before any search (issue 35: the first answer after a start)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'wp-catalogue-'));
    dirs.push(dir);
    const log = vi.fn();
    // A worker that opens a file that is not there fails at its start: seen without a search.
    const workers = createCatalogueWorkers(join(dir, 'ontbreekt.sqlite'), 2, log);
    workers.warm();
    await vi.waitFor(() => expect(log).toHaveBeenCalledTimes(2));
    expect(log).toHaveBeenCalledWith(expect.stringContaining('zoekproces'));
    await workers.close();
  });

  it("leaves the trade price out of a visitor's page on the worker, and says so", async () => {
    const storage = onFile();
    await storage.set('products', 'p8', record('p8', { price: 500, installateurPrijs: 410 }));
    const read = async (visitor: boolean) => {
      const page = await storage.catalogue.search(query(), { visitor });
      const items = page.items.map(
        (json) => JSON.parse(json) as { price: number; installateurPrijs?: number },
      );
      return { forVisitors: page.forVisitors ?? false, items };
    };
    expect(await read(true)).toEqual({
      forVisitors: true,
      items: [expect.objectContaining({ price: 500 })],
    });
    expect((await read(true)).items[0]).not.toHaveProperty('installateurPrijs');
    expect(await read(false)).toEqual({
      forVisitors: false,
      items: [expect.objectContaining({ price: 500, installateurPrijs: 410 })],
    });
    await storage.close();
  });

  it("gives an index made before the visitors' JSON that JSON in place, and keeps it current", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'wp-catalogue-'));
    dirs.push(dir);
    const file = join(dir, 'db.sqlite');
    const before = onFileAt(file);
    await before.set('products', 'p8', record('p8', { price: 500, installateurPrijs: 410 }));
    await before.close();
    // The index as it was: no column for the visitors' JSON, nor triggers that fill it.
    const db = new Database(file);
    db.exec(`DROP TRIGGER products_insert; DROP TRIGGER products_update;
      ALTER TABLE catalogue_json DROP COLUMN visitor;`);
    db.close();
    const storage = onFileAt(file);
    await storage.set('products', 'p9', record('p9', { price: 600, installateurPrijs: 480 }));
    const prices = async (visitor: boolean) =>
      (await storage.catalogue.search(query(), { visitor })).items.map(
        (json) => (JSON.parse(json) as { installateurPrijs?: number }).installateurPrijs ?? null,
      );
    expect(await prices(true)).toEqual([null, null]);
    expect(await prices(false)).toEqual([410, 480]);
    await storage.close();
  });

  it('answers 503 when a search fails, and searches again on the next request', async () => {
    const storage = onFile();
    await storage.set('products', 'a', record('a'));
    let failing = true;
    const flaky: CatalogueAdapters = {
      catalogue: {
        version: () => storage.catalogue.version(),
        search: async (q) => {
          if (failing) throw new Error('zoekproces weg');
          return storage.catalogue.search(q);
        },
      },
      advice: storage.catalogue,
    };
    const log = vi.fn();
    const catalogue = createCatalogue(storage, flaky, log);
    await expect(catalogue.listJson(query(), 'trade')).rejects.toMatchObject({ status: 503 });
    expect(log).toHaveBeenCalledWith(expect.stringContaining('zoekproces weg'));
    failing = false;
    expect((await ids(catalogue)).ids).toEqual(['a']);
    await storage.close();
  });
});
