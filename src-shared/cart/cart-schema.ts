import { z } from 'zod';
import { DOCUMENT_ID_PATTERN } from '../domain/ids';
import { OFFERTE_NUMBER_PATTERN } from '../domain/offerte';
import { DELIVERY_METHODS, MAX_LINE_QUANTITY } from '../domain/rules';
import { lineText, linesText } from '../schemas/plain-text';
import { productSchema } from '../schemas/product';
import { EMPTY_SYNCED_CART, MAX_CART_LINES, UNSTAMPED, type SyncedCart } from './cart-sync';

export { MAX_CART_LINES } from './cart-sync';

/**
 * A cart line: a copy of the product plus a quantity. In the copy, `price` holds the
 * installer price when the product has one, else the normal price (docs/domain-rules.md,
 * "Price a user pays").
 */
export const cartItemSchema = productSchema.extend({
  quantity: z.number().int().min(1).max(MAX_LINE_QUANTITY),
});
export type CartItem = z.infer<typeof cartItemSchema>;

export const cartItemsSchema = z.array(cartItemSchema).max(MAX_CART_LINES);

/** Reads a stored cart; anything that is not a valid cart gives an empty cart. */
export function parseStoredCart(raw: unknown): CartItem[] {
  let value = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw);
    } catch {
      return [];
    }
  }
  const parsed = cartItemsSchema.safeParse(value);
  return parsed.success ? parsed.data : [];
}

const stamp = z.iso.datetime({ offset: true, error: 'Geen geldig tijdstip.' });
const productId = z.string().regex(DOCUMENT_ID_PATTERN, { error: 'Dit product bestaat niet.' });

/** The job a cart is for, as checkout takes it over (the same limits as an order's fields). */
export const cartJobSchema = z.strictObject({
  delivery: z.enum(DELIVERY_METHODS).optional(),
  address: linesText().trim().max(300).optional(),
  reference: lineText().trim().max(80).optional(),
  notes: linesText().trim().max(1000).optional(),
  clientId: z.string().regex(DOCUMENT_ID_PATTERN, { error: 'Deze klant bestaat niet.' }).optional(),
  clientName: lineText().trim().max(200).optional(),
  offerteNumber: z
    .string()
    .regex(OFFERTE_NUMBER_PATTERN, { error: 'Dit offertenummer bestaat niet.' })
    .optional(),
});
export const stampedJobSchema = z.object({ at: stamp, job: cartJobSchema.nullable() });

const removalsSchema = z
  .array(z.object({ id: productId, changedAt: stamp }))
  .max(MAX_CART_LINES, { error: `Hooguit ${MAX_CART_LINES} verwijderde regels.` });

/**
 * What a device sends to merge into the user's cart on the server: each line's product, its
 * quantity, the base price the user saw (shown beside the current one when they differ; the
 * server prices every order again) and when it last changed.
 */
export const cartSyncRequestSchema = z.strictObject({
  lines: z
    .array(
      z.strictObject({
        productId,
        quantity: z
          .number()
          .int({ error: 'Geef een geheel aantal.' })
          .min(1, { error: 'Het aantal moet minstens 1 zijn.' })
          .max(MAX_LINE_QUANTITY, { error: `Hooguit ${MAX_LINE_QUANTITY} per regel.` }),
        price: z.number().int().nonnegative().max(100_000_000),
        changedAt: stamp,
      }),
    )
    .max(MAX_CART_LINES, { error: `Hooguit ${MAX_CART_LINES} regels in de winkelwagen.` }),
  removed: removalsSchema,
  job: stampedJobSchema.nullable(),
});
export type CartSyncRequest = z.infer<typeof cartSyncRequestSchema>;

/** The user's cart as the server answers it: each line with the product as it is now. */
export const syncedCartSchema = z.object({
  items: z.array(cartItemSchema.extend({ changedAt: stamp })).max(MAX_CART_LINES),
  removed: removalsSchema,
  job: stampedJobSchema.nullable(),
});

/**
 * Reads a device's kept copy: the stamped cart, or a plain list of lines kept before carts
 * were stamped (its lines get the oldest stamp). Anything else is an empty cart.
 */
export function parseKeptCart(raw: unknown): SyncedCart {
  let value = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw);
    } catch {
      return EMPTY_SYNCED_CART;
    }
  }
  if (Array.isArray(value)) {
    return {
      ...EMPTY_SYNCED_CART,
      items: parseStoredCart(value).map((item) => ({ ...item, changedAt: UNSTAMPED })),
    };
  }
  const parsed = syncedCartSchema.safeParse(value);
  return parsed.success ? parsed.data : EMPTY_SYNCED_CART;
}
