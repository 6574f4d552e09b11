import { isoMoment } from '@shared/domain/dates';
import {
  deliveryInvoiceAmounts,
  invoiceAmounts,
  type InvoiceAmounts,
  invoiceDay,
  PAYMENT_TERM_DAYS,
} from '@shared/domain/invoice';
import { SELLER } from '@shared/domain/seller';
import type { Buyer } from '@shared/schemas/order';
import type { Invoice } from '@shared/schemas/invoice';
import { unshippedOf } from '@shared/domain/shipments';
import type { WithId } from '../collections/collection';
import { invoiceIdOf, invoices, publicInvoice } from '../collections/invoices';
import { orderIn, type StoredOrder } from '../collections/orders';
import type { Clock } from '../env';
import { ApiError } from '../errors';
import { users } from '../collections/users';
import { buyerOf, companyOfProfile, withFirm } from '../parties/buyer';
import { companies } from '../collections/companies';
import type { Storage, StorageTransaction } from '../storage/port';
import { companyOfRecord } from '../policy/access';
import { nextNumberIn } from '../collections/counters';
import { assertUblWritable } from '../e-invoice/ubl';

/** Stores an invoice of these amounts under `id`, numbered next in its year. */
async function storeInvoiceIn(
  tx: StorageTransaction,
  id: string,
  order: WithId<StoredOrder>,
  buyer: Buyer,
  deliveredAt: Date,
  amounts: InvoiceAmounts,
): Promise<Invoice> {
  const { day, dueDate } = invoiceDay(deliveredAt);
  const number = await nextNumberIn(tx, 'factuur', deliveredAt);
  const stored = {
    kind: 'factuur' as const,
    number,
    orderId: order.id,
    orderNumber: order.number,
    issueDate: day,
    deliveryDate: day,
    dueDate,
    paymentTermDays: PAYMENT_TERM_DAYS,
    paymentReference: number,
    buyer,
    seller: SELLER,
    orderReference: order.reference,
    ...(order.clientName ? { clientName: order.clientName } : {}),
    ...amounts,
    userId: order.userId,
    companyId: companyOfRecord(order, order.userId),
    createdAt: isoMoment(deliveredAt),
  };
  const invoice = publicInvoice({ ...stored, id });
  assertUblWritable(invoice);
  invoices.in(tx).set(id, stored);
  return invoice;
}

/**
 * The invoice of what these shipments delivered (all of what is not yet invoiced when none
 * are named): an order delivered in parts is invoiced per delivery, each line once. The
 * order's first invoice has the id `{orderId}-factuur`, later ones add the shipment's id.
 * Reads first, then writes: call it before the transaction writes anything else, and store
 * the answered `invoiceId` on the shipments it billed.
 */
export async function issueInvoiceIn(
  tx: StorageTransaction,
  order: WithId<StoredOrder>,
  buyer: Buyer,
  deliveredAt: Date,
  shipmentIds?: readonly string[],
): Promise<Invoice> {
  const billed = (order.shipments ?? []).filter((shipment) => shipment.invoiceId);
  const firstId = invoiceIdOf(order.id);
  // Addressed to the firm as it is now (its invoice address may have changed since the order).
  const firm = await companies.in(tx).get(companyOfRecord(order, order.userId));
  if (billed.length === 0) {
    const existing = await invoices.in(tx).get(firstId);
    // An order invoiced whole before invoices per shipment existed.
    if (existing) return publicInvoice(existing);
  }
  const open = (order.shipments ?? []).filter(
    (shipment) => !shipment.invoiceId && (!shipmentIds || shipmentIds.includes(shipment.id)),
  );
  const earlier = [];
  for (const shipment of billed) {
    const invoice = await invoices.in(tx).get(shipment.invoiceId ?? '');
    if (invoice) earlier.push(invoice);
  }
  // Every shipment billed: nothing is left, the latest invoice stands.
  const latest = earlier.at(-1);
  if (open.length === 0 && latest && unshippedOf(order).size === 0) return publicInvoice(latest);
  const id = billed.length === 0 ? firstId : `${firstId}-${open[0]?.id ?? 'rest'}`;
  // Without shipments (orders shipped before they existed) the whole order is delivered.
  const amounts =
    !shipmentIds && billed.length === 0
      ? invoiceAmounts(order)
      : deliveryInvoiceAmounts(
          order,
          shipmentIds ? open.flatMap((shipment) => shipment.lines) : order.lines,
          earlier,
        );
  return storeInvoiceIn(tx, id, order, withFirm(buyer, firm), deliveredAt, amounts);
}

/** The shipments with their delivery day and the invoice that billed them. */
export function billedShipments(
  order: StoredOrder,
  invoiceId: string,
  now: Date,
  shipmentIds?: readonly string[],
): Partial<StoredOrder> {
  if (!order.shipments) return {};
  return {
    shipments: order.shipments.map((shipment) =>
      shipment.invoiceId || (shipmentIds && !shipmentIds.includes(shipment.id))
        ? shipment
        : { ...shipment, deliveredAt: shipment.deliveredAt ?? isoMoment(now), invoiceId },
    ),
  };
}

/** When the order was delivered: the moment of its `geleverd` status. */
export function deliveredAt(order: StoredOrder): Date | null {
  const entry = [...order.statusHistory].reverse().find((step) => step.status === 'geleverd');
  return entry ? new Date(entry.at) : null;
}

/**
 * Makes the invoice of a delivered order that has none yet (orders delivered before invoices
 * existed); answers the existing one otherwise. An order that is not delivered gets none.
 */
export async function invoiceDeliveredOrder(
  storage: Storage,
  clock: Clock,
  orderId: string,
): Promise<Invoice> {
  return storage.transaction(async (tx) => {
    const order = await orderIn(tx, orderId);
    if (order.status !== 'geleverd') {
      throw new ApiError(
        409,
        'niet_geleverd',
        'Deze bestelling is nog niet geleverd: een factuur volgt pas na levering.',
      );
    }
    let buyer = order.buyer;
    if (!buyer) {
      const profile = await users.in(tx).get(order.userId);
      buyer = buyerOf(profile, await companyOfProfile(tx, profile));
    }
    return issueInvoiceIn(tx, order, buyer, deliveredAt(order) ?? clock.now());
  });
}
