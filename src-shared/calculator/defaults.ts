/**
 * Every default of the calculator with the source it comes from (docs/domain-rules.md,
 * "Calculator method").
 * Several sources are secondary transcriptions: these are starting values the installer can
 * change in the UI, never truths.
 */

import type { BuildPeriod, DwellingType } from '../domain/calculator-keys';

export interface Sourced<T> {
  value: T;
  source: string;
}

/** A figure with where it comes from (shown beside it on the page and in the report). */
function sourced(value: number, source: string): Sourced<number> {
  return { value, source };
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
export const AIR_HEAT_CAPACITY = sourced(0.34, 'EN 12831-1: ρ·c = 0,34 Wh/(m³·K)');

/** Rsi + Rse for walls and roofs (0.13 + 0.04 m²·K/W): U = 1 / (Rc + 0.17). */
export const SURFACE_RESISTANCE = 0.17;

export const DEFAULT_AIR_CHANGES = sourced(
  0.6,
  'Voorbeeld tussenwoning in HeatLoss.js (OpenEnergyMonitor): 0,6 per uur',
);

/** Gas and running costs. */
export const GAS_KWH_PER_M3 = sourced(8.79, 'Onderwaarde aardgas, 1 GJ = 31,6 m³ (Infomil)');
export const BOILER_EFFICIENCY = sourced(0.9, 'Rendement cv-ketel op onderwaarde, aanname 90%');
export const CO2_KG_PER_M3 = sourced(1.8, 'CO₂ ≈ 1,8 kg per m³ aardgas');
/**
 * CO₂ of a kWh from the Dutch grid, to subtract the heat pump's electricity from the gas it
 * saves. CE Delft's update for CO2emissiefactoren.nl ("Ketenemissies elektriciteit.
 * Actualisatie elektriciteitsmix 2021", ce.nl) gives 300 g/kWh for producing the electricity
 * made in the Netherlands in 2021 and 74 g/kWh more for the chain (mining, transport): 374 g/kWh
 * in all. The gas side counts only what burns at home (`CO2_KG_PER_M3`), so the electricity
 * side counts only its production: 0.30, not the 0.374 that includes the chain.
 */
export const CO2_KG_PER_KWH_GRID = sourced(
  0.3,
  'CO₂ ≈ 0,30 kg per kWh stroom: productie van de Nederlandse elektriciteitsmix 2021 (CE Delft voor CO2emissiefactoren.nl; 0,374 kg met ketenemissies)',
);

/** How the CO₂ saving is found, in words for the page, the report and the offerte. */
export const CO2_BASIS = `CO₂ = bespaard gas × ${CO2_KG_PER_M3.value.toLocaleString('nl-NL')} kg/m³ min de stroom van de warmtepomp × ${CO2_KG_PER_KWH_GRID.value.toLocaleString('nl-NL')} kg/kWh (${CO2_KG_PER_KWH_GRID.source})`;

/**
 * Average yearly gas use of a Dutch home without a known figure (heating, hot water and
 * cooking): the national averages by dwelling type, scaled by how the homes of a build period
 * differ from the national average. CBS StatLine, energy use of private homes by dwelling type
 * and by build year (around 2019, rounded to 10 m³); the type × period cells are that product,
 * not published cells. Houses of 2021 and later mostly have no gas: their factor stands for
 * the heat they need.
 *
 * Checked (November 2026) against what could be read of CBS, not cell by cell:
 * - CBS StatLine 81528NED, "Energieverbruik particuliere woningen; woningtype en regio's"
 *   (https://www.cbs.nl/nl-nl/cijfers/detail/81528NED): its national rows were not readable,
 *   its regional rows (e.g. Venlo 2021: appartement 930, tussenwoning 1.350, vrijstaand
 *   2.380 m³) keep the same order and ratios as `byTypeM3`.
 * - CBS, "Aardgasverbruik woningen daalt het meest in westen van Nederland" (2023, on 2022):
 *   national average 1.250 m³ in 2021 and 980 m³ in 2022; a vrijstaande woning uses about 2,5×
 *   an appartement (here 2,2×) and fell 480 m³ (−22,3%), so about 2.150 m³ in 2021 (here 1.990).
 * - CBS, 2016 figures: national 1.300 m³, appartement 870 m³, vrijstaand 2.300 m³.
 * So `byTypeM3` sits between the 2016 and 2022 figures, as "ca. 2019" should. Of the build-period
 * factors one could be checked: CBS 85140NED ("Energieverbruik woningen; woningtype,
 * oppervlakte, bouwjaar en bewoning") gives for 2020, temperature-corrected, 1.190 m³ for all
 * homes and 1.280 m³ for those built 1965–1975: a factor 1,08 against 1,06 here. The other
 * periods (and the 2016 breakdown for Milieu Centraal,
 * https://www.cbs.nl/nl-nl/maatwerk/2017/36/energieverbruik-woningen-naar-bewonersklasse-2016)
 * were not readable here, so they are unchanged and the estimate says it is one.
 */
export const AVERAGE_GAS_USE = {
  nationalM3: 1270,
  byTypeM3: {
    tussenwoning: 1170,
    hoekwoning: 1340,
    '2-onder-1-kap': 1560,
    vrijstaand: 1990,
    appartement: 900,
  } satisfies Record<DwellingType, number>,
  periodFactor: {
    'tot-1946': 1.24,
    '1946-1964': 1.04,
    '1965-1974': 1.06,
    '1975-1991': 0.92,
    '1992-2005': 0.81,
    '2006-2014': 0.71,
    '2015-2020': 0.49,
    '2021-nu': 0.3,
  } satisfies Record<BuildPeriod, number>,
  source:
    'CBS StatLine 81528NED, gemiddeld aardgasverbruik particuliere woningen naar woningtype (ca. 2019, afgerond), maal een factor per bouwperiode (schatting, niet per cel gepubliceerd)',
} as const;

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

/** Hot water in today's gas use: what is left is space heating ("From gas use" in the docs). */
export const HOT_WATER_GAS = sourced(
  GAS_RULE.hotWaterM3PerOccupant,
  'bluesolid.nl: warm tapwater ca. 100 m³ gas per bewoner per jaar',
);

/** Hot water made by an all-electric heat pump instead of the boiler. */
export const HOT_WATER_COP = sourced(
  2.5,
  'Aanname: warm tapwater met een warmtepomp, COP ≈ 2,5 (typisch volgens EN 16147)',
);

/** Above this spread (largest − smallest, as a share of the method used) the page warns. */
export const METHOD_SPREAD_LIMIT = 0.25;

/**
 * A catalogue heat pump without a published W55 capacity: W55 is typically 10–25 % below W35
 * for air-water units (docs/domain-rules.md, "Calculator method"); the advice then assumes
 * 20 % less.
 */
export const W55_CAPACITY_FALLBACK = sourced(
  0.8,
  'Geen W55-vermogen bekend: aangenomen 20% onder W35 (gebruikelijk 10–25% lager)',
);

/**
 * The ground source of a brine-water heat pump, priced per kW of the unit's capacity: starting
 * values for the installer to change; a drilling company quotes the borehole itself.
 */
export const GROUND_SOURCE_DEFAULTS = {
  boreholeCentsPerKw: 110_000,
  brineCentsPerKw: 6_000,
  fillingCentsPerKw: 4_000,
  source:
    'Indicatief eind 2025: verticale bron ca. € 50–60 per meter en 18–20 m per kW; monopropyleenglycol en vullen/ontluchten per kW als aanname',
  note: 'De bodembron (boring of collector) wordt geoffreerd door een boorbedrijf; dit bedrag is een schatting.',
} as const;

/** Hybrid heat pumps. */
export const HYBRID_DEFAULTS = {
  /** Share of the yearly heat the heat pump delivers. */
  energyShare: { value: 0.74, source: 'Praktijkproef hybride warmtepompen: 74% gas bespaard' },
  /** Share of the design heat loss the hybrid heat pump must cover. */
  powerShare: {
    value: 0.6,
    source: 'Aanname: bij ca. 60% van het ontwerpvermogen levert de warmtepomp het grootste deel',
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

export {
  BUILD_PERIOD_IDS,
  BUILD_PERIODS,
  DWELLING_TYPE_IDS,
  DWELLING_TYPES,
  FLOW_TEMPERATURES,
  HEAT_SOURCE_IDS,
  HEAT_SOURCES,
  type BuildPeriod,
  type DwellingType,
  type FlowTemperature,
  type HeatSource,
  type InsulationDefaults,
} from '../domain/calculator-keys';

export const AREA_SOURCE = 'Typische gebruiksoppervlakten: RVO voorbeeldwoningen 2022';

export const INSULATION_SOURCE = 'RVO voorbeeldwoningen 2022 (zoals overgenomen)';

export const WATT_PER_M2_SOURCES = {
  nb: 'Nefit-Bosch (Technical Bulletin 47), bij −10 °C',
  nbEpc: 'Nefit-Bosch: nieuwbouw EPC 0,4 geeft 35–45 W/m²',
  wpw: 'warmtepomp-weetjes.nl indicatietabel (woning van 100 m²)',
  ea: 'energieambassadeurs.nl: oudere woningen ongeveer 100 W/m²',
} as const;
export type WattPerM2SourceId = keyof typeof WATT_PER_M2_SOURCES;

/** A cell: W/m² at −10 °C with its source, or with 'i' when interpolated. */
type Cell = [number, WattPerM2SourceId] | [number, 'i'];

// Columns: tussenwoning, hoekwoning, 2-onder-1-kap, vrijstaand, appartement.
export const WATT_PER_M2_TABLE: Record<BuildPeriod, [Cell, Cell, Cell, Cell, Cell]> = {
  'tot-1946': [
    [100, 'ea'],
    [110, 'i'],
    [115, 'i'],
    [125, 'i'],
    [80, 'i'],
  ],
  '1946-1964': [
    [100, 'ea'],
    [105, 'i'],
    [110, 'i'],
    [120, 'i'],
    [80, 'i'],
  ],
  '1965-1974': [
    [95, 'wpw'],
    [100, 'i'],
    [105, 'i'],
    [110, 'i'],
    [75, 'i'],
  ],
  '1975-1991': [
    [70, 'i'],
    [75, 'i'],
    [80, 'i'],
    [85, 'i'],
    [55, 'i'],
  ],
  // Nefit-Bosch 1995–97 / 1998–99 / 2000–05 averaged: vrijstaand 70/65/60, hoek 65/60/55.
  '1992-2005': [
    [55, 'i'],
    [60, 'nb'],
    [62, 'i'],
    [65, 'nb'],
    [45, 'i'],
  ],
  // Nefit-Bosch 2006–10 / 2011–14 averaged: vrijstaand 54/50, hoek 50/46.
  '2006-2014': [
    [44, 'i'],
    [48, 'nb'],
    [50, 'i'],
    [52, 'nb'],
    [38, 'i'],
  ],
  '2015-2020': [
    [35, 'nbEpc'],
    [38, 'i'],
    [40, 'i'],
    [45, 'nbEpc'],
    [30, 'i'],
  ],
  '2021-nu': [
    [25, 'wpw'],
    [27, 'i'],
    [28, 'i'],
    [30, 'i'],
    [22, 'i'],
  ],
};
