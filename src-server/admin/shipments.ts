import type { Carrier } from '@shared/domain/carriers';
import { normaliseTrackingCode } from '@shared/domain/carriers';
import { isoMoment } from '@shared/domain/dates';
import { ORDER_TRANSITIONS, type OrderStatus } from '@shared/domain/rules';
import type { AdminOrder, AdminStatusChange, ShipmentChange } from '@shared/schemas/admin/orders';
import type { Order, Shipment } from '@shared/schemas/order';
import type { AuditChange } from '@shared/schemas/admin/audit';
import type { WithId } from '../collections/collection';
import { orders, type StoredOrder } from '../collections/orders';
import type { Clock } from '../env';
import { ApiError } from '../errors';
import { orderNotFound } from '../shop/orders';
import { nextShipment, shipmentLines, unshippedOf } from '../shop/shipments';
import type { Storage } from '../storage/port';
import { diff, recordAudit, type Actor } from './audit';

/**
 * Where the back-office can take an order next: the status graph, except that a `verzonden`
 * order with lines still to ship can only take a further shipment (`verzonden` again).
 */
export function nextStatusesOf(order: Order): OrderStatus[] {
  if (order.status === 'verzonden' && unshippedOf(order).size > 0) return ['verzonden'];
  return [...ORDER_TRANSITIONS[order.status]];
}

function describeLines(order: Order, lines: Shipment['lines']): string {
  const models = new Map(order.lines.map((line) => [line.productId, line.modelNumber]));
  return lines
    .map((line) => `${line.quantity} × ${models.get(line.productId) || line.productId}`)
    .join(', ');
}

/** The shipment of a `verzonden` change, as fields of the order and lines of the audit. */
export function shipOrder(
  order: WithId<StoredOrder>,
  change: AdminStatusChange,
  tracking: { carrier: Carrier; trackingCode: string },
  now: Date,
): { patch: Partial<StoredOrder>; changes: AuditChange[] } {
  const shipment = nextShipment(order, {
    lines: shipmentLines(order, change.lines),
    ...tracking,
    shippedAt: isoMoment(now),
    ...(change.expectedDeliveryDate ? { expectedDeliveryDate: change.expectedDeliveryDate } : {}),
  });
  return {
    patch: {
      shipments: [...(order.shipments ?? []), shipment],
      trackAndTrace: tracking.trackingCode,
    },
    changes: [
      {
        field: 'shipment',
        before: '—',
        after: `${shipment.id}: ${describeLines(order, shipment.lines)}`,
      },
      { field: 'carrier', before: '—', after: tracking.carrier },
      { field: 'trackAndTrace', before: order.trackAndTrace ?? '—', after: tracking.trackingCode },
    ],
  };
}

/** At `geleverd` every shipment still under way is delivered. */
export function deliveredShipments(order: StoredOrder, now: Date): Partial<StoredOrder> {
  if (!order.shipments) return {};
  return {
    shipments: order.shipments.map((shipment) =>
      shipment.deliveredAt ? shipment : { ...shipment, deliveredAt: isoMoment(now) },
    ),
  };
}

const shipmentNotFound = () =>
  new ApiError(404, 'levering_niet_gevonden', 'Deze levering bestaat niet.');

/**
 * Corrects a shipment's carrier, code or expected delivery day afterwards; audited. The
 * order's `trackAndTrace` follows its latest shipment.
 */
export async function changeShipment(
  storage: Storage,
  clock: Clock,
  actor: Actor,
  ids: { orderId: string; shipmentId: string },
  change: ShipmentChange,
  answer: (storage: Storage, id: string) => Promise<AdminOrder>,
): Promise<AdminOrder> {
  await storage.transaction(async (tx) => {
    const order = await orders.in(tx).get(ids.orderId);
    if (!order) throw orderNotFound();
    const shipments = order.shipments ?? [];
    const index = shipments.findIndex((shipment) => shipment.id === ids.shipmentId);
    const before = shipments[index];
    if (!before) throw shipmentNotFound();
    const { expectedDeliveryDate: _old, ...kept } = before;
    const after: Shipment = {
      ...kept,
      carrier: change.carrier,
      trackingCode: normaliseTrackingCode(change.trackAndTrace),
      ...(change.expectedDeliveryDate === null
        ? {}
        : change.expectedDeliveryDate !== undefined
          ? { expectedDeliveryDate: change.expectedDeliveryDate }
          : before.expectedDeliveryDate
            ? { expectedDeliveryDate: before.expectedDeliveryDate }
            : {}),
    };
    const changes = diff(before, after, ['carrier', 'trackingCode', 'expectedDeliveryDate']);
    if (changes.length === 0) return;
    const next = shipments.map((shipment, at) => (at === index ? after : shipment));
    orders.in(tx).update(ids.orderId, {
      shipments: next,
      ...(index === shipments.length - 1 ? { trackAndTrace: after.trackingCode } : {}),
    });
    recordAudit(tx, {
      actor,
      entity: 'order',
      entityId: ids.orderId,
      action: `${before.id} gewijzigd`,
      changes,
      at: clock.now(),
    });
  });
  return answer(storage, ids.orderId);
}
