import { z } from 'zod';
import { DOCUMENT_ID_PATTERN } from '../domain/ids';
import { optionalTextFields, textFields } from './answer-fields';
import { businessDetailsSchema } from './business-details';
import {
  OFFERTE_LINE_KINDS,
  OFFERTE_RULES,
  OFFERTE_STATUSES,
  VAT_RATES,
  type VatRate,
} from '../domain/offerte';
import { lineText, linesText } from './plain-text';
import { productNowLineSchema } from './product';
import { vatTotalsCentsSchema } from './vat-totals';

const documentId = (message: string) =>
  z.string({ error: message }).regex(DOCUMENT_ID_PATTERN, { error: message });

/** One line as the installer types it; prices are consumer prices excl. btw, in cents. */
export const offerteLineInputSchema = z.object({
  kind: z
    .enum(OFFERTE_LINE_KINDS, { error: 'Kies product, arbeid of een vrije regel.' })
    .default('vrij'),
  description: lineText({ error: 'Vul een omschrijving in.' })
    .trim()
    .min(1, { error: 'Vul een omschrijving in.' })
    .max(200, { error: 'Een omschrijving heeft hooguit 200 tekens.' }),
  quantity: z
    .number({ error: 'Geef het aantal als getal.' })
    .positive({ error: 'Het aantal moet groter zijn dan 0.' })
    .max(9999, { error: 'Het aantal is hoogstens 9999.' })
    .refine((value) => Number.isInteger(value * 100), {
      error: 'Geef het aantal met hooguit 2 decimalen.',
    }),
  unitPriceCents: z
    .number({ error: 'Geef een prijs.' })
    .int({ error: 'Geef de prijs in hele centen.' })
    .min(0, { error: 'Een prijs kan niet negatief zijn.' })
    .max(100_000_000, { error: 'Deze prijs is te hoog.' }),
  vatRate: z
    .number({ error: 'Kies een btw-tarief.' })
    .refine((rate): rate is VatRate => (VAT_RATES as readonly number[]).includes(rate), {
      error: 'Het btw-tarief is 21%, 9% of 0%.',
    })
    .default(OFFERTE_RULES.defaultVatRate),
  productId: documentId('Dit product bestaat niet.').optional(),
});
export type OfferteLineInput = z.input<typeof offerteLineInputSchema>;
export type OfferteLine = z.output<typeof offerteLineInputSchema>;

const day = z.iso.date({ error: 'Geef een datum als JJJJ-MM-DD.' });

/** `PUT /api/offertes/:id`: the whole editable offerte. */
export const saveOfferteSchema = z.object({
  clientId: documentId('Kies een klant uit de lijst.').optional(),
  /** The installer's own name for the offerte, in their lists; the client never sees it. */
  title: lineText()
    .trim()
    .max(200, { error: 'De interne naam heeft hooguit 200 tekens.' })
    .default(''),
  /** The title the client sees on the page, in the mail and in the PDF. */
  clientTitle: lineText()
    .trim()
    .max(200, { error: 'De titel voor de klant heeft hooguit 200 tekens.' })
    .default(''),
  lines: z
    .array(offerteLineInputSchema, { error: 'Geef de regels als lijst.' })
    .max(OFFERTE_RULES.maxLines, {
      error: `Een offerte heeft hooguit ${OFFERTE_RULES.maxLines} regels.`,
    }),
  discountPercent: z
    .number({ error: 'Geef de korting als getal.' })
    .min(0, { error: 'De korting is minstens 0%.' })
    .max(100, { error: 'De korting is hoogstens 100%.' })
    .default(0),
  validUntil: day,
  isdeEstimateCents: z.number().int().min(0).max(10_000_000).optional(),
  summary: linesText()
    .trim()
    .max(2000, { error: 'De toelichting heeft hooguit 2000 tekens.' })
    .default(''),
});
export type SaveOfferteRequest = z.output<typeof saveOfferteSchema>;
export type SaveOfferteInput = z.input<typeof saveOfferteSchema>;

/** `POST /api/offertes`: blank, from a saved calculation, or from the cart's products. */
export const createOfferteSchema = z.discriminatedUnion(
  'from',
  [
    z.object({
      from: z.literal('blanco'),
      clientId: documentId('Kies een klant uit de lijst.').optional(),
    }),
    z.object({
      from: z.literal('berekening'),
      calculationId: documentId('Deze berekening bestaat niet.'),
    }),
    z.object({
      from: z.literal('winkelwagen'),
      clientId: documentId('Kies een klant uit de lijst.').optional(),
      lines: z
        .array(
          z.object({
            productId: documentId('Dit product bestaat niet.'),
            quantity: z.number().int().min(1).max(999),
          }),
        )
        .min(1, { error: 'De winkelwagen is leeg.' })
        .max(OFFERTE_RULES.maxLines),
    }),
  ],
  { error: 'Kies waar de offerte van uitgaat: blanco, een berekening of de winkelwagen.' },
);
export type CreateOfferteRequest = z.infer<typeof createOfferteSchema>;

const pricedLineSchema = z.object({
  kind: z.enum(OFFERTE_LINE_KINDS),
  description: z.string(),
  quantity: z.number(),
  unitPriceCents: z.number(),
  vatRate: z.number(),
  productId: z.string().optional(),
  totalExclVatCents: z.number(),
});

/** What the company's view of an offerte and the homeowner's view both show, alike. */
const sharedOfferteFields = {
  ...textFields('number', 'title', 'summary', 'validUntil'),
  version: z.number(),
  totals: vatTotalsCentsSchema,
  isdeEstimateCents: z.number().optional(),
};

/** An offerte as its own company sees it. */
export const offerteSchema = z.object({
  ...sharedOfferteFields,
  id: z.string(),
  status: z.enum(OFFERTE_STATUSES),
  clientId: z.string().optional(),
  ...textFields('clientTitle', 'clientName', 'clientAddress', 'clientEmail'),
  lines: z.array(pricedLineSchema),
  discountPercent: z.number(),
  ...textFields('createdAt', 'updatedAt'),
  sentAt: z.string().optional(),
  linkActive: z.boolean(),
  acceptance: z.object({ name: z.string(), at: z.string(), version: z.number() }).optional(),
  rejection: z.object({ reason: z.string(), at: z.string(), version: z.number() }).optional(),
  /** The order placed from it once accepted: the offerte then shows `Besteld`. */
  order: z.object({ id: z.string(), number: z.string() }).optional(),
  /** Earlier sent versions, readable, never acceptable. */
  history: z.array(
    z.object({
      version: z.number(),
      sentAt: z.string().optional(),
      validUntil: z.string(),
      totalInclVatCents: z.number(),
    }),
  ),
});
export type Offerte = z.infer<typeof offerteSchema>;

export const offerteListItemSchema = offerteSchema
  .pick({
    id: true,
    number: true,
    version: true,
    status: true,
    title: true,
    clientName: true,
    validUntil: true,
    updatedAt: true,
    order: true,
  })
  .extend({ totalInclVatCents: z.number() });
export type OfferteListItem = z.infer<typeof offerteListItemSchema>;

export const offerteListQuerySchema = z.object({
  status: z.enum(OFFERTE_STATUSES, { error: 'Kies een bestaande status.' }).optional(),
  clientId: documentId('Deze klant bestaat niet.').optional(),
});

/** `POST /api/offertes/:id/versturen`: the homeowner's link, shown once. */
export const sentOfferteSchema = z.object({ offerte: offerteSchema, link: z.string() });

/** Accepted offertes the company has not looked at yet (the marker in the menu). */
export const offerteNewsSchema = z.object({ accepted: z.number() });

/** `POST /api/offerte-links/:token/akkoord`. */
export const acceptOfferteSchema = z.object({
  name: lineText({ error: 'Vul uw naam in.' })
    .trim()
    .min(2, { error: 'Vul uw naam in.' })
    .max(120, { error: 'Een naam heeft hooguit 120 tekens.' }),
  agree: z.literal(true, {
    error: 'Vink aan dat u akkoord gaat met de offerte en de voorwaarden.',
  }),
});
export type AcceptOfferteRequest = z.infer<typeof acceptOfferteSchema>;

/** `POST /api/offerte-links/:token/afwijzen`. */
export const rejectOfferteSchema = z.object({
  reason: linesText()
    .trim()
    .max(1000, { error: 'Een reden heeft hooguit 1000 tekens.' })
    .default(''),
});

/**
 * The homeowner's view: consumer prices incl. btw and the installer's public details only;
 * never a trade price, purchase price, margin or discount (tests check the answer for them).
 */
export const publicOfferteSchema = z.object({
  ...sharedOfferteFields,
  state: z.enum(['open', 'geaccepteerd', 'afgewezen', 'verlopen', 'vervangen']),
  installer: businessDetailsSchema
    .pick({
      address: true,
      kvkNumber: true,
      btwId: true,
      iban: true,
      phone: true,
      email: true,
      website: true,
      logoUrl: true,
    })
    .extend({ name: z.string() }),
  client: z.object({ name: z.string(), address: z.string() }),
  lines: z.array(
    z.object({
      description: z.string(),
      quantity: z.number(),
      vatRate: z.number(),
      unitInclVatCents: z.number(),
      totalInclVatCents: z.number(),
    }),
  ),
  ...textFields('terms', 'date'),
  ...optionalTextFields('acceptedBy', 'answeredAt'),
});
export type PublicOfferte = z.infer<typeof publicOfferteSchema>;

export type OfferteStatusFilter = z.infer<typeof offerteListQuerySchema>;

/**
 * `GET /api/offertes/:id/bestellen`: the accepted offerte's products for the cart (null: no
 * longer in the catalogue), with its client and the client's address for checkout.
 */
export const offerteOrderSchema = z.object({
  number: z.string(),
  clientId: z.string().optional(),
  clientName: z.string(),
  address: z.string().default(''),
  lines: z.array(productNowLineSchema),
});
export type OfferteOrder = z.infer<typeof offerteOrderSchema>;
