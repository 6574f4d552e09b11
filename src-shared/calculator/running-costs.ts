import { roundHalfAwayFromZero } from '../domain/money';
import type { EnergyLabel, HeatPumpSpec, HeatPumpType } from '../schemas/heat-pump';
import {
  BOILER_EFFICIENCY,
  CO2_KG_PER_KWH_GRID,
  CO2_KG_PER_M3,
  GAS_KWH_PER_M3,
  HOT_WATER_COP,
  ISDE_2026,
} from './defaults';

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
  /** Gas burnt for hot water today (m³ a year); 0 when left out. */
  hotWaterGasM3?: number;
  /** True when the heat pump takes over the hot water too (all-electric). */
  hotWaterByHeatPump?: boolean;
  /** COP of the heat pump making hot water. */
  hotWaterCop?: number;
  boilerEfficiency: number;
  /** SCOP of the heat pump at the chosen flow temperature. */
  scop: number;
  /** Share of the yearly heat the heat pump delivers: 1 all-electric, e.g. 0.74 hybrid. */
  heatPumpShare: number;
  gasCentsPerM3: number;
  electricityCentsPerKwh: number;
}

export interface RunningCosts {
  /** Gas bought today for heating and hot water (m³ a year). */
  currentGasM3: number;
  /** Space heat (kWh a year). */
  heatKwh: number;
  hotWaterKwh: number;
  heatPumpHeatKwh: number;
  electricityKwh: number;
  remainingGasM3: number;
  currentCostCents: number;
  newCostCents: number;
  savingCents: number;
  /** CO₂ of the gas no longer burnt less that of the heat pump's electricity (grid mix). */
  co2SavedKg: number;
}

/**
 * Yearly running costs against gas: heat = gas × 8.79 × efficiency, electricity = heat / SCOP;
 * CO₂ saved = gas saved × 1.8 kg/m³ − electricity × the grid's kg/kWh;
 * a hybrid keeps burning gas for the share the heat pump does not deliver and for hot water,
 * an all-electric heat pump makes the hot water too (at its hot-water COP). Standing charges
 * are left out.
 */
export function runningCosts(input: RunningCostInput): RunningCosts {
  const share = Math.min(1, Math.max(0, input.heatPumpShare));
  const hotWaterGas = Math.max(0, input.hotWaterGasM3 ?? 0);
  const currentGas = input.heatingGasM3 + hotWaterGas;
  const heatKwh = heatFromGas(input.heatingGasM3, input.boilerEfficiency);
  const hotWaterKwh = heatFromGas(hotWaterGas, input.boilerEfficiency);
  const heatPumpHeatKwh = heatKwh * share;
  const hotWaterElectricity = input.hotWaterByHeatPump
    ? hotWaterKwh / (input.hotWaterCop ?? HOT_WATER_COP.value)
    : 0;
  const electricityKwh = heatPumpHeatKwh / input.scop + hotWaterElectricity;
  const remainingGasM3 =
    input.heatingGasM3 * (1 - share) + (input.hotWaterByHeatPump ? 0 : hotWaterGas);
  const currentCostCents = roundHalfAwayFromZero(currentGas * input.gasCentsPerM3);
  const newCostCents =
    roundHalfAwayFromZero(electricityKwh * input.electricityCentsPerKwh) +
    roundHalfAwayFromZero(remainingGasM3 * input.gasCentsPerM3);
  return {
    currentGasM3: Math.round(currentGas),
    heatKwh: Math.round(heatKwh),
    hotWaterKwh: Math.round(hotWaterKwh),
    heatPumpHeatKwh: Math.round(heatPumpHeatKwh),
    electricityKwh: Math.round(electricityKwh),
    remainingGasM3: Math.round(remainingGasM3),
    currentCostCents,
    newCostCents,
    savingCents: currentCostCents - newCostCents,
    co2SavedKg: Math.round(
      (currentGas - remainingGasM3) * CO2_KG_PER_M3.value -
        electricityKwh * CO2_KG_PER_KWH_GRID.value,
    ),
  };
}

const LABEL_ORDER: readonly EnergyLabel[] = ['A+++', 'A++', 'A+', 'A', 'B', 'C', 'D'];

/**
 * Heat pumps ISDE does not cover. RVO: the heating appliance must have a lucht-water,
 * grond-water or water-water heat pump; "Lucht-luchtwarmtepompen zijn uitgesloten"
 * (rvo.nl, Subsidie voor warmtepompen ISDE, "Voor welke warmtepompen geldt deze subsidie?").
 */
export const ISDE_EXCLUDED_TYPES: readonly HeatPumpType[] = ['lucht-lucht'];

/** What the estimate looks at: the unit's type, nominal power and energy label. */
export type IsdeUnit = Pick<HeatPumpSpec, 'type' | 'nominalKw' | 'energyLabel'>;

/**
 * ISDE 2026 estimate in cents: € 1,025 + € 225 per kW + € 200 for A+++; nothing below A++ and
 * nothing for a lucht-lucht unit. 5 kW A+++ → € 2,350.
 */
export function isdeEstimateCents({ type, nominalKw, energyLabel: label }: IsdeUnit): number {
  if (ISDE_EXCLUDED_TYPES.includes(type)) return 0;
  if (LABEL_ORDER.indexOf(label) > LABEL_ORDER.indexOf(ISDE_2026.minimumLabel)) return 0;
  return roundHalfAwayFromZero(
    ISDE_2026.baseCents +
      ISDE_2026.perKwCents * nominalKw +
      (label === 'A+++' ? ISDE_2026.aPlusPlusPlusBonusCents : 0),
  );
}
