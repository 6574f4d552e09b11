import type { OrderStatus } from '@shared/domain/rules';
import type { Buyer, Order, Reorder } from '@shared/schemas/order';
import type { Page, PageQuery } from '@shared/schemas/page';
import { orders, publicOrder } from '../collections/orders';
import { orderNotFound } from '../collections/orders';
import { users, type StoredUser } from '../collections/users';
import type { Storage } from '../storage/port';
import { withProductsNow } from '../catalogue/products-now';
import { buyerOf } from '../parties/buyer';
import { whereEquals } from '../collections/collection';
import { companyPage, companyRecord, placerOf } from '../policy/company-records';

/** An order as the order pages answer it: always with the buyer. */
export type OrderWithBuyer = Order & { buyer: Buyer };

/**
 * The order with its buyer snapshot. Orders placed before placement stored the snapshot have
 * none: for those the buyer's current profile stands in, the best that is known.
 */
export function withBuyer(order: Order, profile: StoredUser | null): OrderWithBuyer {
  return { ...order, buyer: order.buyer ?? buyerOf(profile, null) };
}

/** One page of the orders of the user's company, newest first, optionally of one status. */
export async function orderPageOf(
  storage: Storage,
  uid: string,
  status: OrderStatus | undefined,
  page: PageQuery,
): Promise<Page<OrderWithBuyer>> {
  const { items, nextCursor } = await companyPage(storage, uid, page, {
    collection: orders,
    action: 'bestellingen_inzien',
    where: whereEquals('status', status),
  });
  // A profile is read only for an order that predates the buyer snapshot: its placer's.
  const profiles = new Map<string, StoredUser | null>();
  for (const order of items) {
    if (!order.buyer && !profiles.has(order.userId)) {
      profiles.set(order.userId, await users.on(storage).get(order.userId));
    }
  }
  return {
    items: items.map((order) => withBuyer(publicOrder(order), profiles.get(order.userId) ?? null)),
    nextCursor,
  };
}

/** An order of the user's company; another company's is "not found": ids reveal nothing. */
export async function orderOf(
  storage: Storage,
  uid: string,
  orderId: string,
): Promise<OrderWithBuyer> {
  const { record: stored } = await companyRecord(storage, uid, orders, orderId, {
    action: 'bestellingen_inzien',
    notFound: orderNotFound,
    madeBy: placerOf,
  });
  const profile = stored.buyer ? null : await users.on(storage).get(stored.userId);
  return withBuyer(publicOrder(stored), profile);
}

/**
 * `Opnieuw bestellen`: the order's lines with their products as the catalogue has them now
 * (null: no longer sold), for the cart in one request; whoever may see the order may ask.
 */
export async function reorderLines(
  storage: Storage,
  uid: string,
  orderId: string,
): Promise<Reorder> {
  const { record } = await companyRecord(storage, uid, orders, orderId, {
    action: 'bestellingen_inzien',
    notFound: orderNotFound,
    madeBy: placerOf,
  });
  const lines = record.lines.map(({ productId, name, quantity }) => ({
    productId,
    name,
    quantity,
  }));
  return { lines: await withProductsNow(storage, lines) };
}
