import { afterEach, describe, expect, it, vi } from 'vitest';
import { priceListPdf, priceListProducts } from '../../src-server/downloads/price-list-pdf';
import { createSqliteStorage } from '../../src-server/storage/sqlite';
import type { Storage } from '../../src-server/storage/port';
import { makeProduct } from '../fixtures/product';

const products = (count: number) =>
  Array.from({ length: count }, (_, i) =>
    makeProduct({ id: `p${i}`, name: `Pomp ${i}`, modelNumber: `P-${i}`, price: 1000 + i }),
  );

describe('the personal price list', () => {
  let storage: Storage | undefined;
  afterEach(() => storage?.close());

  it('lists every valid product that is not archived, over several batches', async () => {
    storage = createSqliteStorage({ filename: ':memory:' });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await storage.transaction(async (tx) => {
      for (const { id, createdAt, ...product } of products(1203))
        tx.set('products', id, { ...product, createdAt: new Date(createdAt) });
      tx.set('products', 'oud', { ...makeProduct({ name: 'Oud' }), archived: true });
      tx.set('products', 'kapot', { name: 'Kapot', price: 'gratis' });
    });
    const listed = await priceListProducts(storage);
    expect(listed).toHaveLength(1203);
    expect(new Set(listed.map((p) => p.id)).size).toBe(1203);
    expect(listed.map((p) => p.id)).not.toContain('oud');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('kapot'));
    warn.mockRestore();
  });

  it("lists one category's products when asked for it", async () => {
    storage = createSqliteStorage({ filename: ':memory:' });
    for (const [id, category] of [
      ['a', 'hybride'],
      ['b', 'lucht-water'],
      ['c', 'hybride'],
    ] as const) {
      const { id: _id, createdAt, ...product } = makeProduct({ id, name: `Pomp ${id}`, category });
      await storage.set('products', id, { ...product, createdAt: new Date(createdAt) });
    }
    expect((await priceListProducts(storage, 'hybride')).map((p) => p.id)).toEqual(['a', 'c']);
    expect(await priceListProducts(storage)).toHaveLength(3);
  });

  it('gives other requests their turn while it draws a long list', async () => {
    let ticks = 0;
    const timer = setInterval(() => ticks++, 1);
    const started = performance.now();
    const pdf = await priceListPdf(products(1500), { name: 'Test BV', discount: 10 }, new Date());
    const took = performance.now() - started;
    clearInterval(timer);
    expect(Buffer.from(pdf.subarray(0, 5)).toString()).toBe('%PDF-');
    // Drawn in one go, no timer would run until the end: a handful of ticks at most.
    expect(ticks).toBeGreaterThanOrEqual(Math.min(15, took / 40));
  });
});
