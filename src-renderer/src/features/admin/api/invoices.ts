import { z } from 'zod';
import { apiQuery, apiSend } from '@/lib/api-query';
import {
  adminInvoiceSchema,
  openTotalSchema,
  returnAnswerSchema,
  type InvoicePayment,
  type ReturnRequest,
} from '@shared/schemas/invoice';
import { adminKeys, adminPath } from './keys';
import { adminResource } from './resource';

const invoices = adminResource<typeof adminInvoiceSchema, { q?: string; bedrijf?: string }>(
  'invoices',
  adminInvoiceSchema,
);

/** Every invoice and credit note, or one company's (`bedrijf`), searched by number and customer. */
export const adminInvoicesQuery = invoices.list;

/** What one company still owes on its invoices. */
export const adminOpenTotalQuery = (companyId: string) =>
  apiQuery(
    [...adminKeys.list('invoices', { bedrijf: companyId }), 'openstaand'],
    `${adminPath('invoices')}/open?bedrijf=${encodeURIComponent(companyId)}`,
    openTotalSchema,
  );

/** Records the day an invoice was paid (audited); answers the invoice with its new status. */
export const markInvoicePaid = (id: string) => (payment: InvoicePayment) =>
  apiSend(`${adminPath('invoices', id)}/payment`, {
    method: 'POST',
    body: payment,
    schema: adminInvoiceSchema,
  });

/** The invoice and credit notes of one order. */
export const adminOrderInvoicesQuery = (orderId: string) =>
  apiQuery(
    [...adminKeys.one('orders', orderId), 'facturen'],
    `${adminPath('orders', orderId)}/invoices`,
    z.object({ items: z.array(adminInvoiceSchema) }),
  );

/** A return of some lines of a delivered order: answers the credit notes it made. */
export const registerReturn = (orderId: string) => (request: ReturnRequest) =>
  apiSend(`${adminPath('orders', orderId)}/returns`, {
    method: 'POST',
    body: request,
    schema: returnAnswerSchema,
  });
