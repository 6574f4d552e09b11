import { ENERGY_LABELS } from '../schemas/heat-pump';
import type { Product, ProductListQuery } from '../schemas/product';
import { normaliseCode } from './codes';

/**
 * The technical filters on heat pumps (issue 21, item 7), one rule for every store. A product
 * without heat-pump data never passes a technical filter; a heat pump without the asked field
 * (an older product without `phase` or `refrigerant`) does not pass that filter either.
 */

export type HeatSource = 'lucht' | 'bodem';

/** What the filters look at, from a product's heat-pump data; null without it. */
export interface TechnicalFacts {
  nominalKw: number;
  phase: 1 | 3 | null;
  soundPowerDb: number;
  energyLabel: string;
  /** As codes are compared: "R-290" and "r290" are one refrigerant. */
  refrigerant: string | null;
  source: HeatSource;
}

/** The source follows the type: bodem-water draws from the ground, every other type from air. */
export function heatSourceOf(type: NonNullable<Product['heatPump']>['type']): HeatSource {
  return type === 'bodem-water' ? 'bodem' : 'lucht';
}

export function technicalFactsOf(product: Pick<Product, 'heatPump'>): TechnicalFacts | null {
  const pump = product.heatPump;
  if (!pump) return null;
  return {
    nominalKw: pump.nominalKw,
    phase: pump.phase ?? null,
    soundPowerDb: pump.soundPowerDb,
    energyLabel: pump.energyLabel,
    refrigerant: pump.refrigerant ? normaliseCode(pump.refrigerant) : null,
    source: heatSourceOf(pump.type),
  };
}

/** The technical filters a query asks for, in the form the stores compare (empty: none). */
export interface TechnicalFilter {
  minKw?: number;
  maxKw?: number;
  phase?: 1 | 3;
  maxSoundDb?: number;
  /** Exactly this label (the query's name carries no "at least"). */
  energyLabel?: string;
  /** This label or a better one (`A++` passes `A++` and `A+++`): `energyLabelsFrom`. */
  minEnergyLabel?: string;
  refrigerant?: string;
  source?: HeatSource;
}

type FilterQuery = Pick<
  ProductListQuery,
  | 'minKw'
  | 'maxKw'
  | 'phase'
  | 'maxSoundDb'
  | 'energyLabel'
  | 'minEnergyLabel'
  | 'refrigerant'
  | 'source'
>;

/** The labels from this one up to the best (`A+` → `A+++`, `A++`, `A+`); none for an unknown one. */
export function energyLabelsFrom(label: string): string[] {
  const at = (ENERGY_LABELS as readonly string[]).indexOf(label);
  return at < 0 ? [] : ENERGY_LABELS.slice(0, at + 1);
}

export function technicalFilterOf(query: FilterQuery): TechnicalFilter {
  const filter: TechnicalFilter = {};
  if (query.minKw !== undefined) filter.minKw = query.minKw;
  if (query.maxKw !== undefined) filter.maxKw = query.maxKw;
  if (query.phase !== undefined) filter.phase = query.phase === '3' ? 3 : 1;
  if (query.maxSoundDb !== undefined) filter.maxSoundDb = query.maxSoundDb;
  if (query.energyLabel !== undefined) filter.energyLabel = query.energyLabel;
  if (query.minEnergyLabel !== undefined) filter.minEnergyLabel = query.minEnergyLabel;
  const refrigerant = query.refrigerant ? normaliseCode(query.refrigerant) : '';
  if (refrigerant) filter.refrigerant = refrigerant;
  if (query.source !== undefined) filter.source = query.source;
  return filter;
}

export function hasTechnicalFilter(filter: TechnicalFilter): boolean {
  return Object.keys(filter).length > 0;
}

/** Whether a product's facts pass the filter (no filter: every product passes). */
export function passesTechnicalFilter(
  facts: TechnicalFacts | null,
  filter: TechnicalFilter,
): boolean {
  if (!hasTechnicalFilter(filter)) return true;
  if (!facts) return false;
  return (
    (filter.minKw === undefined || facts.nominalKw >= filter.minKw) &&
    (filter.maxKw === undefined || facts.nominalKw <= filter.maxKw) &&
    (filter.phase === undefined || facts.phase === filter.phase) &&
    (filter.maxSoundDb === undefined || facts.soundPowerDb <= filter.maxSoundDb) &&
    (filter.energyLabel === undefined || facts.energyLabel === filter.energyLabel) &&
    (filter.minEnergyLabel === undefined ||
      energyLabelsFrom(filter.minEnergyLabel).includes(facts.energyLabel)) &&
    (filter.refrigerant === undefined || facts.refrigerant === filter.refrigerant) &&
    (filter.source === undefined || facts.source === filter.source)
  );
}

/** The facts as flat nullable columns, as the stores' indexes keep them (null: no heat pump). */
export function technicalColumnsOf(product: Pick<Product, 'heatPump'>) {
  const facts = technicalFactsOf(product);
  return {
    kw: facts?.nominalKw ?? null,
    phase: facts?.phase ?? null,
    soundDb: facts?.soundPowerDb ?? null,
    label: facts?.energyLabel ?? null,
    refrigerant: facts?.refrigerant ?? null,
    source: facts?.source ?? null,
  };
}
