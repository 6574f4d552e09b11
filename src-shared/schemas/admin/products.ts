import { z } from 'zod';
import { strictObject } from '../contact-fields';
import { isProductLink, PRODUCT_LINK_MESSAGE } from '../product-link';
import { CATEGORY_SLUGS, VAT_RATES } from '../../domain/rules';
import { ENERGY_LABELS, HEAT_PUMP_TYPES, MELDCODE_MESSAGE, normaliseMeldcode } from '../heat-pump';
import { lineText, linesText } from '../plain-text';

const cents = (label: string) =>
  z
    .number({ error: `Vul ${label} in.` })
    .int({ error: `${label} moet in hele centen.` })
    .min(0, { error: `${label} kan niet negatief zijn.` })
    .max(100_000_000, { error: `${label} is te hoog.` });

/** A whole number of `unit` from 0 to `max`, or null: left empty in the form. */
const optionalCount = (label: string, unit: string, max: number) =>
  z
    .number({ error: `Vul de ${label} in hele ${unit} in.` })
    .int({ error: `Vul de ${label} in hele ${unit} in.` })
    .min(0, { error: `De ${label} kan niet negatief zijn.` })
    .max(max, { error: `De ${label} is hooguit ${max.toLocaleString('nl-NL')} ${unit}.` })
    .nullable()
    .default(null);

/** A positive number up to `max` (`label` as in "Vul {label} in."). */
const measure = (label: string, max: number) =>
  z
    .number({ error: `Vul ${label} in als getal.` })
    .positive({ error: `${label[0]?.toUpperCase()}${label.slice(1)} moet groter dan 0 zijn.` })
    .max(max, { error: `${label[0]?.toUpperCase()}${label.slice(1)} is hooguit ${max}.` });
const wholeMeasure = (label: string, max: number) =>
  measure(label, max).int({ error: `Vul ${label} in als heel getal.` });

/** A short required code, such as `het ontwerppunt` A-10/W35 or `het koudemiddel` R290. */
const shortCode = (noun: string, example: string) =>
  z
    .string()
    .trim()
    .min(1, { error: `Vul het ${noun} in, bijvoorbeeld ${example}.` })
    .max(20, { error: `Het ${noun} heeft hooguit 20 tekens.` });

/**
 * A heat pump's structured data as the back-office enters it (the one source for the filters,
 * compare, the calculator and the product page): every field required but W55 and SCOP 55.
 */
export const heatPumpInputSchema = strictObject({
  type: z.enum(HEAT_PUMP_TYPES, { error: 'Kies het type warmtepomp.' }),
  nominalKw: measure('het nominale vermogen', 500),
  capacityKw: measure('het vermogen bij het ontwerppunt', 500),
  capacity55Kw: measure('het vermogen bij 55 °C', 500).nullable().default(null),
  designCondition: shortCode('ontwerppunt', 'A-10/W35'),
  scop35: measure('de SCOP bij 35 °C', 10),
  scop55: measure('de SCOP bij 55 °C', 10).nullable().default(null),
  energyLabel: z.enum(ENERGY_LABELS, { error: 'Kies een energielabel.' }),
  soundPowerDb: measure('het geluidsvermogen', 150),
  warrantyYears: wholeMeasure('de garantie in jaren', 30),
  /** RVO's ISDE meldcode; empty (null) for a unit not on RVO's list. */
  meldcode: z
    .string({ error: MELDCODE_MESSAGE })
    .trim()
    .refine((text) => text === '' || normaliseMeldcode(text) !== null, { error: MELDCODE_MESSAGE })
    .transform((text) => (text === '' ? null : normaliseMeldcode(text)))
    .nullable()
    .default(null),
  phase: z.union([z.literal(1), z.literal(3)], { error: 'Kies 1-fase of 3-fase.' }),
  refrigerant: shortCode('koudemiddel', 'R290'),
  refrigerantGwp: z
    .number({ error: 'Vul de GWP in als heel getal.' })
    .int({ error: 'Vul de GWP in als heel getal.' })
    .min(0, { error: 'De GWP kan niet negatief zijn.' })
    .max(30_000, { error: 'De GWP is hooguit 30.000.' }),
  dimensionsMm: strictObject({
    height: wholeMeasure('de hoogte in mm', 5000),
    width: wholeMeasure('de breedte in mm', 5000),
    depth: wholeMeasure('de diepte in mm', 5000),
  }),
});
export type HeatPumpInput = z.input<typeof heatPumpInputSchema>;

/** A product's fields by their Dutch names, as the import's messages and the audit log say them. */
export const PRODUCT_FIELD_LABELS: Record<string, string> = {
  name: 'Naam',
  description: 'Omschrijving',
  modelNumber: 'Typenummer',
  category: 'Categorie',
  price: 'Adviesprijs',
  installateurPrijs: 'Installateursprijs',
  vatRate: 'Btw',
  warrantyMonths: 'Garantie',
  imageUrl: 'Afbeelding',
  specifications: 'Specificaties',
  stockQuantity: 'Voorraad',
  leadTimeDays: 'Levertijd',
  expectedDate: 'Verwacht',
  fitsWith: 'Past bij',
};

export const PRODUCT_DOCUMENT_LIMIT = 20;
export const FITS_WITH_LIMIT = 20;
export const SPECIFICATION_LIMIT = 40;

/** What the back-office sends to create or change a product; amounts are cents. */
export const productInputSchema = strictObject({
  name: lineText()
    .trim()
    .min(1, { error: 'Vul een naam in.' })
    .max(150, { error: 'Een naam heeft hooguit 150 tekens.' }),
  description: linesText().trim().max(5000, { error: 'De omschrijving is te lang.' }).default(''),
  modelNumber: lineText()
    .trim()
    .min(1, { error: 'Vul een typenummer in.' })
    .max(60, { error: 'Een typenummer heeft hooguit 60 tekens.' }),
  category: z.enum(CATEGORY_SLUGS, { error: 'Kies een categorie.' }),
  price: cents('de adviesprijs'),
  installateurPrijs: cents('de installateursprijs').nullable().default(null),
  vatRate: z
    .number()
    .refine((v) => (VAT_RATES as readonly number[]).includes(v), {
      error: 'Het btw-tarief is 0%, 9% of 21%.',
    })
    .default(21),
  warrantyMonths: z
    .number({ error: 'Vul de garantie in maanden in.' })
    .int({ error: 'Vul de garantie in hele maanden in.' })
    .min(0, { error: 'De garantie kan niet negatief zijn.' })
    .max(360, { error: 'De garantie is hooguit 360 maanden.' })
    .default(60),
  inStock: z.boolean().default(true),
  /**
   * Counted stock; empty (null) keeps the plain `inStock` flag. When counted, `inStock`
   * follows it (src-shared/domain/stock.ts).
   */
  stockQuantity: optionalCount('voorraad', 'stuks', 1_000_000),
  leadTimeDays: optionalCount('levertijd', 'werkdagen', 365),
  expectedDate: z.iso
    .date({ error: 'Vul de verwachte datum in als JJJJ-MM-DD.' })
    .nullable()
    .default(null),
  /** False: out of stock means not orderable (no `nalevering`). */
  backorderable: z.boolean().default(true),
  imageUrl: z
    .string()
    .trim()
    .max(500, { error: 'Dit adres is te lang.' })
    .refine((value) => value === '' || isProductLink(value), { error: PRODUCT_LINK_MESSAGE })
    .default(''),
  specifications: z
    .array(
      strictObject({
        key: lineText().trim().min(1, { error: 'Vul een naam voor de specificatie in.' }).max(80),
        value: lineText().trim().max(300, { error: 'Deze waarde is te lang.' }),
      }),
    )
    .max(SPECIFICATION_LIMIT, { error: `Hooguit ${SPECIFICATION_LIMIT} specificaties.` })
    .default([]),
  documents: z
    .array(
      strictObject({
        title: lineText().trim().min(1, { error: 'Geef het document een titel.' }).max(150),
        url: z
          .string()
          .trim()
          .min(1, { error: 'Vul het adres van het document in.' })
          .max(500, { error: 'Dit adres is te lang.' })
          .refine(isProductLink, { error: PRODUCT_LINK_MESSAGE }),
      }),
    )
    .max(PRODUCT_DOCUMENT_LIMIT, { error: `Hooguit ${PRODUCT_DOCUMENT_LIMIT} documenten.` })
    .default([]),
  /** Heat-pump data; null for a product that is no heat pump. */
  heatPump: heatPumpInputSchema.nullable().default(null),
  /** `Past bij`: ids of products that fit this one, checked to exist when saved. */
  fitsWith: z
    .array(
      z
        .string()
        .trim()
        .regex(/^[a-z0-9][a-z0-9-]{0,79}$/, {
          error: 'Een product-id heeft kleine letters, cijfers en streepjes.',
        }),
    )
    .max(FITS_WITH_LIMIT, { error: `Hooguit ${FITS_WITH_LIMIT} producten bij Past bij.` })
    .default([]),
});
export type ProductInput = z.input<typeof productInputSchema>;
export type ProductInputParsed = z.infer<typeof productInputSchema>;

export const adminProductQuerySchema = z.object({
  q: z.string().trim().max(100, { error: 'Zoek op hooguit 100 tekens.' }).optional(),
  status: z.enum(['actief', 'gearchiveerd', 'alle']).default('alle'),
});

export const archiveSchema = strictObject({ archived: z.boolean() });

export const uploadedFileSchema = z.object({ url: z.string(), contentType: z.string() });

/** The CSV import: every line checked first; nothing is written while any line is wrong. */
export const importRequestSchema = strictObject({
  csv: z
    .string()
    .min(1, { error: 'Het bestand is leeg.' })
    .max(2_000_000, { error: 'Het bestand is te groot (hooguit 2 MB).' }),
});
export const importLineSchema = z.object({
  line: z.number().int(),
  id: z.string(),
  name: z.string(),
  action: z.enum(['nieuw', 'bijwerken']),
  errors: z.array(z.string()),
});
export const importPreviewSchema = z.object({
  lines: z.array(importLineSchema),
  errors: z.array(z.string()),
  valid: z.boolean(),
});
export type ImportPreview = z.infer<typeof importPreviewSchema>;
export const importResultSchema = z.object({ created: z.number(), updated: z.number() });
