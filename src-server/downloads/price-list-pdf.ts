import { formatEuro, formatPercent } from '@shared/domain/money';
import { basePrice, unitPriceFor } from '@shared/domain/pricing';
import { CATEGORY_SLUGS, categoryLabel } from '@shared/domain/rules';
import { createStreamedPdf } from '../pdf/streamed-pdf';
import { pdfDateFormat } from '../pdf/standard-font';
import { BACKGROUND_BATCH, productBatches } from '../catalogue/product-batches';
import type { Storage } from '../storage/port';
import { nameSortKey } from '@shared/catalogue/search-text';
import type { Product } from '@shared/schemas/product';

const TOP = 790;
/** A series longer than this is printed in the store's order rather than held to be sorted. */
const MAX_SERIES = 5000;

/** The series of a name: the text before its first number ("Noordwind Aquaris monoblock "). */
const seriesOf = (name: string) => /^\D*/.exec(name)?.[0] ?? '';

/**
 * Products by name as people read them (8 kW before 10 kW) from batches in the store's text
 * order: the store keeps a series together (the same text up to its first number), so each
 * series is held until the next begins and sorted by `nameSortKey`. Only one series is held.
 */
export async function* naturalOrder(batches: AsyncIterable<Product[]>): AsyncGenerator<Product[]> {
  let series: Product[] = [];
  let current: string | undefined;
  const sorted = () =>
    series
      .map((product) => ({ product, key: nameSortKey(product.name) }))
      .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
      .map(({ product }) => product);
  for await (const batch of batches) {
    const ready: Product[] = [];
    for (const product of batch) {
      const name = seriesOf(product.name);
      if (name !== current || series.length >= MAX_SERIES) {
        ready.push(...sorted());
        series = [];
        current = name;
      }
      series.push(product);
    }
    yield ready;
  }
  yield sorted();
}

/** What a price list is made for: prices depend on the discount only, so lists are shared. */
export interface PriceListVariant {
  discount: number;
  category?: string | undefined;
}

/** The file's title: the same for every reader with this discount. */
export const priceListTitle = ({ discount, category }: PriceListVariant) =>
  `Prijslijst Warmteportaal${category ? ` ${categoryLabel(category)}` : ''}, ${formatPercent(discount)} korting`;

/**
 * A price list at one discount: every product that is not archived (of one category), by
 * category and name, at its base price (installer price when present) and at the price after
 * the discount, excl. btw. Made from the catalogue a batch at a time and handed out a page at a
 * time: at 100,000 products neither the products nor the document are ever held whole. It
 * names no reader: everyone with the same discount gets the same list (made once per catalogue
 * version), and the list holds nothing but prices at that discount.
 */
export async function* priceListPdf(
  storage: Storage,
  variant: PriceListVariant,
  now: Date,
): AsyncGenerator<Uint8Array> {
  const { discount, category } = variant;
  const pdf = await createStreamedPdf({
    title: priceListTitle(variant),
    subject: `Prijzen per stuk in euro excl. btw, met een korting van ${formatPercent(discount)}.`,
    createdAt: now,
  });
  let y = TOP;
  const newPageIfNeeded = () => {
    if (y > 60) return;
    pdf.newPage();
    y = TOP;
  };

  pdf.text('Warmteportaal - persoonlijke prijslijst', 50, y, { bold: true, size: 16 });
  y -= 20;
  pdf.text(
    `${pdfDateFormat.format(now)}${category ? ` · alleen ${categoryLabel(category)}` : ''}`,
    50,
    y,
    { size: 10 },
  );
  y -= 14;
  pdf.text(
    `Prijzen per stuk in euro excl. btw, met jouw korting van ${formatPercent(discount)}.`,
    50,
    y,
    {
      size: 10,
    },
  );
  y -= 26;

  // Category by category (an index on category and name), in the order of their slugs.
  const categories = category ? [category] : [...CATEGORY_SLUGS].sort();
  for (const slug of categories) {
    let headed = false;
    // A small batch at a time, with a turn of the event loop after each (productBatches).
    for await (const batch of naturalOrder(productBatches(storage, slug, BACKGROUND_BATCH))) {
      for (const product of batch) {
        if (product.archived) continue;
        if (!headed) {
          headed = true;
          y -= 6;
          newPageIfNeeded();
          pdf.text(categoryLabel(slug), 50, y, { bold: true, size: 11 });
          y -= 16;
          pdf.text('Type', 50, y, { bold: true });
          pdf.text('Product', 130, y, { bold: true });
          pdf.text('Basisprijs', 460, y, { bold: true, right: true });
          pdf.text('Jouw prijs', 545, y, { bold: true, right: true });
          y -= 14;
        }
        newPageIfNeeded();
        pdf.text(product.modelNumber, 50, y);
        pdf.text(product.name.length > 60 ? `${product.name.slice(0, 59)}…` : product.name, 130, y);
        pdf.text(formatEuro(basePrice(product)), 460, y, { right: true });
        pdf.text(formatEuro(unitPriceFor(product, discount)), 545, y, { bold: true, right: true });
        y -= 13;
      }
      yield* pdf.take();
    }
  }
  yield* await pdf.finish();
}
