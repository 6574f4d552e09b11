import { z } from 'zod';
import { customerInvoiceSchema } from '@shared/schemas/customer-invoice';
import { defineCollection, storedDate, type EntryOf } from './collection';

/**
 * `customerInvoices/{id}`: a firm's own invoices to its clients (deposit, final, credit),
 * apart from `invoices`, the portal's invoices to the firm. Written once; afterwards only the
 * payment (`status`, `paidOn`) and the credit invoice that reverses it (`creditedBy`) change.
 */
export const customerInvoices = defineCollection({
  name: 'customerInvoices',
  schema: customerInvoiceSchema.omit({ id: true, openCents: true }).extend({
    companyId: z.string(),
    /** The member who made it. */
    createdBy: z.string(),
    createdAt: storedDate,
  }),
});
export type StoredCustomerInvoice = EntryOf<typeof customerInvoices>;
