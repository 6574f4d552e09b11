import { roundHalfAwayFromZero } from '../domain/money';
import type { EnergyLabel } from '../schemas/heat-pump';
import { BOILER_EFFICIENCY, CO2_KG_PER_M3, GAS_KWH_PER_M3, ISDE_2026 } from './defaults';

/** Heat the boiler delivers from `heatingGasM3` (kWh): gas × 8.79 kWh/m³ × efficiency. */
export function heatFromGas(heatingGasM3: number, efficiency = BOILER_EFFICIENCY.value): number {
  return heatingGasM3 * GAS_KWH_PER_M3.value * efficiency;
}

/** The gas a boiler would burn for `heatKwh` of heat (inverse of heatFromGas). */
export function gasForHeat(heatKwh: number, efficiency = BOILER_EFFICIENCY.value): number {
  return heatKwh / (GAS_KWH_PER_M3.value * efficiency);
}

/** Yearly heat of a house from its design power and full-load hours (kWh). */
export function heatFromPower(watts: number, fullLoadHours: number): number {
  return (watts / 1000) * fullLoadHours;
}

export interface RunningCostInput {
  /** Gas burnt for space heating today (m³ a year). */
  heatingGasM3: number;
  boilerEfficiency: number;
  /** SCOP of the heat pump at the chosen flow temperature. */
  scop: number;
  /** Share of the yearly heat the heat pump delivers: 1 all-electric, e.g. 0.74 hybrid. */
  heatPumpShare: number;
  gasCentsPerM3: number;
  electricityCentsPerKwh: number;
}

export interface RunningCosts {
  heatKwh: number;
  heatPumpHeatKwh: number;
  electricityKwh: number;
  remainingGasM3: number;
  currentCostCents: number;
  newCostCents: number;
  savingCents: number;
  co2SavedKg: number;
}

/**
 * Yearly running costs against gas: heat = gas × 8.79 × efficiency, electricity = heat / SCOP;
 * a hybrid keeps burning gas for the share the heat pump does not deliver. Standing charges
 * are left out (they do not change while the gas connection stays).
 */
export function runningCosts(input: RunningCostInput): RunningCosts {
  const share = Math.min(1, Math.max(0, input.heatPumpShare));
  const heatKwh = heatFromGas(input.heatingGasM3, input.boilerEfficiency);
  const heatPumpHeatKwh = heatKwh * share;
  const electricityKwh = heatPumpHeatKwh / input.scop;
  const remainingGasM3 = input.heatingGasM3 * (1 - share);
  const currentCostCents = roundHalfAwayFromZero(input.heatingGasM3 * input.gasCentsPerM3);
  const newCostCents =
    roundHalfAwayFromZero(electricityKwh * input.electricityCentsPerKwh) +
    roundHalfAwayFromZero(remainingGasM3 * input.gasCentsPerM3);
  return {
    heatKwh: Math.round(heatKwh),
    heatPumpHeatKwh: Math.round(heatPumpHeatKwh),
    electricityKwh: Math.round(electricityKwh),
    remainingGasM3: Math.round(remainingGasM3),
    currentCostCents,
    newCostCents,
    savingCents: currentCostCents - newCostCents,
    co2SavedKg: Math.round((input.heatingGasM3 - remainingGasM3) * CO2_KG_PER_M3.value),
  };
}

const LABEL_ORDER: readonly EnergyLabel[] = ['A+++', 'A++', 'A+', 'A', 'B', 'C', 'D'];

/**
 * ISDE 2026 estimate in cents: € 1,025 + € 225 per kW + € 200 for A+++; nothing below A++.
 * 5 kW A+++ → € 2,350.
 */
export function isdeEstimateCents(nominalKw: number, label: EnergyLabel): number {
  if (LABEL_ORDER.indexOf(label) > LABEL_ORDER.indexOf(ISDE_2026.minimumLabel)) return 0;
  return roundHalfAwayFromZero(
    ISDE_2026.baseCents +
      ISDE_2026.perKwCents * nominalKw +
      (label === 'A+++' ? ISDE_2026.aPlusPlusPlusBonusCents : 0),
  );
}
