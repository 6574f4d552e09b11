import type { StoredCustomerInvoice } from '../collections/customer-invoices';
import type { Clock } from '../env';
import type { FileStore } from '../files/port';
import { notify } from '../notify/notify';
import { installerSenderOf, type StoredDetails } from '../offertes/business-details';
import type { Storage } from '../storage/port';
import { customerInvoicePdf } from './customer-invoice-pdf';

/**
 * The invoice's PDF to the client's address, in the firm's name (nothing without an address:
 * the firm hands it over itself, the PDF is on the offerte's page).
 */
export async function mailCustomerInvoice(
  deps: { storage: Storage; files: FileStore; clock: Clock },
  invoice: StoredCustomerInvoice,
  details: StoredDetails,
): Promise<void> {
  if (!invoice.client.email) return;
  const logo = details.logoPath ? await deps.files.read(details.logoPath) : null;
  await notify.customerInvoiceIssued(
    { storage: deps.storage, clock: deps.clock, files: deps.files },
    {
      id: invoice.id,
      to: { email: invoice.client.email, name: invoice.client.name },
      from: installerSenderOf(details),
      number: invoice.number,
      kind: invoice.kind,
      totalInclVatCents: invoice.totalInclVatCents,
      dueDate: invoice.dueDate,
      iban: invoice.issuer.iban,
      offerteNumber: invoice.offerteNumber,
      creditOf: invoice.creditOf?.number,
      pdf: await customerInvoicePdf(invoice, logo),
    },
  );
}
