import { z } from 'zod';
import { apiQuery, apiSend } from '@/lib/api-query';
import {
  adminInvoiceSchema,
  returnAnswerSchema,
  type ReturnRequest,
} from '@shared/schemas/invoice';
import { adminKeys, adminPath } from './keys';
import { adminResource } from './resource';

const invoices = adminResource<typeof adminInvoiceSchema, { q?: string }>(
  'invoices',
  adminInvoiceSchema,
);

/** Every invoice and credit note, searched by number and customer. */
export const adminInvoicesQuery = invoices.list;

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
