import { cartItemsSchema, type CartItem } from '@shared/cart/cart-schema';
import type { CartStore } from './handlers';

/** The part of electron-store the cart uses. */
export interface KeyValueStore {
  get(key: string): unknown;
  set(key: string, value: unknown): void;
}

export const CART_KEY = 'cart';

/** The desktop cart, kept by electron-store; what is read back is validated again. */
export function createCartStore(store: KeyValueStore): CartStore {
  return {
    load() {
      const parsed = cartItemsSchema.safeParse(store.get(CART_KEY));
      return parsed.success ? parsed.data : [];
    },
    save(items: CartItem[]) {
      store.set(CART_KEY, items);
    },
  };
}
