import { z } from 'zod';
import { OFFERTE_LINE_KINDS, STORED_OFFERTE_STATUSES } from '@shared/domain/offerte';
import { blankText, defineCollection, storedDate, type EntryOf } from './collection';

const storedLine = z.object({
  kind: z.enum(OFFERTE_LINE_KINDS),
  description: z.string(),
  quantity: z.number(),
  unitPriceCents: z.number().int(),
  vatRate: z.number().int(),
  productId: z.string().optional(),
});

/** What a version held when it was sent; kept when a change makes the next version. */
const storedVersion = z.object({
  version: z.number().int(),
  sentAt: storedDate.optional(),
  validUntil: z.string(),
  lines: z.array(storedLine),
  discountPercent: z.number(),
  totalInclVatCents: z.number().int(),
});

const answer = z.object({
  at: storedDate,
  version: z.number().int(),
  /** The homeowner's network address when answering (hashed nowhere: it is evidence). */
  address: z.string(),
});

/**
 * offertes/{id}: a company's offerte to its client. `status` never holds `verlopen`: that
 * follows from `validUntil` when read. `version` grows when a sent offerte is changed; the
 * earlier versions stay in `history`. `seen` is false while an acceptance is unread.
 */
export const offertes = defineCollection({
  name: 'offertes',
  schema: z.object({
    companyId: z.string(),
    ownerId: z.string(),
    number: z.string(),
    version: z.number().int().positive(),
    status: z.enum(STORED_OFFERTE_STATUSES),
    ...blankText('title', 'clientTitle'),
    clientId: z.string().optional(),
    ...blankText('clientName', 'clientAddress', 'clientEmail'),
    lines: z.array(storedLine),
    discountPercent: z.number().default(0),
    isdeEstimateCents: z.number().int().optional(),
    summary: z.string().default(''),
    /** `YYYY-MM-DD`: the last day the offerte can be accepted. */
    validUntil: z.string(),
    createdAt: storedDate,
    updatedAt: storedDate,
    sentAt: storedDate.optional(),
    /** `text`: the words the homeowner agreed to, as the page showed them (older: unknown). */
    acceptance: answer.extend({ name: z.string(), text: z.string().optional() }).optional(),
    rejection: answer.extend({ reason: z.string() }).optional(),
    history: z.array(storedVersion).default([]),
    seen: z.boolean().default(true),
    /** The order placed from the accepted offerte (by anyone of the firm): shown `Besteld`. */
    order: z.object({ id: z.string(), number: z.string() }).optional(),
  }),
});
export type StoredOfferte = EntryOf<typeof offertes>;

/**
 * offerteLinks/{sha256 of the token}: the homeowner's link to one version of an offerte. Only
 * the hash is stored, so the store never holds a working link; revoking deletes the document.
 */
export const offerteLinks = defineCollection({
  name: 'offerteLinks',
  schema: z.object({
    offerteId: z.string(),
    companyId: z.string(),
    version: z.number().int(),
    createdAt: storedDate,
  }),
});
