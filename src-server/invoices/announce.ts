import type { Invoice } from '@shared/schemas/invoice';
import { invoiceIdOf, invoices, publicInvoice } from '../collections/invoices';
import type { Clock } from '../env';
import { notify } from '../notify/notify';
import type { Storage } from '../storage/port';
import { invoicePdf } from './invoice-pdf';
import { invoiceUbl } from '../e-invoice/ubl';
import { companyOfRecord } from '../policy/access';

/**
 * Once an invoice or credit note is stored (after its transaction, never inside it), the
 * firm's bookkeeping gets "factuur/creditfactuur beschikbaar" with the PDF and UBL attached. Never throws: the
 * invoice already exists and the action that made it stands; the outbox retries the sending.
 */
export async function announceInvoiceDocument(
  context: { storage: Storage; clock: Clock },
  invoice: Invoice,
): Promise<void> {
  try {
    const stored = await invoices.on(context.storage).get(invoice.id);
    if (!stored) return;
    await notify.documentAvailable(context, {
      companyId: companyOfRecord(stored, stored.userId),
      ordererId: stored.userId,
      kind: invoice.kind === 'factuur' ? 'factuur' : 'creditnota',
      number: invoice.number,
      pdf: await invoicePdf(invoice),
      ubl: invoiceUbl(invoice),
    });
  } catch (error) {
    console.error(`De e-mail bij ${invoice.number} kon niet in de wachtrij:`, error);
  }
}

/**
 * After an order moved to `geleverd`: announces the invoice that delivery made (of an order
 * delivered in parts: the invoice of the shipments delivered last).
 */
export async function announceDeliveryInvoice(
  context: { storage: Storage; clock: Clock },
  order: {
    id: string;
    status: string;
    shipments?: { deliveredAt?: string | undefined; invoiceId?: string | undefined }[] | undefined;
  },
): Promise<void> {
  if (order.status !== 'geleverd') return;
  const latest = (order.shipments ?? [])
    .filter((shipment) => shipment.invoiceId && shipment.deliveredAt)
    .sort((a, b) => (a.deliveredAt ?? '').localeCompare(b.deliveredAt ?? ''))
    .at(-1)?.invoiceId;
  const stored = await invoices.on(context.storage).get(latest ?? invoiceIdOf(order.id));
  if (stored) await announceInvoiceDocument(context, publicInvoice(stored));
}
