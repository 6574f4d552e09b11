import { normaliseTrackingCode } from '@shared/domain/carriers';
import { ORDER_TRANSITIONS, type OrderStatus } from '@shared/domain/rules';
import type { AdminOrder, ShipmentChange } from '@shared/schemas/admin/orders';
import type { Order, Shipment } from '@shared/schemas/order';
import { orders, orderIn } from '../collections/orders';
import { users } from '../collections/users';
import { buyerOf, companyOfProfile } from '../parties/buyer';
import { billedShipments, issueInvoiceIn } from '../invoices/issue-invoice';
import type { Invoice } from '@shared/schemas/invoice';
import { dutchDay } from '@shared/domain/calendar';
import type { Clock } from '../env';
import { ApiError } from '../errors';
import { unshippedOf } from '@shared/domain/shipments';
import type { Storage } from '../storage/port';
import { notify } from '../notify/notify';
import { diff, recordAudit, type Actor } from '../audit/audit';
import { recordLabel } from '../audit/record-label';

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
 * order's `trackAndTrace` follows its latest shipment; a new carrier or code is mailed to the
 * customer through the outbox, like the first one.
 */
export async function changeShipment(
  storage: Storage,
  clock: Clock,
  actor: Actor,
  ids: { orderId: string; shipmentId: string },
  change: ShipmentChange,
  answer: (storage: Storage, id: string) => Promise<AdminOrder>,
): Promise<AdminOrder> {
  const corrected = await storage.transaction(async (tx) => {
    const order = await orderIn(tx, ids.orderId);
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
    if (changes.length === 0) return null;
    const next = shipments.map((shipment, at) => (at === index ? after : shipment));
    orders.in(tx).update(ids.orderId, {
      shipments: next,
      ...(index === shipments.length - 1 ? { trackAndTrace: after.trackingCode } : {}),
    });
    recordAudit(tx, {
      actor,
      entity: 'order',
      entityId: ids.orderId,
      recordLabel: recordLabel.order(order),
      action: `${before.id} gewijzigd`,
      changes,
      at: clock.now(),
    });
    // A new carrier or code is told to the customer; a new expected day alone is not.
    return changes.some((change) => change.field !== 'expectedDeliveryDate') ? after : null;
  });
  const order = await answer(storage, ids.orderId);
  if (corrected)
    await notify.trackingCorrected({ storage, clock }, order.customer.id, order, corrected);
  return order;
}

/**
 * One shipment arrived: it records its own delivery day and gets the invoice of its lines, in
 * one transaction, audited. The shipment that completes a wholly shipped order delivers the
 * order instead (`then.deliverOrder`: status `geleverd`, points, the invoice of what is left).
 */
export async function deliverShipment(
  storage: Storage,
  clock: Clock,
  actor: Actor,
  ids: { orderId: string; shipmentId: string },
  then: {
    answer: (storage: Storage, id: string) => Promise<AdminOrder>;
    deliverOrder: (id: string) => Promise<AdminOrder>;
  },
): Promise<{ order: AdminOrder; invoice: Invoice | null }> {
  const invoice = await storage.transaction(async (tx) => {
    const order = await orderIn(tx, ids.orderId);
    const shipments = order.shipments ?? [];
    const shipment = shipments.find((candidate) => candidate.id === ids.shipmentId);
    if (!shipment) throw shipmentNotFound();
    if (shipment.deliveredAt || order.status !== 'verzonden') {
      throw new ApiError(409, 'al_geleverd', 'Deze levering is al geleverd.');
    }
    const last =
      unshippedOf(order).size === 0 &&
      shipments.every((other) => other.id === shipment.id || other.invoiceId);
    if (last) return null;
    const profile = await users.in(tx).get(order.userId);
    const buyer = order.buyer ?? buyerOf(profile, await companyOfProfile(tx, profile));
    const now = clock.now();
    const made = await issueInvoiceIn(tx, order, buyer, now, [shipment.id]);
    orders.in(tx).update(ids.orderId, billedShipments(order, made.id, now, [shipment.id]));
    recordAudit(tx, {
      actor,
      entity: 'order',
      entityId: ids.orderId,
      recordLabel: recordLabel.order(order),
      action: `${shipment.id} geleverd`,
      changes: [
        { field: 'deliveredAt', before: '—', after: dutchDay(now) },
        { field: 'invoice', before: '—', after: made.number },
      ],
      at: now,
    });
    return made;
  });
  if (!invoice) return { order: await then.deliverOrder(ids.orderId), invoice: null };
  return { order: await then.answer(storage, ids.orderId), invoice };
}
