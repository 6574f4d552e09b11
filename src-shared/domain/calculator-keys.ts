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

export const BUILD_PERIODS = [
  {
    id: 'tot-1946',
    label: 'tot 1946',
    insulation: { floorRc: 0.15, facadeRc: 0.19, roofRc: 0.22, glazingU: 5.1 },
  },
  {
    id: '1946-1964',
    label: '1946–1964',
    // The source gives roof 0.22–0.35 and glazing 5.1 / 1.8: the original state is taken.
    insulation: { floorRc: 0.15, facadeRc: 0.35, roofRc: 0.22, glazingU: 5.1 },
  },
  {
    id: '1965-1974',
    label: '1965–1974',
    insulation: { floorRc: 0.17, facadeRc: 0.43, roofRc: 0.86, glazingU: 2.9 },
  },
  {
    id: '1975-1991',
    label: '1975–1991',
    insulation: { floorRc: 0.52, facadeRc: 1.3, roofRc: 1.3, glazingU: 2.9 },
  },
  {
    id: '1992-2005',
    label: '1992–2005',
    insulation: { floorRc: 2.5, facadeRc: 2.5, roofRc: 2.5, glazingU: 2.9 },
  },
  {
    id: '2006-2014',
    label: '2006–2014',
    insulation: { floorRc: 2.5, facadeRc: 2.5, roofRc: 2.5, glazingU: 1.8 },
  },
  {
    id: '2015-2020',
    label: '2015–2020',
    insulation: { floorRc: 3.5, facadeRc: 4.5, roofRc: 6.0, glazingU: 1.8 },
  },
  {
    id: '2021-nu',
    label: '2021 en later',
    insulation: { floorRc: 3.7, facadeRc: 4.7, roofRc: 6.3, glazingU: 1.4 },
  },
] as const satisfies readonly { id: string; label: string; insulation: InsulationDefaults }[];
export type BuildPeriod = (typeof BUILD_PERIODS)[number]['id'];
export const BUILD_PERIOD_IDS = BUILD_PERIODS.map((p) => p.id) as [BuildPeriod, ...BuildPeriod[]];
