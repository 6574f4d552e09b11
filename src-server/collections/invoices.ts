import type { OpenItem } from '@shared/domain/open-items';
import { invoiceSchema, type AdminInvoice, type Invoice } from '@shared/schemas/invoice';
import { madeBy, defineCollection, storedDate, type DocOf, type WithId } from './collection';

/**
 * `invoices/{id}`: invoices and credit notes (`kind`), written once; afterwards only an
 * invoice's `paidOn` is set, when the back-office records its payment (invoices/payments.ts). An
 * order's invoice has the id `{orderId}-factuur`, so a second attempt finds the first.
 */
const storedInvoiceSchema = invoiceSchema.omit({ id: true }).extend({
  /** The member who placed the order; the invoice belongs to the order's company. */
  ...madeBy('userId'),
  createdAt: storedDate,
});
export type StoredInvoice = DocOf<typeof storedInvoiceSchema>;

export const invoices = defineCollection({ name: 'invoices', schema: storedInvoiceSchema });

export const invoiceIdOf = (orderId: string) => `${orderId}-factuur`;

/** As the customer's API answers it: without the owner's id and company. */
export function publicInvoice(stored: WithId<StoredInvoice>): Invoice {
  const { userId: _owner, companyId: _company, ...invoice } = stored;
  return invoice;
}

export function adminInvoice(stored: WithId<StoredInvoice>, payment: OpenItem): AdminInvoice {
  return { ...stored, payment };
}
