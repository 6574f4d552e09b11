import { z } from 'zod';
import { MAX_LINE_QUANTITY } from '../domain/rules';
import { productSchema } from '../schemas/product';

/**
 * A cart line: a copy of the product plus a quantity. In the copy, `price` holds the
 * installer price when the product has one, else the normal price (docs/domain-rules.md,
 * "Price a user pays").
 */
export const cartItemSchema = productSchema.extend({
  quantity: z.number().int().min(1).max(MAX_LINE_QUANTITY),
});
export type CartItem = z.infer<typeof cartItemSchema>;

export const MAX_CART_LINES = 500;
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
