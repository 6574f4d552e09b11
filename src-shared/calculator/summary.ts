import type { CalculatorInput } from '../schemas/calculator';
import type { HeatPumpSpec } from '../schemas/heat-pump';
import {
  BOILER_EFFICIENCY,
  ENERGY_PRICES,
  GAS_RULE,
  HYBRID_DEFAULTS,
  OFFERTE_DEFAULTS,
} from './defaults';
import { heatingGas } from './estimates';
import { gasForHeat, heatFromPower, runningCosts, type RunningCosts } from './running-costs';

/** A fresh calculation with every default filled in. */
export function defaultCalculatorInput(): CalculatorInput {
  return {
    method: 'snel',
    heatLossW: 0,
    mode: 'all-electric',
    occupants: 4,
    flowTemperature: 35,
    hybridPowerShare: HYBRID_DEFAULTS.powerShare.value,
    hybridEnergyShare: HYBRID_DEFAULTS.energyShare.value,
    boilerEfficiency: BOILER_EFFICIENCY.value,
    fullLoadHours: GAS_RULE.fullLoadHours,
    gasCentsPerM3: ENERGY_PRICES.gasCentsPerM3,
    electricityCentsPerKwh: ENERGY_PRICES.electricityCentsPerKwh,
    pricesDate: ENERGY_PRICES.date,
    marginPercent: OFFERTE_DEFAULTS.marginPercent,
    labourHours: OFFERTE_DEFAULTS.labourHours,
    labourRateCents: OFFERTE_DEFAULTS.labourRateCents,
  };
}

/**
 * Gas burnt for space heating today: known from the gas method, else estimated from the
 * design power and the full-load hours.
 */
export function heatingGasOf(input: CalculatorInput): { m3: number; basis: string } {
  if (input.method === 'gas' && input.gas) {
    return {
      m3: heatingGas(input.gas.yearlyGasM3, input.gas.occupants),
      basis: 'opgegeven gasverbruik min 100 m³ per bewoner voor warm water',
    };
  }
  const heat = heatFromPower(input.heatLossW, input.fullLoadHours);
  return {
    m3: Math.round(gasForHeat(heat, input.boilerEfficiency)),
    basis: `geschat uit ${input.fullLoadHours.toLocaleString('nl-NL')} vollasturen bij het berekende vermogen`,
  };
}

/** SCOP of a heat pump at the chosen flow temperature. */
export function scopAt(spec: HeatPumpSpec, flowTemperature: 35 | 55): number {
  return flowTemperature === 55 ? (spec.scop55 ?? spec.scop35) : spec.scop35;
}

/** Yearly running costs of this installation against gas. */
export function costsFor(
  input: CalculatorInput,
  spec: HeatPumpSpec,
): RunningCosts & { scop: number; share: number; gasBasis: string } {
  const gas = heatingGasOf(input);
  const scop = scopAt(spec, input.flowTemperature);
  const share = spec.type === 'hybride' ? input.hybridEnergyShare : 1;
  return {
    ...runningCosts({
      heatingGasM3: gas.m3,
      boilerEfficiency: input.boilerEfficiency,
      scop,
      heatPumpShare: share,
      gasCentsPerM3: input.gasCentsPerM3,
      electricityCentsPerKwh: input.electricityCentsPerKwh,
    }),
    scop,
    share,
    gasBasis: gas.basis,
  };
}
