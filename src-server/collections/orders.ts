import { z } from 'zod';
import { ORDER_STATUSES } from '@shared/domain/rules';
import { orderSchema, shipmentSchema, type Order } from '@shared/schemas/order';
import { madeBy, defineCollection, storedDate, type DocOf, type WithId } from './collection';
import type { StorageTransaction } from '../storage/port';
import { ApiError } from '../errors';

/**
 * `orders/{id}`: the order as the API shows it, plus whose it is and the key it was placed
 * under. `buyer` is missing on orders placed before the snapshot was stored.
 */
const storedOrderSchema = orderSchema.omit({ id: true }).extend({
  /** The member who placed it; the order belongs to their company. */
  ...madeBy('userId'),
  /** The checkout's idempotency key (older orders may lack it). */
  idempotencyKey: z.string().optional(),
  createdAt: storedDate,
  statusHistory: z.array(z.object({ status: z.enum(ORDER_STATUSES), at: storedDate })),
  shipments: z
    .array(shipmentSchema.extend({ shippedAt: storedDate, deliveredAt: storedDate.optional() }))
    .optional(),
});
export type StoredOrder = DocOf<typeof storedOrderSchema>;

export const orders = defineCollection({ name: 'orders', schema: storedOrderSchema });

/** The order as the API answers it: without the owner's id and the key. */
export function publicOrder(stored: WithId<StoredOrder>): Order {
  const { userId: _owner, companyId: _company, idempotencyKey: _key, ...order } = stored;
  return order;
}

/** The answer for an order that does not exist or is not the asker's to see. */
export const orderNotFound = () =>
  new ApiError(404, 'bestelling_niet_gevonden', 'Deze bestelling bestaat niet.');

/** An order read inside a transaction; a missing one is `orderNotFound`. */
export async function orderIn(tx: StorageTransaction, id: string): Promise<WithId<StoredOrder>> {
  const order = await orders.in(tx).get(id);
  if (!order) throw orderNotFound();
  return order;
}
