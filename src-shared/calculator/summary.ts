import type { CalculatorInput } from '../schemas/calculator';
import { formatPercent } from '../domain/money';
import type { HeatPumpSpec } from '../schemas/heat-pump';
import {
  AVERAGE_GAS_USE,
  BOILER_EFFICIENCY,
  BUILD_PERIODS,
  DWELLING_TYPES,
  ENERGY_PRICES,
  GAS_KWH_PER_M3,
  GAS_RULE,
  HOT_WATER_COP,
  HOT_WATER_GAS,
  HYBRID_DEFAULTS,
  OFFERTE_DEFAULTS,
  type BuildPeriod,
  type DwellingType,
} from './defaults';
import { runningCosts, type RunningCosts } from './running-costs';

/** A fresh calculation with every default filled in. */
export function defaultCalculatorInput(): CalculatorInput {
  return {
    method: 'snel',
    heatLossW: 0,
    mode: 'all-electric',
    source: 'lucht',
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

export interface GasUse {
  /** Gas bought a year today, for heating and hot water (m³). */
  totalM3: number;
  /** Of which hot water (m³). */
  hotWaterM3: number;
  /** Of which space heating (m³), never below 0. */
  heatingM3: number;
  /** True when the yearly gas use was entered; false when estimated from the heat loss. */
  known: boolean;
  /** How the figures were found, in Dutch, with the sources. */
  basis: string;
}

const whole = (value: number) => Math.round(value).toLocaleString('nl-NL');

/**
 * Today's gas use: the yearly use entered (whatever method gave the heat loss) less the
 * hot-water share; without it an estimate from the published average of the dwelling type
 * and build period (not from the design power: a design-day load times full-load hours came
 * out about twice a real home's use).
 */
export function gasUseOf(input: CalculatorInput): GasUse {
  const efficiency = formatPercent(Math.round(input.boilerEfficiency * 100));
  const kwh = GAS_KWH_PER_M3.value.toLocaleString('nl-NL');
  if (input.gas && input.gas.yearlyGasM3 > 0) {
    const totalM3 = input.gas.yearlyGasM3;
    const hotWaterM3 = Math.min(totalM3, HOT_WATER_GAS.value * input.gas.occupants);
    const heatingM3 = totalM3 - hotWaterM3;
    return {
      totalM3,
      hotWaterM3,
      heatingM3,
      known: true,
      basis:
        `opgegeven gasverbruik ${whole(totalM3)} m³ per jaar, waarvan ${whole(hotWaterM3)} m³ warm tapwater ` +
        `(${HOT_WATER_GAS.source}); warmtevraag ruimteverwarming = ${whole(heatingM3)} m³ × ${kwh} kWh/m³ × rendement ${efficiency}`,
    };
  }
  const estimate = averageGasUse(input.quick?.dwellingType, input.period ?? input.quick?.period);
  const hotWaterM3 = Math.min(
    Math.round(estimate.totalM3 / 2),
    HOT_WATER_GAS.value * input.occupants,
  );
  return {
    totalM3: estimate.totalM3,
    hotWaterM3,
    heatingM3: estimate.totalM3 - hotWaterM3,
    known: false,
    basis:
      `schatting uit landelijke gemiddelden, gasverbruik niet opgegeven: ${estimate.basis} = ${whole(estimate.totalM3)} m³ per jaar, ` +
      `waarvan ${whole(hotWaterM3)} m³ warm tapwater (${HOT_WATER_GAS.source}); warmtevraag = ${whole(estimate.totalM3 - hotWaterM3)} m³ × ${kwh} kWh/m³ × rendement ${efficiency} ` +
      `(${AVERAGE_GAS_USE.source})`,
  };
}

/**
 * The average yearly gas use of a home of this type and build period (AVERAGE_GAS_USE): the
 * type's national average × the period's factor; without a type the national average.
 */
export function averageGasUse(
  type: DwellingType | undefined,
  period: BuildPeriod | undefined,
): { totalM3: number; basis: string } {
  const typeM3 = type ? AVERAGE_GAS_USE.byTypeM3[type] : AVERAGE_GAS_USE.nationalM3;
  const factor = period ? AVERAGE_GAS_USE.periodFactor[period] : 1;
  const typeLabel = type
    ? `gemiddelde ${DWELLING_TYPES.find((t) => t.id === type)?.label.toLowerCase() ?? type}`
    : 'landelijk gemiddelde woning';
  const periodLabel = period
    ? ` × ${factor.toLocaleString('nl-NL')} (bouwperiode ${BUILD_PERIODS.find((p) => p.id === period)?.label ?? period})`
    : '';
  return {
    totalM3: Math.round((typeM3 * factor) / 10) * 10,
    basis: `${typeLabel} ${whole(typeM3)} m³${periodLabel}`,
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
): RunningCosts & { scop: number; share: number; gasBasis: string; gasKnown: boolean } {
  const gas = gasUseOf(input);
  const scop = scopAt(spec, input.flowTemperature);
  const hybrid = spec.type === 'hybride';
  const share = hybrid ? input.hybridEnergyShare : 1;
  return {
    ...runningCosts({
      heatingGasM3: gas.heatingM3,
      hotWaterGasM3: gas.hotWaterM3,
      hotWaterByHeatPump: !hybrid,
      hotWaterCop: HOT_WATER_COP.value,
      boilerEfficiency: input.boilerEfficiency,
      scop,
      heatPumpShare: share,
      gasCentsPerM3: input.gasCentsPerM3,
      electricityCentsPerKwh: input.electricityCentsPerKwh,
    }),
    scop,
    share,
    gasBasis: gas.basis,
    gasKnown: gas.known,
  };
}
