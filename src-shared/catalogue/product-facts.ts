import type { HeatPumpSpec } from '../schemas/heat-pump';
import type { Product } from '../schemas/product';
import { normaliseCode } from './codes';

/**
 * A product's facts as people read them (product page, compare, product sheet): for a heat pump
 * from its structured data (`heatPump`), the one source; then the free specifications that do
 * not say the same again. Type imports only: the catalogue's first load stays free of zod.
 */

/**
 * GWP100 of the refrigerants in the catalogue, as IPCC AR4 gives them and the F-gas regulation
 * (EU) 517/2014, annex I, lists them.
 */
export const REFRIGERANT_GWP: Readonly<Record<string, number>> = {
  r290: 3,
  r32: 675,
  r454c: 148,
  r410a: 2088,
  r744: 1,
};
export const REFRIGERANT_GWP_SOURCE = 'GWP volgens F-gassenverordening (EU) 517/2014, bijlage I';

/** The GWP of a refrigerant by its name ("R-290", "r290"); undefined for one not listed. */
export function refrigerantGwpOf(refrigerant: string): number | undefined {
  return REFRIGERANT_GWP[normaliseCode(refrigerant)];
}

/**
 * Free specifications that say what the structured heat-pump data says (older products carry
 * them as text): left out beside that data, so every fact shows once.
 */
const SAID_BY_HEAT_PUMP = new Set(
  [
    'Vermogen',
    'SCOP',
    'Energielabel',
    'Koudemiddel',
    'Geluid',
    'Geluidsvermogen',
    'Afmetingen',
    'Voeding',
    'Fase',
    'Garantie',
  ].map((key) => key.toLowerCase()),
);

export interface FactRow {
  label: string;
  value: string;
}

const decimal = (value: number) => value.toLocaleString('nl-NL', { maximumFractionDigits: 2 });
const withUnit = (value: number | undefined, unit: string) =>
  value === undefined ? null : `${decimal(value)} ${unit}`;

/** "1030 × 780 × 410 mm (h × b × d)". */
export function dimensionsText(dimensions: NonNullable<HeatPumpSpec['dimensionsMm']>): string {
  const { height, width, depth } = dimensions;
  return `${height} × ${width} × ${depth} mm (h × b × d)`;
}

/** "R290 (GWP 3)". */
export function refrigerantText(spec: Pick<HeatPumpSpec, 'refrigerant' | 'refrigerantGwp'>) {
  if (!spec.refrigerant) return null;
  const gwp = spec.refrigerantGwp ?? refrigerantGwpOf(spec.refrigerant);
  return gwp === undefined ? spec.refrigerant : `${spec.refrigerant} (GWP ${decimal(gwp)})`;
}

/** Months of warranty: a heat pump's from its data (in years), any other product's as entered. */
export function warrantyMonthsOf(product: Pick<Product, 'heatPump' | 'warrantyMonths'>): number {
  return product.heatPump ? product.heatPump.warrantyYears * 12 : product.warrantyMonths;
}

/** Warranty as the calculator says it: in years when whole years ("7 jaar"), else months. */
export function warrantyText(product: Pick<Product, 'heatPump' | 'warrantyMonths'>): string {
  const months = warrantyMonthsOf(product);
  if (months > 0 && months % 12 === 0) return `${months / 12} jaar`;
  return `${months} ${months === 1 ? 'maand' : 'maanden'}`;
}

/** The structured heat-pump facts, in the order a data sheet gives them (absent ones left out). */
export function heatPumpFactRows(spec: HeatPumpSpec): FactRow[] {
  const rows: [string, string | null][] = [
    ['Vermogen', withUnit(spec.nominalKw, 'kW')],
    [
      'Vermogen bij ontwerppunt (35 °C)',
      `${withUnit(spec.capacityKw, 'kW') ?? ''} (${spec.designCondition})`,
    ],
    ['Vermogen bij 55 °C aanvoer', withUnit(spec.capacity55Kw, 'kW')],
    ['SCOP (35 °C)', spec.scop35 === undefined ? null : decimal(spec.scop35)],
    ['SCOP (55 °C)', spec.scop55 === undefined ? null : decimal(spec.scop55)],
    ['Energielabel', spec.energyLabel],
    ['Geluidsvermogen', withUnit(spec.soundPowerDb, 'dB(A)')],
    ['Fase', spec.phase ? `${spec.phase}-fase (${spec.phase === 1 ? '230' : '400'} V)` : null],
    ['Koudemiddel', refrigerantText(spec)],
    ['Afmetingen', spec.dimensionsMm ? dimensionsText(spec.dimensionsMm) : null],
    ['Meldcode ISDE', spec.meldcode ?? null],
  ];
  return rows.flatMap(([label, value]) => (value === null ? [] : [{ label, value }]));
}

/** The free specifications, without those the heat-pump data already says. */
export function otherSpecifications(
  product: Pick<Product, 'heatPump' | 'specifications'>,
): FactRow[] {
  return Object.entries(product.specifications)
    .filter(([key]) => !product.heatPump || !SAID_BY_HEAT_PUMP.has(key.trim().toLowerCase()))
    .map(([label, value]) => ({ label, value }));
}

/** Every fact of a product once: heat-pump data, other specifications, warranty. */
export function productFactRows(
  product: Pick<Product, 'heatPump' | 'specifications' | 'warrantyMonths'>,
): FactRow[] {
  return [
    ...(product.heatPump ? heatPumpFactRows(product.heatPump) : []),
    ...otherSpecifications(product),
    { label: 'Garantie', value: warrantyText(product) },
  ];
}
