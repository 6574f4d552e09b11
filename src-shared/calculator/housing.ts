/**
 * Dwelling types and build periods with their defaults: W/m² for the quick estimate and the
 * insulation values for room by room. Sources are named per cell; a cell no source gives is
 * interpolated and marked so (the UI says it).
 */

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

export const AREA_SOURCE = 'Typische gebruiksoppervlakten: RVO voorbeeldwoningen 2022';

export interface InsulationDefaults {
  floorRc: number;
  facadeRc: number;
  roofRc: number;
  glazingU: number;
}

export const INSULATION_SOURCE = 'RVO voorbeeldwoningen 2022 (zoals overgenomen)';

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

export function buildPeriod(id: BuildPeriod) {
  const found = BUILD_PERIODS.find((p) => p.id === id);
  if (!found) throw new Error(`Unknown build period ${id}`);
  return found;
}

export const WATT_PER_M2_SOURCES = {
  nb: 'Nefit-Bosch (Technical Bulletin 47), bij −10 °C',
  nbEpc: 'Nefit-Bosch: nieuwbouw EPC 0,4 geeft 35–45 W/m²',
  wpw: 'warmtepomp-weetjes.nl indicatietabel (woning van 100 m²)',
  ea: 'energieambassadeurs.nl: oudere woningen ongeveer 100 W/m²',
} as const;
type SourceId = keyof typeof WATT_PER_M2_SOURCES;

/** A cell: W/m² with its source, or a number followed by 'i' when interpolated. */
type Cell = [number, SourceId] | [number, 'i'];

// Columns: tussenwoning, hoekwoning, 2-onder-1-kap, vrijstaand, appartement.
const TABLE: Record<BuildPeriod, [Cell, Cell, Cell, Cell, Cell]> = {
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

export interface WattPerM2 {
  wattPerM2: number;
  interpolated: boolean;
  source: string;
}

export function wattPerM2(type: DwellingType, period: BuildPeriod): WattPerM2 {
  const column = DWELLING_TYPE_IDS.indexOf(type);
  const cell = TABLE[period][column];
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
