import { z } from 'zod';
import type { OrderStatus } from '@shared/domain/rules';
import { orderSchema, type Buyer, type Order } from '@shared/schemas/order';
import type { Page, PageQuery } from '@shared/schemas/page';
import { ApiError } from '../errors';
import { queryPage } from '../paging';
import { COLLECTIONS, isoDate } from '../records';
import type { DocumentData, DocumentValue, Storage } from '../storage/port';
import { buyerOf } from './buyer';

/** An order as the order pages answer it: always with the buyer. */
export type OrderWithBuyer = Order & { buyer: Buyer };

/** An order as stored: the API's order and whose it is. */
const storedOrderSchema = orderSchema.extend({ userId: z.string() });
export type StoredOrder = z.infer<typeof storedOrderSchema>;

function isRecord(value: DocumentValue): value is { [key: string]: DocumentValue } {
  return (
    typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date)
  );
}

/** Stored dates (Date objects, or text in older records) as ISO text, the API's one shape. */
function withIsoDates(id: string, data: DocumentData) {
  const history = Array.isArray(data.statusHistory) ? data.statusHistory : [];
  return {
    ...data,
    id,
    createdAt: isoDate(data.createdAt),
    statusHistory: history.map((entry) =>
      isRecord(entry) ? { ...entry, at: isoDate(entry.at) } : entry,
    ),
  };
}

export function toOrder(id: string, data: DocumentData): Order {
  return orderSchema.parse(withIsoDates(id, data));
}

export function toStoredOrder(id: string, data: DocumentData): StoredOrder {
  return storedOrderSchema.parse(withIsoDates(id, data));
}

/**
 * The order with its buyer snapshot. Orders placed before placement stored the snapshot have
 * none: for those the buyer's current profile stands in, the best that is known.
 */
export function withBuyer(order: Order, profile: DocumentData | null): OrderWithBuyer {
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
  const { items, nextCursor } = await queryPage(
    storage,
    COLLECTIONS.orders,
    {
      where: [
        { field: 'userId', op: '==', value: uid },
        ...(status ? [{ field: 'status', op: '==' as const, value: status }] : []),
      ],
      orderBy: [{ field: 'createdAt', direction: 'desc' }],
    },
    page,
  );
  const orders = items.map((doc) => toOrder(doc.id, doc.data));
  // The profile is read only when an order on this page predates the buyer snapshot.
  const profile = orders.some((order) => !order.buyer)
    ? await storage.get(COLLECTIONS.users, uid)
    : null;
  return { items: orders.map((order) => withBuyer(order, profile)), nextCursor };
}

/** A user's own order; another user's order is "not found", so ids reveal nothing. */
export async function orderOf(
  storage: Storage,
  uid: string,
  orderId: string,
): Promise<OrderWithBuyer> {
  const data = /^[A-Za-z0-9_-]{1,200}$/.test(orderId)
    ? await storage.get(COLLECTIONS.orders, orderId)
    : null;
  if (!data || data.userId !== uid) throw orderNotFound();
  const order = toOrder(orderId, data);
  return withBuyer(order, order.buyer ? null : await storage.get(COLLECTIONS.users, uid));
}
