import type { CartRemote } from './cart-context';

/**
 * The server's copy of the cart, loaded with its API client and TanStack Query only once a
 * user is signed in: a visitor's first page carries neither.
 */
export const lazyServerCart: CartRemote = {
  watch(owner, onCart) {
    let active = true;
    let stop: (() => void) | undefined;
    void import('./api/sync-cart').then(({ serverCart }) => {
      if (active) stop = serverCart.watch(owner, onCart);
    });
    return () => {
      active = false;
      stop?.();
    };
  },
  push: (owner, cart) =>
    import('./api/sync-cart').then(({ serverCart }) => serverCart.push(owner, cart)),
};
