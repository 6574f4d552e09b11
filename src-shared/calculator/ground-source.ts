import { GROUND_SOURCE_DEFAULTS } from './defaults';

/** What the installer pays per kW for the ground source, cents excl. btw; editable per calculation. */
export interface GroundSourcePrices {
  boreholeCentsPerKw: number;
  brineCentsPerKw: number;
  fillingCentsPerKw: number;
}

export const DEFAULT_GROUND_SOURCE_PRICES: GroundSourcePrices = {
  boreholeCentsPerKw: GROUND_SOURCE_DEFAULTS.boreholeCentsPerKw,
  brineCentsPerKw: GROUND_SOURCE_DEFAULTS.brineCentsPerKw,
  fillingCentsPerKw: GROUND_SOURCE_DEFAULTS.fillingCentsPerKw,
};

export interface GroundSourceLine {
  key: keyof GroundSourcePrices;
  name: string;
  kw: number;
  centsPerKw: number;
  /** kW × price per kW, whole cents excl. btw. */
  totalCents: number;
}

const NAMES: Record<keyof GroundSourcePrices, string> = {
  boreholeCentsPerKw: 'Bodembron: verticale boring of horizontale collector',
  brineCentsPerKw: 'Bodemvloeistof (brine)',
  fillingCentsPerKw: 'Vullen en ontluchten van de bodemlus',
};

/** The ground source of a brine-water heat pump of `kw`, as lines priced per kW. */
export function groundSourceLines(
  kw: number,
  prices: GroundSourcePrices = DEFAULT_GROUND_SOURCE_PRICES,
): GroundSourceLine[] {
  return (Object.keys(NAMES) as (keyof GroundSourcePrices)[]).map((key) => ({
    key,
    name: NAMES[key],
    kw,
    centsPerKw: prices[key],
    totalCents: Math.round(kw * prices[key]),
  }));
}
