import { z } from 'zod';
import {
  CATEGORY_SLUGS,
  DEFAULT_VAT_RATE,
  DEFAULT_WARRANTY_MONTHS,
  PRODUCT_SORTS,
  VAT_RATES,
} from '../domain/rules';
import { isProductLink } from './product-link';
import { ENERGY_LABELS, accessorySpecSchema, heatPumpSpecSchema } from './heat-pump';

const cents = z.number().int().nonnegative();

/**
 * Links are checked on the way in (product-link.ts); a bad one stored earlier is dropped on
 * reading. Codecs, not transforms, so the typed collection can write the same shape back.
 */
const safeLink = z.codec(z.string(), z.string(), {
  decode: (url) => (isProductLink(url) ? url : ''),
  encode: (url) => url,
});
const documentLink = z.object({ title: z.string(), url: z.string() });
const safeDocuments = z.codec(z.array(documentLink), z.array(documentLink), {
  decode: (documents) => documents.filter((document) => isProductLink(document.url)),
  encode: (documents) => documents,
});

/** A product as the API returns it. Amounts are integer cents excl. btw. */
export const productSchema = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  description: z.string(),
  price: cents,
  installateurPrijs: cents.optional(),
  /** A stored link that is not `https:` or the portal's own is never passed on. */
  imageUrl: safeLink,
  modelNumber: z.string(),
  category: z.string(),
  specifications: z.record(z.string(), z.string()),
  inStock: z.boolean(),
  /** EAN / GTIN barcode, where the supplier gives one: scanned at the counter and in quick order. */
  ean: z.string().optional(),
  /**
   * Stock and lead time (the ordering issue owns their rules). Absent on products entered before
   * they existed: then `inStock` alone speaks.
   */
  stockQuantity: z.number().int().nonnegative().optional(),
  /** Working days from order to dispatch when in stock (or from arrival when backordered). */
  leadTimeDays: z.number().int().nonnegative().optional(),
  /** When an out-of-stock product is expected back, as YYYY-MM-DD. */
  expectedDate: z.string().optional(),
  /** False when an out-of-stock product may not be ordered as a backorder (`nalevering`). */
  backorderable: z.boolean().optional(),
  vatRate: z
    .number()
    .refine((v) => (VAT_RATES as readonly number[]).includes(v))
    .default(DEFAULT_VAT_RATE),
  createdAt: z.string(),
  documents: safeDocuments.default([]),
  warrantyMonths: z.number().int().min(0).default(DEFAULT_WARRANTY_MONTHS),
  /** Archived products leave the public catalogue; orders keep referring to them. */
  archived: z.boolean().default(false),
  /** Structured data of a heat pump (capacity, SCOP, label, …), for the calculator. */
  heatPump: heatPumpSpecSchema.optional(),
  /** What an accessory does in an installation, for the calculator's advice. */
  accessory: accessorySpecSchema.optional(),
  /** Products that fit this one (`Past bij` on its page), by id, as the back-office sets them. */
  fitsWith: z.array(z.string()).optional(),
});
export type Product = z.infer<typeof productSchema>;

/**
 * A line to put in the cart again, with its product as the catalogue has it now (null: no
 * longer sold): what the offerte's `Bestellen` and an order's `Opnieuw bestellen` answer, for
 * all their lines in one request.
 */
export const productNowLineSchema = z.object({
  productId: z.string(),
  quantity: z.number(),
  product: productSchema.nullable(),
});
export type ProductNowLine = z.infer<typeof productNowLineSchema>;

export const productListSchema = z.object({
  items: z.array(productSchema),
  total: z.number().int().nonnegative(),
  /** Counted up to `total` only: there are more matches (a broad search at scale). */
  atLeast: z.boolean().optional(),
});
export type ProductList = z.infer<typeof productListSchema>;

export const productListQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  category: z.enum(CATEGORY_SLUGS).optional(),
  /** Several categories at once, comma separated (the heat pump page). */
  categories: z
    .string()
    .transform((value) => value.split(',').filter(Boolean))
    .pipe(z.array(z.enum(CATEGORY_SLUGS)))
    .optional(),
  inStock: z.enum(['true', 'false']).optional(),
  /**
   * Technical filters on heat pumps (issue 21, item 7); they live in the page's URL under these
   * names. Capacity is the nominal power (`heatPump.nominalKw`); source follows the type
   * (bodem-water = bodem, every other type = lucht).
   */
  minKw: z.coerce.number().min(0).max(1000).optional(),
  maxKw: z.coerce.number().min(0).max(1000).optional(),
  phase: z.enum(['1', '3']).optional(),
  maxSoundDb: z.coerce.number().min(0).max(200).optional(),
  energyLabel: z.enum(ENERGY_LABELS).optional(),
  /** This energy label or better (`A++`: A++ and A+++). */
  minEnergyLabel: z.enum(ENERGY_LABELS).optional(),
  refrigerant: z.string().trim().max(20).optional(),
  source: z.enum(['lucht', 'bodem']).optional(),
  sort: z.enum(PRODUCT_SORTS).default('naam'),
  limit: z.coerce.number().int().min(1).max(200).default(60),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});
export type ProductListQuery = z.infer<typeof productListQuerySchema>;
