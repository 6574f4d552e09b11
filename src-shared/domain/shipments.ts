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

/** One step of an order's history that a shipment adds: sent or delivered, with its moment. */
export interface ShipmentStep {
  key: string;
  label: string;
  /** When it happened; absent while it has not. */
  at?: string | undefined;
  /** The expected delivery day (`YYYY-MM-DD`) of a shipment under way, where known. */
  expected?: string | undefined;
}

/**
 * The history of an order delivered in parts: per shipment when it was sent (and with which
 * carrier) and when it was delivered, or when it is expected. One shipment adds nothing: the
 * order's own `verzonden` and `geleverd` say it.
 */
export function shipmentSteps(
  shipments:
    | {
        id: string;
        carrier: string;
        shippedAt: string;
        deliveredAt?: string | undefined;
        expectedDeliveryDate?: string | undefined;
      }[]
    | undefined,
): ShipmentStep[] {
  if (!shipments || shipments.length < 2) return [];
  return shipments.flatMap((shipment, index) => {
    const name = `Deellevering ${index + 1}`;
    return [
      {
        key: `${shipment.id}-verzonden`,
        label: `${name} verzonden met ${shipment.carrier}`,
        at: shipment.shippedAt,
      },
      {
        key: `${shipment.id}-geleverd`,
        label: `${name} geleverd`,
        at: shipment.deliveredAt,
        expected: shipment.deliveredAt ? undefined : shipment.expectedDeliveryDate,
      },
    ];
  });
}
