import { GAS_RULE, type BuildPeriod, type DwellingType } from './defaults';
import { wattPerM2 } from './housing';

export interface PowerEstimate {
  /** Design heat loss in W (whole watts). */
  watts: number;
  basis: string;
  interpolated: boolean;
}

/** Quick estimate: usable floor area × W/m² of the dwelling type and build period, at −10 °C. */
export function quickEstimate(
  type: DwellingType,
  period: BuildPeriod,
  areaM2: number,
): PowerEstimate & { wattPerM2: number } {
  const cell = wattPerM2(type, period);
  return {
    watts: Math.round(cell.wattPerM2 * areaM2),
    wattPerM2: cell.wattPerM2,
    basis: cell.source,
    interpolated: cell.interpolated,
  };
}

/** Gas left for space heating after hot water (100 m³ per occupant), never below 0. */
export function heatingGas(yearlyGasM3: number, occupants: number): number {
  return Math.max(0, yearlyGasM3 - GAS_RULE.hotWaterM3PerOccupant * occupants);
}

/**
 * From gas use (bluesolid.nl rule): power kW = heating gas × 10 / 1,600 full-load hours.
 * 1,500 m³ with 4 occupants → 1,100 m³ → 6.9 kW.
 */
export function fromGasUse(
  yearlyGasM3: number,
  occupants: number,
): PowerEstimate & { heatingGasM3: number } {
  const gas = heatingGas(yearlyGasM3, occupants);
  return {
    watts: Math.round((gas * 10 * 1000) / GAS_RULE.fullLoadHours),
    heatingGasM3: gas,
    basis: GAS_RULE.name,
    interpolated: false,
  };
}
