import { normaliseTrackingCode } from '@shared/domain/carriers';
import { ORDER_TRANSITIONS, type OrderStatus } from '@shared/domain/rules';
import type { AdminOrder, ShipmentChange } from '@shared/schemas/admin/orders';
import type { Order, Shipment } from '@shared/schemas/order';
import { orders } from '../collections/orders';
import type { Clock } from '../env';
import { ApiError } from '../errors';
import { orderNotFound } from '../shop/orders';
import { unshippedOf } from '@shared/domain/shipments';
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
