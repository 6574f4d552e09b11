import { rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { createPdfDocument } from '../pdf/document';
import { formatEuro } from '@shared/domain/money';
import { basePrice, unitPriceFor } from '@shared/domain/pricing';
import { categoryLabel } from '@shared/domain/rules';
import type { Product } from '@shared/schemas/product';
import { pdfDateFormat } from '../pdf/standard-font';
import { nextTurn, productBatches } from '../shop/product-batches';
import type { Storage } from '../storage/port';

/** Rows drawn between turns of the event loop. */
const YIELD_EVERY = 50;

/** The products a price list shows: every valid product that is not archived (of a category). */
export async function priceListProducts(storage: Storage, category?: string): Promise<Product[]> {
  const products: Product[] = [];
  for await (const batch of productBatches(storage, category)) {
    products.push(...batch.filter((product) => !product.archived));
  }
  return products;
}

/**
 * A personal price list: every product at the reader's own price (installer price when
 * present, minus their discount), excl. btw, grouped by category.
 */
export async function priceListPdf(
  products: Product[],
  reader: { name: string; discount: number; category?: string },
  now: Date,
): Promise<Uint8Array> {
  const { pdf, regular, bold, printable, save } = await createPdfDocument({
    title: `Prijslijst ${reader.name}`,
  });
  let page: PDFPage = pdf.addPage([595.28, 841.89]);
  let y = 790;
  const ink = rgb(0.1, 0.15, 0.2);
  const text = (value: string, x: number, font: PDFFont = regular, size = 9, right = false) => {
    const safe = printable(value);
    const width = right ? font.widthOfTextAtSize(safe, size) : 0;
    page.drawText(safe, { x: x - width, y, size, font, color: ink });
  };
  const newPageIfNeeded = () => {
    if (y > 60) return;
    page = pdf.addPage([595.28, 841.89]);
    y = 790;
  };

  text('Warmteportaal - persoonlijke prijslijst', 50, bold, 16);
  y -= 20;
  text(
    `Voor ${reader.name} · ${pdfDateFormat.format(now)}${reader.category ? ` · alleen ${categoryLabel(reader.category)}` : ''}`,
    50,
    regular,
    10,
  );
  y -= 14;
  text(
    `Prijzen per stuk in euro excl. btw, met jouw korting van ${reader.discount} %.`,
    50,
    regular,
    10,
  );
  y -= 26;

  const sorted = [...products].sort(
    (a, b) => a.category.localeCompare(b.category) || a.name.localeCompare(b.name, 'nl'),
  );
  let category = '';
  for (const [index, product] of sorted.entries()) {
    // A long list (the catalogue may hold 100,000 products) gives other requests their turn.
    if (index % YIELD_EVERY === YIELD_EVERY - 1) await nextTurn();
    if (product.category !== category) {
      category = product.category;
      y -= 6;
      newPageIfNeeded();
      text(categoryLabel(category), 50, bold, 11);
      y -= 16;
      text('Type', 50, bold);
      text('Product', 130, bold);
      text('Basisprijs', 460, bold, 9, true);
      text('Jouw prijs', 545, bold, 9, true);
      y -= 14;
    }
    newPageIfNeeded();
    text(product.modelNumber, 50);
    text(product.name.length > 60 ? `${product.name.slice(0, 59)}…` : product.name, 130);
    text(formatEuro(basePrice(product)), 460, regular, 9, true);
    text(formatEuro(unitPriceFor(product, reader.discount)), 545, bold, 9, true);
    y -= 13;
  }
  return save();
}
