import { isoMoment } from '@shared/domain/dates';
import type { CartSyncRequest } from '@shared/cart/cart-schema';
import { toCartItem } from '@shared/cart/cart';
import {
  mergeCarts,
  settled,
  type CartCopy,
  type StampedItem,
  type StampedLine,
  type SyncedCart,
} from '@shared/cart/cart-sync';
import { carts, type StoredCart } from '../collections/carts';
import { products } from '../collections/products';
import { pickFields } from '../collections/record-fields';
import type { Clock } from '../env';
import { memberOf } from '../policy/access';
import type { Storage } from '../storage/port';

/**
 * The signed-in user's cart on the server (docs/domain-rules.md, "Cart"): one per user, read
 * and written only with that user's own token (there is no id in the address to guess), and
 * only while the user is in the firm it was kept for.
 */

type ServerCart = CartCopy<StampedLine>;

/**
 * The request as a cart to merge. The stamps are the devices' clocks: a device whose clock is
 * wrong may win or lose a change it should not, but a line is never doubled.
 */
function requestCart(request: CartSyncRequest): ServerCart {
  return {
    items: request.lines.map(({ productId, ...line }) => ({ id: productId, ...line })),
    removed: request.removed,
    job: request.job,
  };
}

function keptCart(stored: StoredCart | null, companyId: string): ServerCart {
  if (!stored || stored.companyId !== companyId) return { items: [], removed: [], job: null };
  return {
    items: stored.lines.map(({ productId, ...line }) => ({ id: productId, ...line })),
    removed: stored.removed.map(({ productId, changedAt }) => ({ id: productId, changedAt })),
    job: stored.job,
  };
}

/**
 * The cart with each line's product as the catalogue has it now, at the price the user saw
 * (the quote shows today's and says when it changed, and flags what cannot be ordered). A
 * product that no longer exists answers as removed, so the devices drop it too.
 */
async function answer(storage: Storage, cart: ServerCart): Promise<SyncedCart> {
  const found = await products.on(storage).getMany(cart.items.map((item) => item.id));
  const items: StampedItem[] = [];
  const removed = [...cart.removed];
  cart.items.forEach((item, index) => {
    const product = found[index];
    if (product) {
      items.push({
        ...toCartItem(product, item.quantity),
        price: item.price,
        changedAt: item.changedAt,
      });
    } else removed.push({ id: item.id, changedAt: item.changedAt });
  });
  return { items, removed, job: cart.job };
}

export async function getCart(storage: Storage, uid: string): Promise<SyncedCart> {
  const [member, stored] = await Promise.all([memberOf(storage, uid), carts.on(storage).get(uid)]);
  return answer(storage, keptCart(stored, member.companyId));
}

/**
 * Merges a device's copy into the user's cart, line by line (the later change wins, nothing is
 * added up), and answers the merged cart. Read and written in one transaction, so two devices
 * syncing at once both end up in it.
 */
export async function syncCart(
  storage: Storage,
  clock: Clock,
  uid: string,
  request: CartSyncRequest,
): Promise<SyncedCart> {
  const now = clock.now();
  const member = await memberOf(storage, uid);
  const merged = await storage.transaction(async (tx) => {
    const stored = await carts.in(tx).get(uid);
    const cart = mergeCarts(keptCart(stored, member.companyId), requestCart(request));
    const kept = settled(cart, now);
    carts.in(tx).set(uid, {
      companyId: member.companyId,
      lines: kept.items.map((item) => ({
        productId: item.id,
        ...pickFields(item, 'quantity', 'price', 'changedAt'),
      })),
      removed: kept.removed.map(({ id, changedAt }) => ({ productId: id, changedAt })),
      job: kept.job,
      updatedAt: isoMoment(now),
    });
    return kept;
  });
  return answer(storage, merged);
}
