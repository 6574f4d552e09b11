import type { CategorySlug, VatRate } from '@shared/domain/rules';
import type {
  AccessorySpec,
  EnergyLabel,
  HeatPumpSpec,
  HeatPumpType,
} from '@shared/schemas/heat-pump';
import { productFactRows, refrigerantGwpOf } from '@shared/catalogue/product-facts';
import { DEFAULT_WARRANTY_MONTHS } from '@shared/domain/rules';

/** The demo catalogue of the fictional brand Noordwind Klimaattechniek. Amounts in cents. */
export interface SeedProduct {
  id: string;
  name: string;
  description: string;
  price: number;
  installateurPrijs?: number;
  modelNumber: string;
  category: CategorySlug;
  specifications: Record<string, string>;
  inStock: boolean;
  /** Counted stock, lead time and whether a backorder is allowed (src-shared/domain/stock.ts). */
  stockQuantity?: number;
  leadTimeDays?: number;
  backorderable?: boolean;
  /** Days after the seed date that an out-of-stock product is expected back. */
  expectedInDays?: number;
  vatRate: VatRate;
  warrantyMonths?: number;
  /** Accessories that fit (`Past bij` on the product page), by product id. */
  fitsWith?: string[];
  heatPump?: HeatPumpSpec;
  accessory?: AccessorySpec;
  /** Days before the seed date that the product was added. */
  ageDays: number;
}

const BRAND = 'Noordwind';

/** The id of a tank (`sb200`, `bv50`) or an accessory (`wandconsole`) of this catalogue. */
function productIdOf(short: string): string {
  return /^(sb|bv)\d/.test(short) ? `nw-${short}` : `nw-tb-${short}`;
}

interface HeatPumpLine {
  category: CategorySlug;
  prefix: string;
  title: string;
  blurb: string;
  /** As the data sheet names it, e.g. "R290" (GWP from REFRIGERANT_GWP). */
  refrigerant: string;
  /** 1-fase (230 V) or 3-fase (400 V) by size. */
  phase: (kw: number) => 1 | 3;
  /** The accessories shown as `Past bij` on each size's page (product ids). */
  fits: string[];
  /** For the calculator: the type, the design condition and what the unit delivers there. */
  design: {
    type: HeatPumpType;
    condition: string;
    /** Capacity at the design condition (flow 35 °C) as a share of the nominal power. */
    capacityShare: number;
    /** The same at 55 °C flow: for air-water units typically 10–25 % below W35. */
    capacity55Share?: number;
    /** SCOP at 55 °C is this much lower than at 35 °C; none for air-to-air units. */
    scop55Drop?: number;
    warrantyYears: number;
  };
  /** Height × width × depth of the (outdoor) unit in mm. */
  sizes: {
    kw: number;
    scop: number;
    db: number;
    dims: [number, number, number];
    kg: number;
    price: number;
  }[];
}

/** The Duo hybride line, sized by `sizes`. */
function hybridLine(sizes: HeatPumpLine['sizes']): HeatPumpLine {
  return {
    category: 'hybride',
    prefix: 'NW-HY',
    fits: ['koppeling-hybride', 'wandconsole', 'thermostaat', 'vuilfilter'],
    design: {
      type: 'hybride',
      condition: 'A-10/W35',
      capacityShare: 0.8,
      capacity55Share: 0.68,
      scop55Drop: 1.1,
      warrantyYears: 5,
    },
    title: 'Duo hybride',
    blurb:
      'Hybride warmtepomp die samenwerkt met de bestaande cv-ketel via OpenTherm. Neemt het grootste deel van de warmtevraag over en laat de ketel alleen bijspringen op koude dagen.',
    refrigerant: 'R290',
    phase: () => 1,
    sizes,
  };
}

const heatPumpLines: HeatPumpLine[] = [
  {
    category: 'lucht-water',
    prefix: 'NW-AW',
    fits: [
      'wandconsole',
      'trillingsdempers',
      'condensverwarming',
      'vuilfilter',
      'flexslangen',
      'sb200',
      'bv50',
    ],
    design: {
      type: 'lucht-water',
      condition: 'A-10/W35',
      capacityShare: 0.85,
      capacity55Share: 0.72,
      scop55Drop: 1.3,
      warrantyYears: 7,
    },
    title: 'Aquaris monoblock',
    blurb:
      'Lucht-water warmtepomp in monoblock-uitvoering met natuurlijk koudemiddel R290. Geschikt voor all-electric woningen tot 65 °C aanvoertemperatuur, stil genoeg voor rijtjeshuizen.',
    refrigerant: 'R290',
    phase: (kw) => (kw >= 12 ? 3 : 1),
    sizes: [
      { kw: 4, scop: 5.1, db: 48, dims: [1030, 780, 410], kg: 78, price: 549500 },
      { kw: 6, scop: 4.9, db: 49, dims: [1030, 780, 410], kg: 84, price: 619500 },
      { kw: 8, scop: 4.8, db: 51, dims: [1130, 880, 440], kg: 98, price: 749500 },
      { kw: 10, scop: 4.7, db: 52, dims: [1130, 880, 440], kg: 104, price: 829500 },
      { kw: 12, scop: 4.6, db: 54, dims: [1280, 1010, 460], kg: 128, price: 949500 },
      { kw: 16, scop: 4.5, db: 55, dims: [1280, 1010, 460], kg: 139, price: 1149500 },
    ],
  },
  {
    category: 'lucht-water',
    prefix: 'NW-AS',
    fits: ['wandconsole', 'trillingsdempers', 'condensverwarming', 'vuilfilter', 'sb200'],
    design: {
      type: 'lucht-water',
      condition: 'A-10/W35',
      capacityShare: 0.8,
      capacity55Share: 0.64,
      scop55Drop: 1.2,
      warrantyYears: 5,
    },
    title: 'Aquaris split',
    blurb:
      'Lucht-water warmtepomp in split-uitvoering: buitendeel met R32 en een compacte binnenmodule met geïntegreerde circulatiepomp en back-up element van 3 kW.',
    refrigerant: 'R32',
    phase: () => 1,
    sizes: [
      { kw: 6, scop: 4.6, db: 50, dims: [870, 960, 380], kg: 61, price: 589500 },
      { kw: 9, scop: 4.5, db: 52, dims: [870, 960, 380], kg: 66, price: 689500 },
      { kw: 12, scop: 4.4, db: 54, dims: [1380, 960, 380], kg: 92, price: 819500 },
    ],
  },
  hybridLine([
    { kw: 3.5, scop: 4.4, db: 45, dims: [760, 840, 330], kg: 52, price: 389500 },
    { kw: 5, scop: 4.5, db: 47, dims: [760, 840, 330], kg: 56, price: 429500 },
    { kw: 7, scop: 4.5, db: 49, dims: [880, 940, 360], kg: 64, price: 489500 },
  ]),
  {
    category: 'bodem-water',
    prefix: 'NW-BW',
    fits: ['vulstation', 'glycol', 'vuilfilter', 'expansievat', 'sb200', 'bv100'],
    design: {
      type: 'bodem-water',
      condition: 'B0/W35',
      capacityShare: 1,
      capacity55Share: 0.92,
      scop55Drop: 1.6,
      warrantyYears: 10,
    },
    title: 'Terra bodemwarmtepomp',
    blurb:
      'Bodem-water warmtepomp met modulerende compressor, geïntegreerde boiler-aansluiting en passieve koeling via de bodembron. Voor nieuwbouw en renovatie met een verticale of horizontale collector.',
    refrigerant: 'R454C',
    phase: (kw) => (kw >= 10 ? 3 : 1),
    sizes: [
      { kw: 6, scop: 5.4, db: 38, dims: [1200, 600, 650], kg: 142, price: 989500 },
      { kw: 8, scop: 5.3, db: 39, dims: [1200, 600, 650], kg: 148, price: 1089500 },
      { kw: 10, scop: 5.2, db: 40, dims: [1200, 600, 650], kg: 155, price: 1189500 },
      { kw: 13, scop: 5.1, db: 41, dims: [1200, 600, 700], kg: 168, price: 1349500 },
      { kw: 17, scop: 5.0, db: 43, dims: [1200, 600, 700], kg: 181, price: 1549500 },
    ],
  },
  {
    category: 'lucht-lucht',
    prefix: 'NW-LL',
    fits: ['wandconsole', 'trillingsdempers', 'condensverwarming'],
    design: { type: 'lucht-lucht', condition: 'A-10/A20', capacityShare: 0.75, warrantyYears: 5 },
    title: 'Brisa wandmodel',
    blurb:
      'Lucht-lucht warmtepomp voor verwarmen en koelen per ruimte. Fluisterstil binnendeel, wifi-bediening en een filter dat fijnstof en pollen afvangt.',
    refrigerant: 'R32',
    phase: () => 1,
    sizes: [
      { kw: 2.5, scop: 5.1, db: 19, dims: [285, 805, 194], kg: 9, price: 119500 },
      { kw: 3.5, scop: 5.0, db: 20, dims: [285, 805, 194], kg: 9, price: 139500 },
      { kw: 5, scop: 4.6, db: 23, dims: [321, 971, 228], kg: 12, price: 179500 },
      { kw: 7, scop: 4.4, db: 26, dims: [330, 1082, 233], kg: 15, price: 229500 },
    ],
  },
  {
    category: 'lucht-lucht',
    prefix: 'NW-MS',
    fits: ['wandconsole', 'vloerconsole', 'trillingsdempers', 'condensverwarming'],
    design: { type: 'lucht-lucht', condition: 'A-10/A20', capacityShare: 0.75, warrantyYears: 5 },
    title: 'Brisa multi-split buitendeel',
    blurb:
      'Multi-split buitendeel voor twee tot vier binnendelen van de Brisa-serie, zodat meerdere kamers op één buitendeel verwarmd en gekoeld worden.',
    refrigerant: 'R32',
    phase: () => 1,
    sizes: [
      { kw: 5.3, scop: 4.3, db: 46, dims: [800, 554, 333], kg: 36, price: 249500 },
      { kw: 7.9, scop: 4.2, db: 49, dims: [890, 673, 342], kg: 49, price: 319500 },
    ],
  },
  // Larger hybrids for older terraced and detached houses at 55 °C; listed last so the
  // products above keep their age and stock flag.
  hybridLine([
    { kw: 9, scop: 4.4, db: 50, dims: [1000, 1050, 400], kg: 82, price: 579500 },
    { kw: 12, scop: 4.3, db: 52, dims: [1100, 1250, 420], kg: 98, price: 689500 },
  ]),
];

function labelFor(scop: number): EnergyLabel {
  if (scop >= 4.6) return 'A+++';
  if (scop >= 4.0) return 'A++';
  return 'A+';
}

/** The installer price of the demo catalogue: 82 % of the list price, in whole euros of 5. */
function installerPrice(price: number): number {
  return Math.round((price * 0.82) / 500) * 500;
}

function kwText(kw: number): string {
  return `${kw.toLocaleString('nl-NL')} kW`;
}

type Size = HeatPumpLine['sizes'][number];

/**
 * A plausible RVO meldcode for the n-th demo heat pump: KA and five digits, one per unit. ISDE
 * does not cover lucht-lucht units (RVO: "ISDE is geen subsidie voor airco"), so they have none.
 */
function demoMeldcode(line: HeatPumpLine, n: number): string | undefined {
  return line.design.type === 'lucht-lucht' ? undefined : `KA${String(10_480 + n * 37)}`;
}

function heatPumpSpec(line: HeatPumpLine, size: Size, n: number): HeatPumpSpec {
  const meldcode = demoMeldcode(line, n);
  const { design } = line;
  const gwp = refrigerantGwpOf(line.refrigerant);
  return {
    type: design.type,
    nominalKw: size.kw,
    capacityKw: Math.round(size.kw * design.capacityShare * 10) / 10,
    ...(design.capacity55Share === undefined
      ? {}
      : { capacity55Kw: Math.round(size.kw * design.capacity55Share * 10) / 10 }),
    designCondition: design.condition,
    scop35: size.scop,
    ...(design.scop55Drop === undefined
      ? {}
      : { scop55: Math.round((size.scop - design.scop55Drop) * 10) / 10 }),
    energyLabel: labelFor(size.scop),
    // Sound power of the unit; `db` in the sizes is the pressure at 1 m from the data sheet.
    soundPowerDb: size.db + 8,
    warrantyYears: design.warrantyYears,
    ...(meldcode ? { meldcode } : {}),
    phase: line.phase(size.kw),
    refrigerant: line.refrigerant,
    ...(gwp === undefined ? {} : { refrigerantGwp: gwp }),
    dimensionsMm: { height: size.dims[0], width: size.dims[1], depth: size.dims[2] },
  };
}

function heatPumps(): SeedProduct[] {
  let age = 0;
  return heatPumpLines.flatMap((line) =>
    line.sizes.map((size) => {
      const code = `${line.prefix}${String(size.kw).replace('.', '')}`;
      age += 7;
      return {
        id: code.toLowerCase(),
        name: `${BRAND} ${line.title} ${kwText(size.kw)}`,
        description: line.blurb,
        price: size.price,
        // Every product has an installer price; within a series it rises with the capacity.
        installateurPrijs: installerPrice(size.price),
        modelNumber: `${code}-${line.refrigerant === 'R290' ? 'P' : 'S'}`,
        category: line.category,
        // The facts live in `heatPump` (product-facts.ts shows them); only the rest is text.
        specifications: { Gewicht: `${size.kg} kg` },
        warrantyMonths: line.design.warrantyYears * 12,
        inStock: (age / 7) % 5 !== 0,
        vatRate: 21,
        heatPump: heatPumpSpec(line, size, age / 7),
        fitsWith: line.fits.map(productIdOf),
        ageDays: age,
      } satisfies SeedProduct;
    }),
  );
}

const tanksAndAccessories: SeedProduct[] = [
  {
    id: 'nw-sb150',
    name: `${BRAND} Serra boiler 150 liter`,
    description:
      'Roestvrijstalen boiler met groot spiraaloppervlak voor warmtepompen, 50 mm PU-isolatie en magnesium-anode.',
    price: 119500,
    installateurPrijs: 99500,
    modelNumber: 'NW-SB150-RVS',
    category: 'boilers-buffervaten',
    specifications: {
      Inhoud: '150 liter',
      Energielabel: 'B',
      Warmteverlies: '41 W',
      Afmetingen: 'Ø 560 × 1080 mm',
      Gewicht: '38 kg',
      Spiraaloppervlak: '2,1 m²',
    },
    inStock: true,
    vatRate: 21,
    accessory: { role: 'boiler', heatPumpTypes: ['lucht-water', 'bodem-water'], volumeLiters: 150 },
    ageDays: 30,
  },
  {
    id: 'nw-sb200',
    name: `${BRAND} Serra boiler 200 liter`,
    description:
      'Roestvrijstalen boiler voor warmtepompen met een spiraal van 2,6 m², geschikt voor een gezin van vier.',
    price: 139500,
    installateurPrijs: 116500,
    modelNumber: 'NW-SB200-RVS',
    category: 'boilers-buffervaten',
    specifications: {
      Inhoud: '200 liter',
      Energielabel: 'B',
      Warmteverlies: '47 W',
      Afmetingen: 'Ø 560 × 1360 mm',
      Gewicht: '45 kg',
      Spiraaloppervlak: '2,6 m²',
    },
    inStock: true,
    vatRate: 21,
    accessory: { role: 'boiler', heatPumpTypes: ['lucht-water', 'bodem-water'], volumeLiters: 200 },
    ageDays: 44,
  },
  {
    id: 'nw-sb300',
    name: `${BRAND} Serra boiler 300 liter`,
    description:
      'Grote roestvrijstalen boiler met twee aansluitingen voor een zonneboiler of tweede warmtebron.',
    price: 179500,
    installateurPrijs: 149500,
    modelNumber: 'NW-SB300-RVS',
    category: 'boilers-buffervaten',
    specifications: {
      Inhoud: '300 liter',
      Energielabel: 'C',
      Warmteverlies: '62 W',
      Afmetingen: 'Ø 650 × 1650 mm',
      Gewicht: '61 kg',
      Spiraaloppervlak: '3,2 m²',
    },
    inStock: false,
    vatRate: 21,
    accessory: { role: 'boiler', heatPumpTypes: ['lucht-water', 'bodem-water'], volumeLiters: 300 },
    ageDays: 90,
  },
  {
    id: 'nw-bv50',
    name: `${BRAND} buffervat 50 liter`,
    description:
      'Compact buffervat om de minimale watervolumestroom te garanderen en pendelen van de warmtepomp te voorkomen.',
    price: 39500,
    installateurPrijs: 32500,
    modelNumber: 'NW-BV50',
    category: 'boilers-buffervaten',
    specifications: {
      Inhoud: '50 liter',
      Afmetingen: 'Ø 400 × 720 mm',
      Gewicht: '19 kg',
      'Maximale druk': '3 bar',
    },
    inStock: true,
    vatRate: 21,
    accessory: { role: 'buffervat', heatPumpTypes: ['lucht-water'], volumeLiters: 50 },
    ageDays: 120,
  },
  {
    id: 'nw-bv100',
    name: `${BRAND} buffervat 100 liter`,
    description: 'Buffervat voor systemen met meerdere groepen of vloerverwarming met naregeling.',
    price: 54500,
    installateurPrijs: 46500,
    modelNumber: 'NW-BV100',
    category: 'boilers-buffervaten',
    specifications: {
      Inhoud: '100 liter',
      Afmetingen: 'Ø 500 × 900 mm',
      Gewicht: '27 kg',
      'Maximale druk': '3 bar',
    },
    inStock: true,
    vatRate: 21,
    accessory: {
      role: 'buffervat',
      heatPumpTypes: ['lucht-water', 'bodem-water'],
      volumeLiters: 100,
    },
    ageDays: 150,
  },
  {
    id: 'nw-wpb260',
    name: `${BRAND} Vapora warmtepompboiler 260 liter`,
    description:
      'Zelfstandige warmtepompboiler die warmte uit de ruimte- of ventilatielucht haalt voor het tapwater. Met fotovoltaïsche modus voor eigen zonnestroom.',
    price: 229500,
    installateurPrijs: 189500,
    modelNumber: 'NW-WPB260',
    category: 'boilers-buffervaten',
    specifications: {
      Inhoud: '260 liter',
      Energielabel: 'A+',
      COP: '3,4',
      Koudemiddel: 'R290 (propaan)',
      Geluid: '42 dB(A)',
      Afmetingen: 'Ø 620 × 1880 mm',
      Gewicht: '88 kg',
      Voeding: '230 V / 1 fase',
    },
    inStock: true,
    vatRate: 21,
    ageDays: 3,
  },
];

const accessories: [string, string, string, number, number, boolean, string][] = [
  [
    'wandconsole',
    'Wandconsole voor buitendeel',
    'Verzinkte, gepoedercoate wandconsole tot 150 kg met trillingsdempers.',
    12950,
    10950,
    true,
    'Draagvermogen: 150 kg',
  ],
  [
    'vloerconsole',
    'Vloerconsole kunststof 600 mm',
    'UV-bestendige vloerconsole van gerecycled kunststof, ook voor op een plat dak.',
    8950,
    7350,
    true,
    'Lengte: 600 mm',
  ],
  [
    'trillingsdempers',
    'Trillingsdempers set van 4',
    'Rubber trillingsdempers M10 die contactgeluid naar de gevel beperken.',
    2450,
    2000,
    true,
    'Schroefdraad: M10',
  ],
  [
    'condensverwarming',
    'Condensafvoerverwarming 2 m',
    'Zelfregelend verwarmingslint dat bevriezing van de condensafvoer voorkomt.',
    4950,
    3950,
    true,
    'Lengte: 2 m',
  ],
  [
    'thermostaat',
    'Ruimtethermostaat OpenTherm',
    'Slimme kamerthermostaat met weersafhankelijke regeling en app-bediening.',
    17950,
    14950,
    true,
    'Protocol: OpenTherm 4.0',
  ],
  [
    'wifimodule',
    'Wifi-module voor Aquaris en Terra',
    'Koppel de warmtepomp aan de Noordwind-app voor storingsmeldingen op afstand.',
    14950,
    12450,
    false,
    'Verbinding: 2,4 GHz wifi',
  ],
  [
    'expansievat',
    'Expansievat 25 liter',
    'Membraanexpansievat voor de cv-zijde, voordruk 1,5 bar.',
    5950,
    4900,
    true,
    'Inhoud: 25 liter',
  ],
  [
    'vuilfilter',
    'Magnetisch vuilfilter 1"',
    'Magnetisch vuil- en slibfilter dat de warmtewisselaar beschermt.',
    11950,
    9450,
    true,
    'Aansluiting: 1" binnendraad',
  ],
  [
    'flexslangen',
    'Flexibele aansluitslangen 1" set',
    'Set van twee geïsoleerde RVS-slangen van 600 mm voor een trillingsvrije aansluiting.',
    7950,
    6500,
    true,
    'Lengte: 2 × 600 mm',
  ],
  [
    'vulstation',
    'Vulstation bodemcollector',
    'Vul- en ontluchtingsstation voor bodemlussen tot 1.000 meter.',
    34950,
    29950,
    false,
    'Geschikt voor: lussen tot 1.000 m',
  ],
  [
    'glycol',
    'Monopropyleenglycol 20 liter',
    'Antivries voor bodemcollectoren, klaar voor gebruik tot −15 °C.',
    8450,
    6950,
    true,
    'Inhoud: 20 liter',
  ],
  [
    'koppeling-hybride',
    'Hydraulische koppelset hybride',
    'Koppelset met driewegklep en terugslagklep voor de Duo hybride met een bestaande ketel.',
    19950,
    16950,
    true,
    'Aansluiting: 22 mm knel',
  ],
];

const OUTDOOR: HeatPumpType[] = ['lucht-water', 'hybride', 'lucht-lucht'];
const WATER: HeatPumpType[] = ['lucht-water', 'bodem-water', 'hybride'];

/** What each accessory does in an installation, for the calculator's advice. */
const ACCESSORY_ROLES: Record<string, AccessorySpec> = {
  wandconsole: { role: 'montage', heatPumpTypes: OUTDOOR },
  vloerconsole: { role: 'montage', heatPumpTypes: OUTDOOR },
  trillingsdempers: { role: 'trillingsdemping', heatPumpTypes: OUTDOOR },
  condensverwarming: { role: 'condensafvoer', heatPumpTypes: OUTDOOR },
  thermostaat: { role: 'regeling', heatPumpTypes: WATER },
  wifimodule: { role: 'app', heatPumpTypes: ['lucht-water', 'bodem-water'] },
  expansievat: { role: 'expansievat', heatPumpTypes: WATER },
  vuilfilter: { role: 'filter', heatPumpTypes: WATER },
  flexslangen: { role: 'aansluiting', heatPumpTypes: ['lucht-water', 'hybride'] },
  vulstation: { role: 'bodembron', heatPumpTypes: ['bodem-water'] },
  glycol: { role: 'bodemvloeistof', heatPumpTypes: ['bodem-water'] },
  'koppeling-hybride': { role: 'hybride-koppeling', heatPumpTypes: ['hybride'] },
};

function accessoryProducts(): SeedProduct[] {
  return accessories.map(([slug, title, description, price, installer, inStock, spec], index) => {
    const [key = 'Kenmerk', value = ''] = spec.split(': ');
    const accessory = ACCESSORY_ROLES[slug];
    return {
      id: `nw-tb-${slug}`,
      name: `${BRAND} ${title}`,
      description,
      price,
      installateurPrijs: installer,
      modelNumber: `NW-TB${String(index + 1).padStart(3, '0')}`,
      category: 'toebehoren',
      specifications: { [key]: value, Merk: BRAND },
      inStock,
      vatRate: 21,
      ...(accessory ? { accessory } : {}),
      ageDays: 10 + index * 11,
    } satisfies SeedProduct;
  });
}

/** Accessories no longer supplied: out of stock and not orderable as a backorder. */
const DISCONTINUED = new Set(['nw-tb-wifimodule']);

/**
 * Stock as a wholesaler has it: a few heat pumps and tanks per model, accessories by the
 * dozen; what is out of stock follows as a backorder, heat pumps with an expected day from the
 * factory, accessories within a week.
 */
function withStock(product: SeedProduct): SeedProduct {
  const accessory = product.category === 'toebehoren';
  if (DISCONTINUED.has(product.id)) return { ...product, stockQuantity: 0, backorderable: false };
  if (product.inStock) {
    return {
      ...product,
      stockQuantity: accessory ? 20 + (product.ageDays % 30) : 2 + (product.ageDays % 6),
      leadTimeDays: accessory ? 1 : 2,
    };
  }
  return {
    ...product,
    stockQuantity: 0,
    leadTimeDays: accessory ? 5 : 15,
    ...(accessory ? {} : { expectedInDays: 7 + (product.ageDays % 21) }),
  };
}

/** A demo product's facts as its page shows them (product sheet, library documents). */
export function seedFactRows(product: SeedProduct) {
  return productFactRows({
    ...product,
    warrantyMonths: product.warrantyMonths ?? DEFAULT_WARRANTY_MONTHS,
  });
}

export function seedCatalogue(): SeedProduct[] {
  return [...heatPumps(), ...tanksAndAccessories, ...accessoryProducts()].map(withStock);
}
