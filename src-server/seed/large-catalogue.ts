import { isoMoment } from '@shared/domain/dates';
import { CATEGORY_SLUGS, DEFAULT_WARRANTY_MONTHS, type CategorySlug } from '@shared/domain/rules';
import type { HeatPumpType } from '@shared/schemas/heat-pump';
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

const HEAT_PUMP_KINDS: Partial<Record<CategorySlug, HeatPumpType>> = {
  'lucht-water': 'lucht-water',
  hybride: 'hybride',
  'bodem-water': 'bodem-water',
  'lucht-lucht': 'lucht-lucht',
};
const LABELS = ['A+++', 'A++', 'A+'] as const;
const REFRIGERANTS = ['R290', 'R32', 'R410A'] as const;

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
    const type = HEAT_PUMP_KINDS[category];
    // Heat pumps carry their technical data, so the bench's filters have something to find.
    if (type) {
      product.heatPump = {
        type,
        nominalKw: kw,
        capacityKw: kw,
        designCondition: type === 'bodem-water' ? 'B0/W35' : 'A-10/W35',
        scop35: Math.round((3.5 + next() * 2) * 10) / 10,
        energyLabel: LABELS[Math.floor(next() * LABELS.length)] ?? 'A++',
        soundPowerDb: Math.round(40 + next() * 25),
        warrantyYears: 7,
        phase: kw > 12 ? 3 : 1,
        refrigerant: REFRIGERANTS[Math.floor(next() * REFRIGERANTS.length)] ?? 'R290',
      };
    }
    return { id: `gen-${String(index + 1).padStart(5, '0')}`, product };
  });
}
