import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { products } from '../../src-server/collections/products';
import { generateProducts } from '../../src-server/seed/large-catalogue';
import { statisticsStale } from '../../src-server/storage/sqlite-catalogue';
import { createSqliteStorage, querySql, valueExpr } from '../../src-server/storage/sqlite';
import { queryPlan } from '../fixtures/query-plan';

const dir = mkdtempSync(join(tmpdir(), 'wp-sqlite-indexes-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** How SQLite would run a query over the documents table of a store. */
async function plan(sql: string, params: (string | number)[] = []): Promise<string> {
  const file = join(dir, 'db.sqlite');
  await createSqliteStorage({ filename: file, catalogueWorkers: 0 }).close();
  return queryPlan(file, sql, params);
}

describe('SQLite indexes for sorted and looked-up fields', () => {
  it('walks an index for a page sorted by name instead of sorting the collection', async () => {
    const detail = await plan(
      `SELECT id FROM documents WHERE collection = 'products' ORDER BY ${valueExpr('name')}, id LIMIT 51`,
    );
    expect(detail).toContain('documents_by_name');
    expect(detail).not.toContain('TEMP B-TREE');
  });

  it('seeks the next page of a sorted list in the index instead of walking it from the start', async () => {
    const { sql, params } = querySql('products', {
      orderBy: [{ field: 'name' }],
      startAfter: ['Pomp 500', 'p500'],
      limit: 501,
    });
    const detail = await plan(sql, params);
    // A SEARCH with a bound on the name, not a SCAN of the whole index.
    expect(detail).toMatch(
      /SEARCH documents USING INDEX documents_by_name \(collection=\? AND .*>\?\)/,
    );
  });

  it("seeks each next page of one category's products by name in one index", async () => {
    const { sql, params } = querySql('products', {
      where: [{ field: 'category', op: '==', value: 'hybride' }],
      orderBy: [{ field: 'name' }],
      startAfter: ['Pomp 500', 'p500'],
      limit: 101,
    });
    const detail = await plan(sql, params);
    // Equal on the category, a bound on the name: never a walk past other categories' products.
    expect(detail).toMatch(
      /SEARCH documents USING INDEX documents_by_category_name \(collection=\? AND <expr>=\? AND <expr>>\?\)/,
    );
    expect(detail).not.toContain('TEMP B-TREE');
  });

  it('finds a product by its model number through an index', async () => {
    const detail = await plan(
      `SELECT id FROM documents WHERE collection = 'products' AND ${valueExpr('modelNumber')} = 'AW-8'`,
    );
    expect(detail).toContain('documents_by_modelNumber');
  });
});

describe('SQLite catalogue statistics', () => {
  it('are made again at the next start when products came after them', async () => {
    const file = join(dir, 'statistics.sqlite');
    // A fresh database: its statistics describe an empty catalogue.
    await createSqliteStorage({ filename: file, catalogueWorkers: 0 }).close();
    const storage = createSqliteStorage({ filename: file, catalogueWorkers: 0 });
    const made = generateProducts(1500, new Date('2026-11-01T00:00:00Z'));
    await storage.transaction(async (tx) => {
      made.forEach(({ id, product }) => products.in(tx).set(id, product));
    });
    await storage.close();
    const analysed = () => {
      const db = new Database(file, { readonly: true });
      try {
        return statisticsStale(db);
      } finally {
        db.close();
      }
    };
    expect(analysed()).toBe(true);
    await createSqliteStorage({ filename: file, catalogueWorkers: 0 }).close();
    expect(analysed()).toBe(false);
  });
});
