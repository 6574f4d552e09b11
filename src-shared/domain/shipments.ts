import type { OrderStatus } from './rules';

interface ShippableOrder {
  status: OrderStatus;
  lines: { productId: string; quantity: number }[];
  shipments?: { lines: { productId: string; quantity: number }[] }[] | undefined;
}

/**
 * What of each line is still to ship, by product; empty when everything went. Orders marked
 * shipped before shipments existed (past `in_behandeling`, no shipments) count as wholly
 * shipped. The back-office's form and the server read it alike.
 */
export function unshippedOf(order: ShippableOrder): Map<string, number> {
  const left = new Map<string, number>();
  if (!order.shipments && order.status !== 'ontvangen' && order.status !== 'in_behandeling') {
    return left;
  }
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
