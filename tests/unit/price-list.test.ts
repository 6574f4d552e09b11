import { decodePDFRawStream, PDFDict, PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { priceListPdf } from '../../src-server/downloads/price-list-pdf';
import { createSqliteStorage } from '../../src-server/storage/sqlite';
import type { Storage } from '../../src-server/storage/port';
import { makeProduct } from '../fixtures/product';
import { pdfText } from '../fixtures/pdf-text';
import { countTurns } from '../support/event-loop-turns';

const products = (count: number) =>
  Array.from({ length: count }, (_, i) =>
    makeProduct({ id: `p${i}`, name: `Pomp ${i}`, modelNumber: `P-${i}`, price: 1000 + i }),
  );

async function collect(
  pieces: AsyncIterable<Uint8Array>,
): Promise<{ bytes: Uint8Array; count: number }> {
  const parts: Uint8Array[] = [];
  for await (const piece of pieces) parts.push(piece);
  return { bytes: Buffer.concat(parts), count: parts.length };
}

describe('the price list', () => {
  let storage: Storage | undefined;
  afterEach(() => storage?.close());

  it('lists every valid product that is not archived, over several batches, page by page', async () => {
    storage = createSqliteStorage({ filename: ':memory:' });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await storage.transaction(async (tx) => {
      for (const { id, createdAt, ...product } of products(1203))
        tx.set('products', id, { ...product, createdAt: new Date(createdAt) });
      tx.set('products', 'oud', {
        ...makeProduct({ name: 'Oud', modelNumber: 'OUD-1' }),
        archived: true,
      });
      tx.set('products', 'kapot', { name: 'Kapot', category: 'hybride', price: 'gratis' });
      const {
        id: _id,
        createdAt,
        ...boiler
      } = makeProduct({
        name: 'Boiler Łódź 200',
        modelNumber: 'B-200',
        category: 'boilers-buffervaten',
        price: 123_456,
        installateurPrijs: 100_000,
      });
      tx.set('products', 'boiler', { ...boiler, createdAt: new Date(createdAt) });
    });
    const { bytes, count } = await collect(priceListPdf(storage, { discount: 10 }, new Date()));
    // Handed out in pieces as it is drawn, not as one document at the end.
    expect(count).toBeGreaterThan(10);
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getTitle()).toBe('Prijslijst Warmteportaal, 10% korting');
    const text = await pdfText(bytes);
    for (const i of [0, 600, 1202]) expect(text).toContain(`\nP-${i}\nPomp ${i}\n`);
    expect(text).not.toContain('OUD-1');
    expect(text).not.toContain('Kapot');
    // Base price (installer price when present) and the price after 10 %, by category.
    expect(text).toContain('Boilers en buffervaten');
    // Helvetica speaks WinAnsi: ó prints, Ł and ź become a question mark.
    expect(text).toContain('Boiler ?ód? 200\n€ 1.000,00\n€ 900,00');
    expect(text.indexOf('Boiler ?ód? 200')).toBeLessThan(text.indexOf('Pomp 0'));
    const pages = pdf.getPageCount();
    expect(pages).toBeGreaterThan(20);
    expect(text).toContain('Pagina 1 van ');
    expect(text).toContain(`Pagina ${pages} van `);
    // The page count, known only at the end, is drawn by one form every page shows.
    const form = pdf.getPages()[0]?.node.Resources()?.lookup(PDFName.of('XObject'), PDFDict);
    const total = form?.lookup(PDFName.of('N'));
    const drawn =
      total instanceof PDFRawStream ? decodePDFRawStream(total).decode() : new Uint8Array();
    const glyphs = /<([0-9A-F]+)> Tj/.exec(new TextDecoder().decode(drawn))?.[1] ?? '';
    expect(Buffer.from(glyphs, 'hex').toString('latin1')).toBe(String(pages));
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
    const text = await pdfText(
      (await collect(priceListPdf(storage, { discount: 0, category: 'hybride' }, new Date())))
        .bytes,
    );
    expect(text).toContain('Pomp a');
    expect(text).toContain('Pomp c');
    expect(text).not.toContain('Pomp b');
  });

  it('gives other requests their turn while it draws a long list', async () => {
    storage = createSqliteStorage({ filename: ':memory:' });
    await storage.transaction(async (tx) => {
      for (const { id, createdAt, ...product } of products(1500))
        tx.set('products', id, { ...product, createdAt: new Date(createdAt) });
    });
    const turns = countTurns();
    const { bytes } = await collect(priceListPdf(storage, { discount: 10 }, new Date()));
    const others = turns.stop();
    expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe('%PDF-');
    // 1,500 products are read 100 at a time with a turn after each batch; drawn in one go,
    // the list would leave other work one turn at most.
    expect(others).toBeGreaterThanOrEqual(15);
  });
});
