import { z } from 'zod';
import { textFields } from './answer-fields';
import { DOCUMENT_ID_PATTERN } from '../domain/ids';
import {
  ADVICE_MODES,
  BOUNDARIES,
  BUILD_PERIOD_IDS,
  DWELLING_TYPE_IDS,
  FLOW_TEMPERATURES,
  HEAT_SOURCE_IDS,
  RADIATOR_TYPES,
} from '../domain/calculator-keys';
import { pageQuerySchema } from './page';
import { productSchema } from './product';
import { lineText } from './plain-text';

/** A number between bounds, with Dutch messages naming the field. */
function number(label: string, min: number, max: number, unit = '') {
  const range = `${label} moet tussen ${min.toLocaleString('nl-NL')} en ${max.toLocaleString('nl-NL')}${unit} liggen.`;
  return z
    .number({ error: `Geef een getal voor ${label.toLowerCase()}.` })
    .min(min, { error: range })
    .max(max, { error: range });
}

function name(label: string, max = 80) {
  return lineText({ error: `Geef een ${label}.` })
    .trim()
    .min(1, { error: `Geef een ${label}.` })
    .max(max, { error: `De ${label} mag hooguit ${max} tekens hebben.` });
}

export const MAX_ROOMS = 100;
/** More gas than a large detached house burns: a typing error or a business, not a home. */
export const MAX_YEARLY_GAS_M3 = 20_000;
export const MAX_ELEMENTS_PER_ROOM = 50;

const elementSchema = z.object({
  name: name('naam van het bouwdeel'),
  area: z
    .number({ error: 'Geef een getal voor de oppervlakte.' })
    .min(0, { error: 'Een oppervlakte kan niet negatief zijn.' })
    .max(10_000, { error: 'Een oppervlakte van meer dan 10.000 m² is niet aannemelijk.' }),
  uValue: z
    .number({ error: 'Geef een getal voor de U-waarde.' })
    .min(0, { error: 'Een U-waarde kan niet negatief zijn.' })
    .max(10, { error: 'Een U-waarde boven 10 W/(m²·K) is niet aannemelijk.' }),
  boundary: z.enum(BOUNDARIES, { error: 'Kies buiten, grond of aangrenzend als grens.' }),
  adjacentTemperature: number(
    'De temperatuur van de aangrenzende ruimte',
    -30,
    40,
    ' °C',
  ).optional(),
});

const roomSchema = z.object({
  name: name('naam van het vertrek'),
  temperature: number('De ontwerptemperatuur', 0, 35, ' °C'),
  volume: z
    .number({ error: 'Geef een getal voor het volume.' })
    .positive({ error: 'Het volume moet groter dan 0 m³ zijn.' })
    .max(100_000, { error: 'Een volume van meer dan 100.000 m³ is niet aannemelijk.' }),
  airChangesPerHour: number('Het aantal luchtwisselingen', 0, 20, ' per uur'),
  elements: z
    .array(elementSchema, { error: 'Geef de bouwdelen van het vertrek als lijst.' })
    .max(MAX_ELEMENTS_PER_ROOM, {
      error: `Een vertrek kan hooguit ${MAX_ELEMENTS_PER_ROOM} bouwdelen hebben.`,
    }),
});

/** `POST /api/calculator/heat-loss`. */
export const heatLossRequestSchema = z
  .object({
    outdoorTemperature: number('De buitentemperatuur', -40, 20, ' °C'),
    groundTemperature: number('De grondtemperatuur', -10, 30, ' °C').optional(),
    rooms: z
      .array(roomSchema, { error: 'Geef de vertrekken als lijst.' })
      .min(1, { error: 'Voeg minstens één vertrek toe.' })
      .max(MAX_ROOMS, { error: `Er kunnen hooguit ${MAX_ROOMS} vertrekken in één berekening.` }),
  })
  .superRefine((input, ctx) => {
    const coldest = input.rooms.find((room) => room.temperature <= input.outdoorTemperature);
    if (coldest) {
      ctx.addIssue({
        code: 'custom',
        path: ['outdoorTemperature'],
        message: `Het is buiten niet kouder dan binnen in ${coldest.name}: de buitentemperatuur moet lager zijn dan de ontwerptemperatuur van elk vertrek.`,
      });
    }
    input.rooms.forEach((room, r) =>
      room.elements.forEach((element, e) => {
        if (element.boundary === 'aangrenzend' && element.adjacentTemperature === undefined) {
          ctx.addIssue({
            code: 'custom',
            path: ['rooms', r, 'elements', e, 'adjacentTemperature'],
            message: 'Geef de temperatuur van de aangrenzende ruimte.',
          });
        }
        if (element.boundary === 'grond' && input.groundTemperature === undefined) {
          ctx.addIssue({
            code: 'custom',
            path: ['groundTemperature'],
            message: 'Geef de grondtemperatuur: een bouwdeel grenst aan de grond.',
          });
        }
      }),
    );
  });
export type HeatLossRequest = z.infer<typeof heatLossRequestSchema>;

export const heatLossResponseSchema = z.object({
  totalW: z.number(),
  transmissionW: z.number(),
  ventilationW: z.number(),
  rooms: z.array(
    z.object({
      name: z.string(),
      transmissionW: z.number(),
      ventilationW: z.number(),
      totalW: z.number(),
    }),
  ),
});
export type HeatLossResponse = z.infer<typeof heatLossResponseSchema>;

const flowTemperatureSchema = z.union(
  FLOW_TEMPERATURES.map((t) => z.literal(t)),
  { error: 'Kies een aanvoertemperatuur van 35 of 55 °C.' },
);
const heatSourceSchema = z.enum(HEAT_SOURCE_IDS, { error: 'Kies lucht of bodem als bron.' });

/** `POST /api/calculator/advice`. */
export const adviceRequestSchema = z.object({
  heatLossW: number('Het warmteverlies', 1, 1_000_000, ' W'),
  mode: z.enum(ADVICE_MODES, { error: 'Kies all-electric of hybride.' }),
  hybridPowerShare: number('Het aandeel van de hybride warmtepomp', 0.1, 1).default(0.6),
  occupants: z
    .number({ error: 'Geef een getal voor het aantal bewoners.' })
    .int({ error: 'Geef een heel aantal bewoners.' })
    .min(1, { error: 'Er woont minstens één persoon.' })
    .max(20, { error: 'Geef hooguit 20 bewoners.' })
    .default(4),
  flowTemperature: flowTemperatureSchema.default(35),
  source: heatSourceSchema.default('lucht'),
});
export type AdviceRequestBody = z.infer<typeof adviceRequestSchema>;

const adviceLineSchema = z.object({
  product: productSchema,
  quantity: z.number().int(),
  unitPrice: z.number().int(),
  lineTotal: z.number().int(),
  reason: z.string(),
});
export const adviceResponseSchema = z.object({
  requiredW: z.number(),
  options: z.array(
    z.object({
      heatPump: adviceLineSchema,
      accessories: z.array(adviceLineSchema),
      capacity: z.object({
        watts: z.number(),
        condition: z.string(),
        estimated: z.boolean(),
      }),
      totalCents: z.number().int(),
      isdeCents: z.number().int(),
    }),
  ),
});
export type AdviceResponse = z.infer<typeof adviceResponseSchema>;

const productIdSchema = z
  .string({ error: 'Kies een product.' })
  .regex(/^[A-Za-z0-9_-]{1,100}$/, { error: 'Dit product bestaat niet.' });

/** An existing emitter of the room at `room` (index in `rooms.rooms`), for the emitter check. */
const radiatorSchema = z.object({
  room: z
    .number({ error: 'Geef het vertrek van de radiator.' })
    .int({ error: 'Geef het vertrek van de radiator.' })
    .min(0, { error: 'Deze radiator hoort bij geen vertrek.' })
    .max(MAX_ROOMS - 1, { error: 'Deze radiator hoort bij geen vertrek.' }),
  type: z.enum([...RADIATOR_TYPES, 'vloer'], {
    error: 'Kies radiatortype 11, 21, 22, 33 of vloerverwarming.',
  }),
  heightMm: number('De hoogte van de radiator', 0, 3000, ' mm'),
  lengthMm: number('De lengte van de radiator', 0, 10_000, ' mm'),
});
export type SavedRadiator = z.infer<typeof radiatorSchema>;

/** The usable floor area of the quick estimate: the page and the API say the same. */
export const QUICK_AREA_M2 = {
  min: 10,
  max: 2_000,
  minMessage: 'Een woning heeft minstens 10 m² gebruiksoppervlakte.',
  maxMessage: "Meer dan 2.000 m² is geen woning meer; reken zo'n gebouw per vertrek.",
} as const;

const quickSchema = (area: z.ZodNumber) =>
  z.object({
    dwellingType: z.enum(DWELLING_TYPE_IDS, { error: 'Kies een woningtype.' }),
    period: z.enum(BUILD_PERIOD_IDS, { error: 'Kies een bouwperiode.' }),
    area,
  });

/**
 * The calculator's inputs as stored: read back as they were saved (an area saved before the
 * page and API refused more than 2,000 m² still opens). What is sent is checked by
 * `calculatorInputSchema`.
 */
export const storedCalculatorInputSchema = z.object({
  method: z.enum(['snel', 'gas', 'vertrek'], { error: 'Kies een methode.' }),
  quick: quickSchema(number('De gebruiksoppervlakte', 1, 10_000, ' m²')).optional(),
  gas: z
    .object({
      yearlyGasM3: z
        .number({ error: 'Geef een getal voor het gasverbruik.' })
        .min(0, { error: 'Een gasverbruik kan niet negatief zijn.' })
        .max(MAX_YEARLY_GAS_M3, {
          error: `Meer dan ${MAX_YEARLY_GAS_M3.toLocaleString('nl-NL')} m³ gas per jaar is voor een woning niet aannemelijk; controleer de jaarafrekening.`,
        }),
      occupants: number('Het aantal bewoners', 1, 20),
    })
    .optional(),
  rooms: heatLossRequestSchema.optional(),
  radiators: z
    .array(radiatorSchema, { error: 'Geef de radiatoren als lijst.' })
    .max(MAX_ROOMS, { error: `Er kunnen hooguit ${MAX_ROOMS} radiatoren in één berekening.` })
    .optional(),
  period: z.enum(BUILD_PERIOD_IDS, { error: 'Kies een bouwperiode.' }).optional(),
  heatLossW: number('Het warmteverlies', 0, 1_000_000, ' W'),
  mode: z.enum(ADVICE_MODES, { error: 'Kies all-electric of hybride.' }),
  source: heatSourceSchema.default('lucht'),
  groundSource: z
    .object({
      boreholeCentsPerKw: number('De prijs van de bodembron per kW', 0, 10_000_000, ' cent'),
      brineCentsPerKw: number('De prijs van de bodemvloeistof per kW', 0, 10_000_000, ' cent'),
      fillingCentsPerKw: number('De prijs van vullen per kW', 0, 10_000_000, ' cent'),
    })
    .optional(),
  occupants: number('Het aantal bewoners', 1, 20),
  flowTemperature: flowTemperatureSchema,
  hybridPowerShare: number('Het vermogensaandeel van de hybride', 0.1, 1),
  hybridEnergyShare: number('Het energieaandeel van de hybride', 0, 1),
  boilerEfficiency: number('Het ketelrendement', 0.5, 1.1),
  fullLoadHours: number('Het aantal vollasturen', 100, 8760),
  gasCentsPerM3: number('De gasprijs', 0, 1000, ' cent'),
  electricityCentsPerKwh: number('De stroomprijs', 0, 1000, ' cent'),
  pricesDate: z.string().max(40, { error: 'De datum van de prijzen is te lang.' }),
  heatPumpId: productIdSchema.optional(),
  marginPercent: number('De marge', 0, 500, '%'),
  labourHours: number('Het aantal arbeidsuren', 0, 1000),
  labourRateCents: number('Het uurtarief', 0, 10_000_000, ' cent'),
});

/** The calculator's inputs as saved, sent for a report or an offerte: only values the page accepts. */
export const calculatorInputSchema = storedCalculatorInputSchema.extend({
  quick: quickSchema(
    z
      .number({ error: 'Geef een getal voor de gebruiksoppervlakte.' })
      .min(QUICK_AREA_M2.min, { error: QUICK_AREA_M2.minMessage })
      .max(QUICK_AREA_M2.max, { error: QUICK_AREA_M2.maxMessage }),
  ).optional(),
});
export type CalculatorInput = z.infer<typeof calculatorInputSchema>;

/** `POST /api/calculator/calculations` and `PUT …/:id`. */
export const saveCalculationSchema = z.object({
  name: name('naam voor de berekening', 120),
  clientId: z
    .string({ error: 'Kies een klant.' })
    .regex(DOCUMENT_ID_PATTERN, { error: 'Deze klant bestaat niet.' })
    .optional(),
  input: calculatorInputSchema,
});
export type SaveCalculationRequest = z.infer<typeof saveCalculationSchema>;

export const calculationSchema = saveCalculationSchema.extend({
  input: storedCalculatorInputSchema,
  ...textFields('id', 'createdAt', 'updatedAt'),
  /** The colleague who made it (the company shares its calculations). */
  madeBy: z.string().optional(),
  /** The linked client's name: the offerte and the report are made out to it when reopened. */
  clientName: z.string().optional(),
});
export type Calculation = z.infer<typeof calculationSchema>;

export const calculationSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  clientId: z.string().optional(),
  method: z.enum(['snel', 'gas', 'vertrek']),
  heatLossW: z.number(),
  updatedAt: z.string(),
  madeBy: z.string().optional(),
});
export type CalculationSummary = z.infer<typeof calculationSummarySchema>;

/** `GET /api/calculator/calculations`: a page, optionally of one client. */
export const calculationListQuerySchema = pageQuerySchema.extend({
  clientId: z.string().regex(DOCUMENT_ID_PATTERN, { error: 'Deze klant bestaat niet.' }).optional(),
});

const customerNameSchema = lineText({ error: 'Geef de naam van de klant.' })
  .trim()
  .max(120, { error: 'De naam van de klant mag hooguit 120 tekens hebben.' })
  .default('');

/** `POST /api/calculator/offerte`: prices come from the catalogue and the profile. */
export const offerteRequestSchema = z.object({
  customerName: customerNameSchema,
  lines: z
    .array(
      z.object({
        productId: productIdSchema,
        quantity: z
          .number({ error: 'Geef een aantal.' })
          .int({ error: 'Geef een heel aantal.' })
          .min(1, { error: 'Het aantal is minstens 1.' })
          .max(999, { error: 'Het aantal is hooguit 999.' }),
      }),
      { error: 'Geef de producten als lijst.' },
    )
    .min(1, { error: 'Kies minstens één product voor de offerte.' })
    .max(50, { error: 'Een offerte heeft hooguit 50 regels.' }),
  input: calculatorInputSchema,
});
export type OfferteRequest = z.infer<typeof offerteRequestSchema>;

/** `POST /api/calculator/report`: the whole calculation, recomputed on the server. */
export const reportRequestSchema = z.object({
  customerName: customerNameSchema,
  input: calculatorInputSchema,
});
export type ReportRequest = z.infer<typeof reportRequestSchema>;
