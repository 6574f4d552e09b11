import { isoMoment } from '@shared/domain/dates';
import {
  addDays,
  formatInvoiceNumber,
  invoiceAmounts,
  invoiceCounterId,
  invoiceDay,
  PAYMENT_TERM_DAYS,
} from '@shared/domain/invoice';
import { SELLER } from '@shared/domain/seller';
import type { Buyer } from '@shared/schemas/order';
import type { Invoice } from '@shared/schemas/invoice';
import type { WithId } from '../collections/collection';
import { counters } from '../collections/counters';
import { invoiceIdOf, invoices, publicInvoice } from '../collections/invoices';
import { orders, type StoredOrder } from '../collections/orders';
import type { Clock } from '../env';
import { ApiError } from '../errors';
import { users } from '../collections/users';
import { buyerOf, companyOfProfile } from './buyer';
import { orderNotFound } from './orders';
import type { Storage, StorageTransaction } from '../storage/port';
import { companyOfRecord } from '../company/access';

/**
 * Takes the next number of a gapless sequence inside the caller's transaction: the counter
 * and the document that uses the number are written together, so a failed or retried
 * attempt uses none and two documents never share one (the store serialises transactions
 * that read the same counter). Reads first; the caller writes nothing before it.
 */
export async function nextNumberIn(
  tx: StorageTransaction,
  kind: 'factuur' | 'creditfactuur',
  year: number,
): Promise<string> {
  const id = invoiceCounterId(kind, year);
  const sequence = (await counters.in(tx).get(id))?.next ?? 1;
  counters.in(tx).set(id, { next: sequence + 1 });
  return formatInvoiceNumber(kind, year, sequence);
}

/**
 * The invoice of a delivered order, made inside the transaction that delivers it (or later,
 * for orders delivered before invoices existed). Nothing when it already has one. Reads
 * first, then writes: call it before the transaction writes anything else.
 */
export async function issueInvoiceIn(
  tx: StorageTransaction,
  order: WithId<StoredOrder>,
  buyer: Buyer,
  deliveredAt: Date,
): Promise<Invoice> {
  const id = invoiceIdOf(order.id);
  const existing = await invoices.in(tx).get(id);
  if (existing) return publicInvoice(existing);
  const { day, year } = invoiceDay(deliveredAt);
  const number = await nextNumberIn(tx, 'factuur', year);
  const stored = {
    kind: 'factuur' as const,
    number,
    orderId: order.id,
    orderNumber: order.number,
    issueDate: day,
    deliveryDate: day,
    dueDate: addDays(day, PAYMENT_TERM_DAYS),
    paymentTermDays: PAYMENT_TERM_DAYS,
    paymentReference: number,
    buyer,
    seller: SELLER,
    orderReference: order.reference,
    ...(order.clientName ? { clientName: order.clientName } : {}),
    ...invoiceAmounts(order),
    userId: order.userId,
    companyId: companyOfRecord(order, order.userId),
    createdAt: isoMoment(deliveredAt),
  };
  invoices.in(tx).set(id, stored);
  return publicInvoice({ ...stored, id });
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
    const order = await orders.in(tx).get(orderId);
    if (!order) throw orderNotFound();
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
