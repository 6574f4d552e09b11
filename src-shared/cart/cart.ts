import { z } from 'zod';
import { MAX_LINE_QUANTITY } from '../domain/rules';
import { productSchema, type Product } from '../schemas/product';

/**
 * A cart line: a copy of the product plus a quantity. In the copy, `price` holds the
 * installer price when the product has one, else the normal price (specification §3).
 */
export const cartItemSchema = productSchema.extend({
  quantity: z.number().int().min(1).max(MAX_LINE_QUANTITY),
});
export type CartItem = z.infer<typeof cartItemSchema>;

export const MAX_CART_LINES = 500;
export const cartItemsSchema = z.array(cartItemSchema).max(MAX_CART_LINES);

function clampQuantity(quantity: number): number {
  return Math.min(Math.trunc(quantity), MAX_LINE_QUANTITY);
}

export function toCartItem(product: Product, quantity: number): CartItem {
  return {
    ...product,
    price: product.installateurPrijs ?? product.price,
    quantity: clampQuantity(quantity),
  };
}

/** Adding a product already in the cart raises its quantity; otherwise a line is appended. */
export function addItem(items: readonly CartItem[], product: Product, quantity = 1): CartItem[] {
  if (quantity <= 0) return [...items];
  const existing = items.find((item) => item.id === product.id);
  if (!existing) return [...items, toCartItem(product, quantity)];
  return items.map((item) =>
    item.id === product.id ? { ...item, quantity: clampQuantity(item.quantity + quantity) } : item,
  );
}

/** Setting a quantity of 0 or less removes the line. */
export function updateQuantity(
  items: readonly CartItem[],
  productId: string,
  quantity: number,
): CartItem[] {
  if (quantity <= 0) return removeItem(items, productId);
  return items.map((item) =>
    item.id === productId ? { ...item, quantity: clampQuantity(quantity) } : item,
  );
}

export function removeItem(items: readonly CartItem[], productId: string): CartItem[] {
  return items.filter((item) => item.id !== productId);
}

/** Sum of price × quantity over all lines, in cents. */
export function cartTotal(items: readonly CartItem[]): number {
  return items.reduce((sum, item) => sum + item.price * item.quantity, 0);
}

/** Sum of quantities over all lines. */
export function cartCount(items: readonly CartItem[]): number {
  return items.reduce((sum, item) => sum + item.quantity, 0);
}

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
