import {
  BUILD_PERIODS,
  DWELLING_TYPE_IDS,
  WATT_PER_M2_SOURCES,
  WATT_PER_M2_TABLE,
  type BuildPeriod,
  type DwellingType,
} from './defaults';

/** Look-ups in the dwelling tables of defaults.ts. */

export function buildPeriod(id: BuildPeriod) {
  const found = BUILD_PERIODS.find((p) => p.id === id);
  if (!found) throw new Error(`Unknown build period ${id}`);
  return found;
}

export interface WattPerM2 {
  wattPerM2: number;
  interpolated: boolean;
  source: string;
}

export function wattPerM2(type: DwellingType, period: BuildPeriod): WattPerM2 {
  const column = DWELLING_TYPE_IDS.indexOf(type);
  const cell = WATT_PER_M2_TABLE[period][column];
  if (!cell) throw new Error(`No cell for ${type} ${period}`);
  const [value, source] = cell;
  return source === 'i'
    ? {
        wattPerM2: value,
        interpolated: true,
        source: 'Geïnterpoleerd tussen de bronwaarden (geen bron geeft deze cel)',
      }
    : { wattPerM2: value, interpolated: false, source: WATT_PER_M2_SOURCES[source] };
}
