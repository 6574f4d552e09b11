import { apiRequest } from '@/lib/api-client';
import { loadedQueryClient, loadQueries } from '@/lib/lazy-queries';
import { meKey } from '@/lib/query-keys';
import type { CartSyncRequest } from '@shared/cart/cart-schema';
import type { SyncedCart } from '@shared/cart/cart-sync';
import type { CartRemote } from '../cart-context';

/**
 * The signed-in user's cart on the server (docs/domain-rules.md, "Cart"). Under `me`: it is
 * the user's own, and signing out removes it with everything else of theirs.
 */
export const serverCartKey = (owner: string) => [...meKey, 'winkelwagen', owner] as const;

/** How often an open page asks for the cart, so another device's change shows within seconds. */
export const CART_POLL_MS = 3_000;

async function cartSchema() {
  // zod only once a signed-in user's cart is asked for: a visitor's first page goes without.
  const { syncedCartSchema } = await import('@shared/cart/cart-schema');
  return syncedCartSchema;
}

export async function getServerCart(signal?: AbortSignal): Promise<SyncedCart> {
  return apiRequest('/api/cart', { schema: await cartSchema(), auth: true, signal });
}

/** What the server is sent: each line's product, quantity, seen price and stamp. */
export function syncRequestOf(cart: SyncedCart): CartSyncRequest {
  return {
    lines: cart.items.map((item) => ({
      productId: item.id,
      quantity: item.quantity,
      price: item.price,
      changedAt: item.changedAt,
    })),
    removed: cart.removed,
    job: cart.job,
  };
}

/** Merges this device's copy into the server's cart; answers the merged cart. */
export async function putServerCart(cart: SyncedCart): Promise<SyncedCart> {
  return apiRequest('/api/cart', {
    schema: await cartSchema(),
    method: 'PUT',
    body: syncRequestOf(cart),
    auth: true,
  });
}

/**
 * The cart on the server as the provider follows it: asked every few seconds while the page
 * is in view and again when it comes back into view or online, so a change on another device
 * shows within seconds. Offline it waits (the copy on this device carries on).
 */
export const serverCart: CartRemote = {
  watch(owner, onCart) {
    let active = true;
    let stop: (() => void) | undefined;
    void loadQueries().then(({ observeQuery }) => {
      if (!active) return;
      stop = observeQuery<SyncedCart>(
        {
          queryKey: serverCartKey(owner),
          queryFn: ({ signal }) => getServerCart(signal),
          staleTime: 0,
          refetchInterval: CART_POLL_MS,
          refetchOnWindowFocus: 'always',
          networkMode: 'online',
          retry: false,
        },
        (result) => {
          if (result.data) onCart(result.data);
        },
      );
    });
    return () => {
      active = false;
      stop?.();
    };
  },
  async push(owner, cart) {
    const merged = await putServerCart(cart);
    loadedQueryClient()?.setQueryData(serverCartKey(owner), merged);
  },
};
