import type { OrderStatus } from './rules';

interface ShippableOrder {
  status: OrderStatus;
  lines: { productId: string; quantity: number }[];
  shipments?: { lines: { productId: string; quantity: number }[] }[] | undefined;
}

/** Statuses in which nothing has gone out yet (a waiting order has not even been placed). */
const NOT_YET_SHIPPED: readonly string[] = ['ontvangen', 'in_behandeling', 'wacht_op_goedkeuring'];

/**
 * What of each line is still to ship, by product; empty when everything went. Orders marked
 * shipped before shipments existed (past `in_behandeling`, no shipments) count as wholly
 * shipped. The back-office's form and the server read it alike.
 */
export function unshippedOf(order: ShippableOrder): Map<string, number> {
  const left = new Map<string, number>();
  if (!order.shipments && !NOT_YET_SHIPPED.includes(order.status)) return left;
  for (const line of order.lines) {
    left.set(line.productId, (left.get(line.productId) ?? 0) + line.quantity);
  }
  for (const shipment of order.shipments ?? []) {
    for (const line of shipment.lines) {
      left.set(line.productId, (left.get(line.productId) ?? 0) - line.quantity);
    }
  }
  for (const [productId, quantity] of left) if (quantity <= 0) left.delete(productId);
  return left;
}
