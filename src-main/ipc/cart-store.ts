import { parseKeptCart } from '@shared/cart/cart-schema';
import { isBlankCart, type SyncedCart } from '@shared/cart/cart-sync';
import type { KeyValueStore } from '../store/key-value-store';
import type { CartStore } from './handlers';

export type { KeyValueStore } from '../store/key-value-store';

/** All carts, one per user id, under one key (ids never become dotted key paths). */
export const CARTS_KEY = 'carts';
/** Before carts were kept per user there was one cart for whoever logged in; it is dropped. */
const LEGACY_CART_KEY = 'cart';

function cartsOf(store: KeyValueStore): Record<string, unknown> {
  const carts = store.get(CARTS_KEY);
  return carts && typeof carts === 'object' && !Array.isArray(carts)
    ? (carts as Record<string, unknown>)
    : {};
}

/**
 * The desktop copies of carts, kept by electron-store, one per user so the next user at a
 * shared PC never sees (or orders) the previous user's cart. What is read back is validated
 * again; a copy kept before carts were stamped still reads.
 */
export function createCartStore(store: KeyValueStore): CartStore {
  store.delete?.(LEGACY_CART_KEY);
  return {
    load(owner) {
      return parseKeptCart(cartsOf(store)[owner]);
    },
    save(owner, cart: SyncedCart) {
      const others = Object.entries(cartsOf(store)).filter(([id]) => id !== owner);
      store.set(
        CARTS_KEY,
        Object.fromEntries(isBlankCart(cart) ? others : [...others, [owner, cart]]),
      );
    },
  };
}
