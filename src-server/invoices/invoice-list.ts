import type { AdminInvoice, Invoice } from '@shared/schemas/invoice';
import type { Page, PageQuery } from '@shared/schemas/page';
import { adminInvoice, invoices, publicInvoice } from '../collections/invoices';
import { ApiError } from '../errors';
import type { Storage } from '../storage/port';
import { matchesTerms, searchable } from '../collections/text-match';
import { scanCollection } from '../collections/scan';
import { companyOfRecord, memberWhoMay } from '../policy/access';
import { companyPage, companyRecord, placerOf } from '../policy/company-records';

export const invoiceNotFound = () =>
  new ApiError(404, 'factuur_niet_gevonden', 'Deze factuur bestaat niet.');

const invoiceAccess = {
  action: 'facturen',
  notFound: invoiceNotFound,
  madeBy: placerOf,
} as const;

/** One page of the invoices and credit notes of the member's company, newest first. */
export async function invoicePageOf(
  storage: Storage,
  uid: string,
  page: PageQuery,
): Promise<Page<Invoice>> {
  const found = await companyPage(storage, uid, page, { collection: invoices, action: 'facturen' });
  return { items: found.items.map(publicInvoice), nextCursor: found.nextCursor };
}

/** An invoice of the member's company; another company's is "not found": ids reveal nothing. */
export async function invoiceOf(storage: Storage, uid: string, id: string): Promise<Invoice> {
  const { record } = await companyRecord(storage, uid, invoices, id, invoiceAccess);
  return publicInvoice(record);
}

/**
 * The invoice and credit notes of one of the company's orders, oldest first; nothing for
 * another company's order, or for a member whose role does not see invoices.
 */
export async function companyDocumentsOfOrder(
  storage: Storage,
  uid: string,
  orderId: string,
): Promise<Invoice[]> {
  const member = await memberWhoMay(storage, uid, 'facturen');
  const found = await invoices.on(storage).query({
    where: [{ field: 'orderId', op: '==', value: orderId }],
  });
  return found
    .filter((stored) => companyOfRecord(stored, stored.userId) === member.companyId)
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.number.localeCompare(b.number))
    .map(publicInvoice);
}

/** Any invoice or credit note, for the back-office. */
export async function anyInvoice(storage: Storage, id: string): Promise<AdminInvoice> {
  const stored = await invoices.on(storage).get(id);
  if (!stored) throw invoiceNotFound();
  return adminInvoice(stored);
}

/** The invoice and credit notes of one order (the order pages link them), oldest first. */
/** Invoices and credit notes in the order they were made (numbers break ties of a moment). */
export function inIssueOrder(a: { createdAt: string; number: string }, b: typeof a): number {
  return a.createdAt.localeCompare(b.createdAt) || a.number.localeCompare(b.number);
}

export async function documentsOfOrder(storage: Storage, orderId: string): Promise<AdminInvoice[]> {
  const found = await invoices.on(storage).query({
    where: [{ field: 'orderId', op: '==', value: orderId }],
  });
  return found.map(adminInvoice).sort(inIssueOrder);
}

/** All invoices and credit notes, newest first, searched by number, order and customer. */
export async function adminInvoicePage(
  storage: Storage,
  q: string | undefined,
  page: PageQuery,
): Promise<Page<AdminInvoice>> {
  const result = await scanCollection(
    storage,
    invoices,
    { orderBy: [{ field: 'createdAt', direction: 'desc' }] },
    page,
    (invoice) =>
      !q ||
      matchesTerms(
        searchable(
          invoice.number,
          invoice.orderNumber,
          invoice.invoiceNumber,
          invoice.buyer.company,
          invoice.buyer.name,
          invoice.buyer.email,
        ),
        q,
      ),
  );
  return { items: result.items.map(adminInvoice), nextCursor: result.nextCursor };
}
