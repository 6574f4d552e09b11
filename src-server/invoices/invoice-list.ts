import type { AdminInvoice, Invoice, InvoiceItem, OpenTotal } from '@shared/schemas/invoice';
import type { Page, PageQuery } from '@shared/schemas/page';
import { adminInvoice, invoices, publicInvoice } from '../collections/invoices';
import { ApiError } from '../errors';
import type { Storage } from '../storage/port';
import { matchesTerms, searchable } from '../collections/text-match';
import { scanCollection } from '../collections/scan';
import { companyOfRecord, memberWhoMay } from '../policy/access';
import { companyPage, companyRecord, placerOf } from '../policy/company-records';
import { openItemsOfListed, openTotalOfCompany } from './open-items';

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
): Promise<Page<InvoiceItem>> {
  const found = await companyPage(storage, uid, page, { collection: invoices, action: 'facturen' });
  const payment = await openItemsOfListed(storage, found.items);
  return {
    items: found.items.map((stored) => ({ ...publicInvoice(stored), payment: payment(stored) })),
    nextCursor: found.nextCursor,
  };
}

/** What the member's company still owes: the total on `/facturen`. */
export async function openTotalOfMember(storage: Storage, uid: string): Promise<OpenTotal> {
  const member = await memberWhoMay(storage, uid, 'facturen');
  return openTotalOfCompany(storage, member.companyId);
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
  const payment = await openItemsOfListed(storage, [stored]);
  return adminInvoice(stored, payment(stored));
}

/** Invoices and credit notes in the order they were made (numbers break ties of a moment). */
export function inIssueOrder(a: { createdAt: string; number: string }, b: typeof a): number {
  return a.createdAt.localeCompare(b.createdAt) || a.number.localeCompare(b.number);
}

/** The invoice and credit notes of one order (the order pages link them), oldest first. */
export async function documentsOfOrder(storage: Storage, orderId: string): Promise<AdminInvoice[]> {
  const found = await invoices.on(storage).query({
    where: [{ field: 'orderId', op: '==', value: orderId }],
  });
  const payment = await openItemsOfListed(storage, found);
  return found.map((stored) => adminInvoice(stored, payment(stored))).sort(inIssueOrder);
}

/**
 * All invoices and credit notes, or those of one company (`companyId`), newest first, searched
 * by number, order and customer.
 */
export async function adminInvoicePage(
  storage: Storage,
  filters: { q?: string | undefined; companyId?: string | undefined },
  page: PageQuery,
): Promise<Page<AdminInvoice>> {
  const { q, companyId } = filters;
  const result = await scanCollection(
    storage,
    invoices,
    {
      where: companyId ? [{ field: 'companyId', op: '==', value: companyId }] : [],
      orderBy: [{ field: 'createdAt', direction: 'desc' }],
    },
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
  const payment = await openItemsOfListed(storage, result.items);
  return {
    items: result.items.map((stored) => adminInvoice(stored, payment(stored))),
    nextCursor: result.nextCursor,
  };
}
