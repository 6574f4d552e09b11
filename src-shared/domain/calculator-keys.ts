/**
 * The calculator's keys and tables that its schemas validate against: advice modes, flow
 * temperatures, wall boundaries, dwelling types and build periods. They live here, below both
 * `src-shared/calculator` and `src-shared/schemas`, so neither folder imports the other both
 * ways (the calculator needs the schemas' types; the schemas need these lists).
 */

export const ADVICE_MODES = ['all-electric', 'hybride'] as const;
export type AdviceMode = (typeof ADVICE_MODES)[number];

export const BOUNDARIES = ['buiten', 'grond', 'aangrenzend'] as const;
export type Boundary = (typeof BOUNDARIES)[number];

/** Where the heat comes from. */
export const HEAT_SOURCES = [
  { id: 'lucht', label: 'Lucht' },
  { id: 'bodem', label: 'Bodem' },
] as const;
export type HeatSource = (typeof HEAT_SOURCES)[number]['id'];
export const HEAT_SOURCE_IDS = HEAT_SOURCES.map((s) => s.id) as [HeatSource, ...HeatSource[]];

export const FLOW_TEMPERATURES = [35, 55] as const;
export type FlowTemperature = (typeof FLOW_TEMPERATURES)[number];

/* Dwelling types and build periods: W/m² for the quick estimate, insulation per period. */

export const DWELLING_TYPES = [
  { id: 'tussenwoning', label: 'Tussenwoning', typicalArea: '98–125 m²' },
  { id: 'hoekwoning', label: 'Hoekwoning', typicalArea: '110–137 m²' },
  { id: '2-onder-1-kap', label: '2-onder-1-kap', typicalArea: '123–160 m²' },
  { id: 'vrijstaand', label: 'Vrijstaand', typicalArea: '153–202 m²' },
  { id: 'appartement', label: 'Appartement', typicalArea: '59–88 m² (portiekflat)' },
] as const;
export type DwellingType = (typeof DWELLING_TYPES)[number]['id'];
export const DWELLING_TYPE_IDS = DWELLING_TYPES.map((t) => t.id) as [
  DwellingType,
  ...DwellingType[],
];

export interface InsulationDefaults {
  floorRc: number;
  facadeRc: number;
  roofRc: number;
  glazingU: number;
}

/**
 * Build periods with their default insulation: floor, facade and roof Rc and glazing U
 * (RVO voorbeeldwoningen 2022, as transcribed). For 1946–1964 the source gives roof 0.22–0.35
 * and glazing 5.1 / 1.8: the original state is taken.
 */
const PERIOD_ROWS = [
  ['tot-1946', 'tot 1946', 0.15, 0.19, 0.22, 5.1],
  ['1946-1964', '1946–1964', 0.15, 0.35, 0.22, 5.1],
  ['1965-1974', '1965–1974', 0.17, 0.43, 0.86, 2.9],
  ['1975-1991', '1975–1991', 0.52, 1.3, 1.3, 2.9],
  ['1992-2005', '1992–2005', 2.5, 2.5, 2.5, 2.9],
  ['2006-2014', '2006–2014', 2.5, 2.5, 2.5, 1.8],
  ['2015-2020', '2015–2020', 3.5, 4.5, 6.0, 1.8],
  ['2021-nu', '2021 en later', 3.7, 4.7, 6.3, 1.4],
] as const;

export const BUILD_PERIODS = PERIOD_ROWS.map(
  ([id, label, floorRc, facadeRc, roofRc, glazingU]) => ({
    id,
    label,
    insulation: { floorRc, facadeRc, roofRc, glazingU } satisfies InsulationDefaults,
  }),
);
export type BuildPeriod = (typeof BUILD_PERIODS)[number]['id'];
export const BUILD_PERIOD_IDS = BUILD_PERIODS.map((p) => p.id) as [BuildPeriod, ...BuildPeriod[]];

/** Panel radiator types (EN 442): 11, 21, 22 and 33 panels/convectors. */
export const RADIATOR_TYPES = ['11', '21', '22', '33'] as const;
export type RadiatorType = (typeof RADIATOR_TYPES)[number];
