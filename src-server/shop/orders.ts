import type { OrderStatus } from '@shared/domain/rules';
import type { Buyer, Order } from '@shared/schemas/order';
import type { Page, PageQuery } from '@shared/schemas/page';
import { orders, publicOrder } from '../collections/orders';
import { ApiError } from '../errors';
import { users, type StoredUser } from '../collections/users';
import type { Storage } from '../storage/port';
import { buyerOf } from './buyer';

/** An order as the order pages answer it: always with the buyer. */
export type OrderWithBuyer = Order & { buyer: Buyer };

/**
 * The order with its buyer snapshot. Orders placed before placement stored the snapshot have
 * none: for those the buyer's current profile stands in, the best that is known.
 */
export function withBuyer(order: Order, profile: StoredUser | null): OrderWithBuyer {
  return { ...order, buyer: order.buyer ?? buyerOf(profile) };
}

export const orderNotFound = () =>
  new ApiError(404, 'bestelling_niet_gevonden', 'Deze bestelling bestaat niet.');

/** One page of a user's orders, newest first, optionally of one status. */
export async function orderPageOf(
  storage: Storage,
  uid: string,
  status: OrderStatus | undefined,
  page: PageQuery,
): Promise<Page<OrderWithBuyer>> {
  const { items, nextCursor } = await orders.on(storage).page(
    {
      where: [
        { field: 'userId', op: '==', value: uid },
        ...(status ? [{ field: 'status' as const, op: '==' as const, value: status }] : []),
      ],
      orderBy: [{ field: 'createdAt', direction: 'desc' }],
    },
    page,
  );
  // The profile is read only when an order on this page predates the buyer snapshot.
  const profile = items.some((order) => !order.buyer) ? await users.on(storage).get(uid) : null;
  return { items: items.map((order) => withBuyer(publicOrder(order), profile)), nextCursor };
}

/** A user's own order; another user's order is "not found", so ids reveal nothing. */
export async function orderOf(
  storage: Storage,
  uid: string,
  orderId: string,
): Promise<OrderWithBuyer> {
  const stored = await orders.on(storage).get(orderId);
  if (stored?.userId !== uid) throw orderNotFound();
  const profile = stored.buyer ? null : await users.on(storage).get(uid);
  return withBuyer(publicOrder(stored), profile);
}
