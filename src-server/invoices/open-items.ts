import { openItemsOf, openTotalOf, type OpenItem } from '@shared/domain/open-items';
import type { OpenTotal } from '@shared/schemas/invoice';
import type { WithId } from '../collections/collection';
import { invoices, type StoredInvoice } from '../collections/invoices';
import type { Storage } from '../storage/port';

/**
 * The payment status of each listed document. A credit note shares its invoice's order, so
 * the documents of the listed orders hold every credit note the rule needs.
 */
export async function openItemsOfListed(
  storage: Storage,
  listed: readonly WithId<StoredInvoice>[],
): Promise<(document: { id: string }) => OpenItem> {
  const orderIds = [...new Set(listed.map((document) => document.orderId))];
  const documents = await Promise.all(
    orderIds.map((orderId) =>
      invoices.on(storage).query({ where: [{ field: 'orderId', op: '==', value: orderId }] }),
    ),
  );
  const items = openItemsOf(documents.flat());
  return (document) => items.get(document.id) ?? { status: 'openstaand', openAmount: 0 };
}

/**
 * What a company still owes on its invoices. Reads all its documents (a firm has some hundreds
 * a year): the open amount of an invoice depends on every credit note made on it since.
 */
export async function openTotalOfCompany(storage: Storage, companyId: string): Promise<OpenTotal> {
  const documents = await invoices
    .on(storage)
    .query({ where: [{ field: 'companyId', op: '==', value: companyId }] });
  return openTotalOf(documents);
}
