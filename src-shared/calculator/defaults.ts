/**
 * Every default of the calculator with the source it comes from (shared/calculator-method.md).
 * Several sources are secondary transcriptions: these are starting values the installer can
 * change in the UI, never truths.
 */

export interface Sourced<T> {
  value: T;
  source: string;
}

/** Dutch design conditions (°C). */
export const DESIGN_TEMPERATURES = {
  outdoor: { value: -10, source: 'Bouwbesluit, ontwerpbuitentemperatuur −10 °C' },
  living: { value: 22, source: 'ISSO 51:2023, verblijfsruimten 22 °C' },
  hallAndUtility: { value: 20, source: 'ISSO 51:2023, gang en bijkeuken 20 °C' },
  neighbour: { value: 17, source: 'ISSO 51:2023, aangrenzende woning 17 °C' },
  ground: { value: 10.5, source: 'ISSO 51:2023, grondtemperatuur 10,5 °C' },
} as const satisfies Record<string, Sourced<number>>;

/** ρ·c of air in Wh/(m³·K): EN 12831 uses 0.34 (HeatLoss.js of OpenEnergyMonitor uses 0.33). */
export const AIR_HEAT_CAPACITY: Sourced<number> = {
  value: 0.34,
  source: 'EN 12831-1: ρ·c = 0,34 Wh/(m³·K)',
};

/** Rsi + Rse for walls and roofs (0.13 + 0.04 m²·K/W): U = 1 / (Rc + 0.17). */
export const SURFACE_RESISTANCE = 0.17;

export const DEFAULT_AIR_CHANGES: Sourced<number> = {
  value: 0.6,
  source: 'Voorbeeld tussenwoning in HeatLoss.js (OpenEnergyMonitor): 0,6 per uur',
};

/** Gas and running costs. */
export const GAS_KWH_PER_M3: Sourced<number> = {
  value: 8.79,
  source: 'Onderwaarde aardgas, 1 GJ = 31,6 m³ (Infomil)',
};
export const BOILER_EFFICIENCY: Sourced<number> = {
  value: 0.9,
  source: 'Rendement cv-ketel op onderwaarde, aanname 90 %',
};
export const CO2_KG_PER_M3: Sourced<number> = { value: 1.8, source: 'CO₂ ≈ 1,8 kg per m³ aardgas' };

/** Energy prices in cents per unit, dated: they change, so the UI lets the user set them. */
export const ENERGY_PRICES = {
  date: '2025-11-01',
  gasCentsPerM3: 135,
  electricityCentsPerKwh: 28,
  source: 'Gemiddelde variabele tarieven eind 2025 (gas ≈ € 1,35/m³, stroom ≈ € 0,27–0,30/kWh)',
} as const;

/** From gas use (bluesolid.nl rule). */
export const GAS_RULE = {
  hotWaterM3PerOccupant: 100,
  fullLoadHours: 1600,
  name: 'bluesolid.nl: (gasverbruik − 100 m³ per bewoner) × 10 / 1.600 vollasturen',
} as const;

/** Hybrid heat pumps. */
export const HYBRID_DEFAULTS = {
  /** Share of the yearly heat the heat pump delivers. */
  energyShare: { value: 0.74, source: 'Praktijkproef hybride warmtepompen: 74 % gas bespaard' },
  /** Share of the design heat loss the hybrid heat pump must cover. */
  powerShare: {
    value: 0.6,
    source: 'Aanname: bij ca. 60 % van het ontwerpvermogen levert de warmtepomp het grootste deel',
  },
} as const;

/** ISDE 2026 for heat pumps: one dated constant set (estimate; check RVO's list by meldcode). */
export const ISDE_2026 = {
  date: '2026-01-01',
  baseCents: 102_500,
  perKwCents: 22_500,
  aPlusPlusPlusBonusCents: 20_000,
  minimumLabel: 'A++',
  source:
    'ISDE 2026 (secundaire bronnen): € 1.025 + € 225 per kW + € 200 bij A+++; minimaal A++, één aanvraag per 3 jaar',
} as const;

/** Offerte defaults. */
export const OFFERTE_DEFAULTS = {
  marginPercent: 25,
  labourHours: 12,
  labourRateCents: 6_000,
  validityDays: 30,
  vatRate: 21,
} as const;

export const FLOW_TEMPERATURES = [35, 55] as const;
export type FlowTemperature = (typeof FLOW_TEMPERATURES)[number];
