import type { Invoice } from '@shared/schemas/invoice';
import { invoiceIdOf, invoices, publicInvoice } from '../collections/invoices';
import type { Clock } from '../env';
import type { Storage } from '../storage/port';

/**
 * THE HOOK for item 7 (e-mail): called once an invoice or credit note is stored (after its
 * transaction, never inside it), so the customer gets "invoice or credit note available" with
 * the PDF attached. The outbox is built on branch wip-email (`notify.documentAvailable` in
 * src-server/mail/notify.ts); until that branch is merged this does nothing. At merge the body
 * becomes:
 *
 *   await notify.documentAvailable(context, {
 *     uid,
 *     kind: invoice.kind === 'factuur' ? 'factuur' : 'creditnota',
 *     number: invoice.number,
 *     pdf: await invoicePdf(invoice),
 *   });
 *
 * It must never throw: the invoice already exists and the action that made it stands.
 */
export async function announceInvoiceDocument(
  _context: { storage: Storage; clock: Clock },
  _uid: string,
  _invoice: Invoice,
): Promise<void> {}

/** After an order moved to `geleverd`: announces the invoice that delivery made. */
export async function announceDeliveryInvoice(
  context: { storage: Storage; clock: Clock },
  order: { id: string; status: string },
): Promise<void> {
  if (order.status !== 'geleverd') return;
  const stored = await invoices.on(context.storage).get(invoiceIdOf(order.id));
  if (stored) await announceInvoiceDocument(context, stored.userId, publicInvoice(stored));
}
