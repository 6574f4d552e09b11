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

interface SlipSourceLine {
  productId: string;
  name: string;
  modelNumber: string;
  quantity: number;
  /** The part that was not in stock when ordered (`nalevering`). */
  backordered?: number | undefined;
  expectedDate?: string | undefined;
}

/** One line of a pick slip: what to pick (or what follows later) of one product. */
export interface SlipLine {
  productId: string;
  name: string;
  modelNumber: string;
  quantity: number;
  /** When a unit that follows later is expected, `YYYY-MM-DD`, where known. */
  expectedDate?: string | undefined;
}

type Quantities = { productId: string; quantity: number }[];

/**
 * The next shipment by default: of each open line what is not waiting for stock (the units in
 * stock go first, so what waits is the backordered part still open). Once a shipment went, what
 * is still open is the backorder that has arrived, so all of it.
 */
export function readyToShip(
  order: Omit<ShippableOrder, 'lines'> & {
    lines: { productId: string; quantity: number; backordered?: number | undefined }[];
  },
): Quantities {
  const open = unshippedOf(order);
  if (order.shipments?.length) {
    return [...open].map(([productId, quantity]) => ({ productId, quantity }));
  }
  const backordered = new Map(order.lines.map((line) => [line.productId, line.backordered ?? 0]));
  return [...open].flatMap(([productId, quantity]) => {
    const ready = quantity - Math.min(quantity, backordered.get(productId) ?? 0);
    return ready > 0 ? [{ productId, quantity: ready }] : [];
  });
}

/**
 * What the slip of one shipment lists: `pick`, exactly the units that go in it; `later`, what of
 * the order is neither in it nor in an earlier shipment (the backorder, with its expected day),
 * so the warehouse does not go looking for it.
 */
export function pickSlipLines(
  lines: SlipSourceLine[],
  sending: Quantities,
  shippedBefore: Quantities[] = [],
): { pick: SlipLine[]; later: SlipLine[] } {
  const sum = (quantities: Quantities, productId: string) =>
    quantities.reduce(
      (total, line) => total + (line.productId === productId ? line.quantity : 0),
      0,
    );
  const slipLine = (line: SlipSourceLine, quantity: number, dated = false): SlipLine => ({
    productId: line.productId,
    name: line.name,
    modelNumber: line.modelNumber,
    quantity,
    ...(dated && line.expectedDate ? { expectedDate: line.expectedDate } : {}),
  });
  const pick = lines.flatMap((line) => {
    const quantity = sum(sending, line.productId);
    return quantity > 0 ? [slipLine(line, quantity)] : [];
  });
  const later = lines.flatMap((line) => {
    const before = shippedBefore.reduce(
      (total, shipment) => total + sum(shipment, line.productId),
      0,
    );
    const quantity = line.quantity - before - sum(sending, line.productId);
    return quantity > 0 ? [slipLine(line, quantity, true)] : [];
  });
  return { pick, later };
}
