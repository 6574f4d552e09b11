import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { productListQuerySchema } from '@shared/schemas/product';
import { countBound } from '../../src-server/storage/catalogue-reader.mjs';
import { createSqliteStorage, type SqliteStorage } from '../../src-server/storage/sqlite';
import { cataloguePlan, shortGramsOf } from '../../src-server/storage/sqlite-catalogue';
import type { DocumentData } from '../../src-server/storage/port';
import { makeHeatPump, storedProduct } from '../fixtures/product';
import { queryPlan } from '../fixtures/query-plan';

const query = (input: Record<string, string> = {}) => productListQuerySchema.parse(input);

const dir = mkdtempSync(join(tmpdir(), 'wp-catalogue-plan-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('short texts of a haystack, for counting searches of a letter or two', () => {
  it('holds every letter and pair of neighbours, never a space, each once', () => {
    expect(shortGramsOf('ab ab-1')).toEqual(['a', 'ab', 'b', 'b-', '-', '-1', '1']);
    expect(shortGramsOf('  ')).toEqual([]);
    // Characters, not UTF-16 units: an emoji is one text.
    expect(shortGramsOf('a😀')).toEqual(['a', 'a😀', '😀']);
  });
});

describe('the plan of a catalogue search', () => {
  it('counts one short term from the table of counts, per category and stock', () => {
    const plan = cataloguePlan(query({ q: 'Ze', category: 'hybride', inStock: 'true' }));
    expect(plan.count?.params).toEqual(['ze', 'hybride', 1]);
    expect(plan.count?.sql).toContain('catalogue_grams');
  });

  it('counts by reading when a short term has another text, a second term or a technical filter', () => {
    // "wp" stands for "warmtepomp": not a text of two characters.
    expect(cataloguePlan(query({ q: 'wp' })).count).toBeUndefined();
    expect(cataloguePlan(query({ q: 'ze 8' })).count).toBeUndefined();
    expect(cataloguePlan(query({ q: 'ze', minKw: '4' })).count).toBeUndefined();
    expect(cataloguePlan(query({ q: 'zenit' })).count).toBeUndefined();
  });

  it('bounds the count of searches and technical filters, not of plain lists', () => {
    expect(cataloguePlan(query({ category: 'hybride' })).bounded).toBeUndefined();
    expect(cataloguePlan(query({ q: 'zenit' })).bounded?.sql).toContain('LIMIT ?');
    expect(cataloguePlan(query({ phase: '3' })).bounded?.sql).toContain('LIMIT ?');
    // FTS and a kW range narrow the rows through an index of their own; a category does not.
    expect(cataloguePlan(query({ q: 'zenit' })).narrowed).toBe(true);
    expect(cataloguePlan(query({ minKw: '4' })).narrowed).toBe(true);
    expect(cataloguePlan(query({ q: 'ze', category: 'hybride' })).narrowed).toBe(false);
  });

  it('walks a sort index with checks that drive no other index', () => {
    const plan = cataloguePlan(query({ q: 'zenit', category: 'hybride', minKw: '4' }));
    expect(plan.filter).toContain('c.rowid IN (SELECT rowid FROM catalogue_fts');
    expect(plan.walk?.filter).toContain('+c.rowid IN (SELECT rowid FROM catalogue_fts');
    expect(plan.walk?.filter).toContain('c.category IN (?)');
    expect(plan.walk?.filter).toContain('+c.kw >= ?');
    expect(plan.walk?.params).toEqual(['hybride', 4, '("zenit")']);
    expect(plan.walk?.reads).toBe(false);
    // Without FTS every check reads the row: that walk is bounded.
    expect(cataloguePlan(query({ q: 'ze', category: 'hybride' })).walk?.reads).toBe(true);
  });

  it('stops a bounded count at the first multiple of 1,000 past the page', () => {
    const pages = [0, 900, 940, 1980];
    expect(pages.map((offset) => countBound(offset, 60))).toEqual([1000, 1000, 2000, 3000]);
  });
});

describe('counts of the SQLite catalogue at more than 1,000 matches', () => {
  let storage: SqliteStorage;
  const record = (i: number, overrides: Parameters<typeof storedProduct>[0] = {}) => {
    const { createdAt, ...product } = storedProduct({
      name: `Zenit pomp ${i}`,
      modelNumber: `ZP-${i}`,
      category: i % 2 ? 'hybride' : 'lucht-water',
      inStock: i % 3 !== 0,
      heatPump: makeHeatPump({ nominalKw: 4 + (i % 10) }),
      ...overrides,
    });
    return {
      ...JSON.parse(JSON.stringify(product)),
      createdAt: new Date(createdAt),
    } as DocumentData;
  };
  const page = async (input: Record<string, string>) =>
    storage.catalogue.search(query({ limit: '60', ...input }));

  beforeEach(async () => {
    storage = createSqliteStorage({ filename: ':memory:' });
    await storage.transaction(async (tx) => {
      for (let i = 1; i <= 1500; i++) tx.set('products', `z${i}`, record(i));
      tx.set('products', 'ander', record(0, { name: 'Aquaris', modelNumber: 'AQ-1' }));
    });
  });
  afterEach(() => storage.close());

  it("walks a technical filter's page on a sort index that holds the facts, reading no row", async () => {
    // The products in a file, with the planner's statistics, as the workers read them.
    const file = join(dir, 'facts.sqlite');
    const onFile = createSqliteStorage({ filename: file, catalogueWorkers: 0 });
    await onFile.transaction(async (tx) => {
      for (let i = 1; i <= 1500; i++) tx.set('products', `z${i}`, record(i));
    });
    await onFile.close();
    new Database(file).exec('ANALYZE').close();
    for (const sort of ['naam', 'prijs-oplopend', 'prijs-aflopend', 'nieuwste']) {
      const plan = cataloguePlan(
        query({ sort, minKw: '4', maxKw: '8', phase: '1', maxSoundDb: '50', refrigerant: 'R32' }),
      );
      expect(plan.walk?.covered).toBe(true);
      const detail = queryPlan(
        file,
        `SELECT c.rowid FROM catalogue AS c ${plan.walk?.filter ?? ''} ORDER BY ${plan.order} LIMIT 60`,
        plan.walk?.params ?? [],
      );
      expect(detail).toMatch(/USING COVERING INDEX catalogue_by_\w+_(facts|text)/);
      expect(detail).not.toContain('TEMP B-TREE');
    }
    // Every order holds the text too (issue 35): a short term in a price order reads no row.
    const text = cataloguePlan(query({ sort: 'prijs-oplopend', q: 'ze', minKw: '4' }));
    expect(text.walk?.covered).toBe(true);
    expect(
      queryPlan(
        file,
        `SELECT c.rowid FROM catalogue AS c ${text.walk?.filter ?? ''} ORDER BY ${text.order} LIMIT 60`,
        text.walk?.params ?? [],
      ),
    ).toMatch(/USING COVERING INDEX catalogue_by_price_text/);
    // A deep page of the products in stock skips entries of a stock index in its order.
    for (const [sort, index] of [
      ['naam', 'catalogue_by_stock_name'],
      ['prijs-oplopend', 'catalogue_by_stock_price'],
      ['prijs-aflopend', 'catalogue_by_stock_price_desc'],
      ['nieuwste', 'catalogue_by_stock_date'],
    ] as const) {
      const stock = cataloguePlan(query({ sort, inStock: 'true', offset: '700' }));
      expect(
        queryPlan(
          file,
          `SELECT c.rowid FROM catalogue AS c ${stock.filter} ORDER BY ${stock.order} LIMIT 60 OFFSET 700`,
          stock.params,
        ),
      ).toMatch(new RegExp(`USING COVERING INDEX ${index}\\b`));
    }
    // A walk checks a word's FTS matches before the text of a short term: most entries fail
    // the first, and cost no substring search then.
    const both = cataloguePlan(
      query({ q: 'serra 27', sort: 'prijs-oplopend' }),
      () => [],
      () => false,
    );
    const walked = both.walk?.filter ?? '';
    expect(walked.indexOf('catalogue_fts')).toBeGreaterThan(-1);
    expect(walked.indexOf('catalogue_fts')).toBeLessThan(walked.indexOf('instr('));
    // A category leads to its own indexes, which hold no technical facts.
    expect(
      cataloguePlan(query({ sort: 'prijs-oplopend', category: 'hybride', minKw: '4' })).walk
        ?.covered,
    ).toBe(false);
  });

  it('counts a broad search up to the bound past its page, and says there are more', async () => {
    const first = await page({ q: 'zenit' });
    expect(first).toMatchObject({ total: 1000, atLeast: true });
    expect(first.items).toHaveLength(60);
    // A page near the bound counts on to the next bound: here every match.
    const deep = await page({ q: 'zenit', offset: '960' });
    expect(deep).toMatchObject({ total: 1500 });
    expect(deep.atLeast).toBeUndefined();
    // Counted once, that count serves every page.
    expect((await page({ q: 'zenit', offset: '60' })).atLeast).toBeUndefined();
  });

  it('counts the same matches it pages through', async () => {
    const seen = new Set<string>();
    for (let offset = 0; ; offset += 60) {
      const { items, total } = await page({
        q: 'zenit pomp',
        sort: 'prijs-aflopend',
        offset: String(offset),
      });
      for (const json of items) seen.add((JSON.parse(json) as { id: string }).id);
      if (offset + 60 >= total) break;
    }
    expect(seen.size).toBe(1500);
  });

  it('counts a search of a letter or two exactly, by category and stock, as products change', async () => {
    expect(await page({ q: 'z' })).toMatchObject({ total: 1500 });
    expect(await page({ q: 'aq' })).toMatchObject({ total: 1 });
    expect(await page({ q: 'ze', category: 'hybride' })).toMatchObject({ total: 750 });
    expect(await page({ q: 'ze', category: 'hybride', inStock: 'false' })).toMatchObject({
      total: 250,
    });
    await storage.set('products', 'z1', record(1, { inStock: false, name: 'Polar 1' }));
    await storage.delete('products', 'z3');
    // z1 is out of stock now and no longer says "zenit" in its name; z3 (hybride, out of stock) is gone.
    expect(await page({ q: 'ze', category: 'hybride', inStock: 'false' })).toMatchObject({
      total: 249,
    });
    expect(await page({ q: 'po', category: 'hybride', inStock: 'false' })).toMatchObject({
      total: 250,
    });
    const short = await page({ q: 'ze', sort: 'nieuwste', offset: '1440' });
    expect(short.items).toHaveLength(58);
  });

  it('bounds the count of technical filters too', async () => {
    expect(await page({ minKw: '4' })).toMatchObject({ total: 1000, atLeast: true });
    expect(await page({ minKw: '13' })).toMatchObject({ total: 150 });
  });

  it('finds the page of a letter or two whose matches all sort last by name', async () => {
    // More products than a walk by name passes before it reads the page from the far end.
    await storage.transaction(async (tx) => {
      for (let i = 1; i <= 8000; i++)
        tx.set(
          'products',
          `a${i}`,
          record(i, { name: `Aquaris pomp ${i}`, modelNumber: `AQ-${i}` }),
        );
    });
    // Every "ze": the 1,500 Zenit pumps, by name ("Zenit pomp 2" before "Zenit pomp 10").
    const zenit = Array.from({ length: 1500 }, (_, i) => i + 1).map((i) => `z${i}`);
    for (const offset of [0, 30, 1470]) {
      const { items, total } = await page({ q: 'ze', offset: String(offset) });
      expect(total).toBe(1500);
      expect(items.map((json) => (JSON.parse(json) as { id: string }).id)).toEqual(
        zenit.slice(offset, offset + 60),
      );
    }
  });
});
