import { z } from 'zod';
import { strictObject } from '../contact-fields';
import { isProductLink, PRODUCT_LINK_MESSAGE } from '../product-link';
import { CATEGORY_SLUGS, VAT_RATES } from '../../domain/rules';
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

export const PRODUCT_DOCUMENT_LIMIT = 20;
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
      error: 'Het btw-tarief is 0, 9 of 21 %.',
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
