import { isoMoment } from '@shared/domain/dates';
import { CATEGORY_SLUGS, DEFAULT_WARRANTY_MONTHS, type CategorySlug } from '@shared/domain/rules';
import type { DocumentOf } from '../collections/collection';
import type { products } from '../collections/products';

const SERIES = [
  'Aquaris',
  'Terra',
  'Duo',
  'Brisa',
  'Serra',
  'Vapora',
  'Polar',
  'Delta',
  'Kern',
  'Zenit',
];
const KINDS: Record<CategorySlug, string> = {
  'lucht-water': 'lucht-water warmtepomp',
  hybride: 'hybride warmtepomp',
  'bodem-water': 'bodemwarmtepomp',
  'lucht-lucht': 'airconditioner warmtepomp',
  'boilers-buffervaten': 'boiler',
  toebehoren: 'aansluitset',
};

/** A deterministic pseudo-random sequence, so every generated catalogue is the same. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

/**
 * A large catalogue for load and speed tests (5,000 products by default). It reuses the demo
 * images, so it adds documents and no files.
 */
export function generateProducts(
  count: number,
  now: Date,
): { id: string; product: DocumentOf<typeof products> }[] {
  const next = random(42);
  return Array.from({ length: count }, (_, index) => {
    const category = CATEGORY_SLUGS[index % CATEGORY_SLUGS.length] as CategorySlug;
    const series = SERIES[Math.floor(next() * SERIES.length)] ?? 'Aquaris';
    const kw = Math.round((2 + next() * 18) * 10) / 10;
    const price = Math.round((20_000 + next() * 1_500_000) / 100) * 100;
    const model = `GX-${String(index + 1).padStart(5, '0')}`;
    const product: DocumentOf<typeof products> = {
      name: `Generiek ${series} ${KINDS[category]} ${kw.toLocaleString('nl-NL')} kW`,
      description: `Testproduct ${index + 1} in de serie ${series}, voor laad- en snelheidsmetingen.`,
      price,
      modelNumber: model,
      category,
      specifications: { Vermogen: `${kw.toLocaleString('nl-NL')} kW`, Serie: series },
      inStock: next() > 0.2,
      vatRate: 21,
      imageUrl: '/api/files/products/nw-aw8.svg',
      documents: [],
      warrantyMonths: DEFAULT_WARRANTY_MONTHS,
      archived: false,
      createdAt: isoMoment(new Date(now.getTime() - index * 3_600_000)),
    };
    if (next() > 0.4) product.installateurPrijs = Math.round((price * 0.8) / 100) * 100;
    return { id: `gen-${String(index + 1).padStart(5, '0')}`, product };
  });
}
