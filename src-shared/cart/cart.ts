import { MAX_LINE_QUANTITY } from '../domain/keys';
import type { Product } from '../schemas/product';
import type { CartItem } from './cart-schema';

// The rules are free of zod, so the first page of the web app does not load it.
export type { CartItem } from './cart-schema';

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
