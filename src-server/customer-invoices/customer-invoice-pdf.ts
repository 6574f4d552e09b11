import { formatEuro } from '@shared/domain/money';
import { formatIban } from '@shared/domain/seller';
import type { StoredCustomerInvoice } from '../collections/customer-invoices';
import { drawLogo, installerFooter, type Logo } from '../offertes/offerte-pdf';
import { createPdfDocument } from '../pdf/document';
import { createFlow } from '../pdf/flow';
import { linesTable, titleRow, totalRows, twoBlocks, vatTotalRows } from '../pdf/lines-table';
import { pdfDay } from '../pdf/standard-font';

const TITLES = {
  aanbetaling: 'Aanbetalingsfactuur',
  eindfactuur: 'Eindfactuur',
  creditfactuur: 'Creditfactuur',
} as const;

/** What the client is asked to do: pay to the firm's account, or nothing (a credit). */
function paymentText(invoice: StoredCustomerInvoice): string {
  const { issuer } = invoice;
  if (invoice.kind === 'creditfactuur') {
    return `Dit bedrag van ${formatEuro(-invoice.totalInclVatCents)} verrekenen wij met factuur ${invoice.creditOf?.number ?? ''} of betalen wij u terug.`;
  }
  const amount = formatEuro(invoice.totalInclVatCents);
  const by = `uiterlijk ${pdfDay(invoice.dueDate)}`;
  return issuer.iban
    ? `Betaal ${amount} binnen ${invoice.paymentTermDays} dagen, ${by}, op ${formatIban(issuer.iban)} t.n.v. ${issuer.name}, onder vermelding van ${invoice.number}.`
    : `Betaal ${amount} ${by}; vraag ${issuer.name} om het rekeningnummer en vermeld ${invoice.number}.`;
}

/**
 * A firm's invoice to its client as a PDF: the firm's letterhead, logo and footer (its KvK,
 * btw-id and IBAN, never the portal's), the client, the offerte as reference, lines excl. btw,
 * btw per rate, total, and how to pay. Drawn from the stored invoice (the firm's details as
 * they were when it was made) with its creation date fixed; only the logo is the firm's present one.
 */
export async function customerInvoicePdf(
  invoice: StoredCustomerInvoice,
  logo?: Logo | null,
): Promise<Uint8Array> {
  const { issuer } = invoice;
  const title = TITLES[invoice.kind];
  const kit = await createPdfDocument({
    title: `${title} ${invoice.number}`,
    createdAt: new Date(invoice.createdAt),
    footerLines: installerFooter(issuer),
  });
  kit.pdf.setAuthor(issuer.name || 'Installateur');
  const flow = createFlow(kit);
  await drawLogo(kit, flow, logo);
  titleRow(flow, kit, issuer.name || 'Installateur', title);
  twoBlocks(
    flow,
    [invoice.client.name, invoice.client.address],
    [
      `Factuurnummer: ${invoice.number}`,
      `Factuurdatum: ${pdfDay(invoice.issueDate)}`,
      invoice.kind === 'creditfactuur'
        ? `Correctie op factuur ${invoice.creditOf?.number ?? ''}`
        : `Vervaldatum: ${pdfDay(invoice.dueDate)}`,
      invoice.deliveryDate ? `Datum installatie: ${pdfDay(invoice.deliveryDate)}` : '',
      `Referentie: offerte ${invoice.offerteNumber}`,
    ].filter(Boolean),
    kit.bold,
  );
  flow.space(14);
  linesTable(
    flow,
    kit,
    invoice.lines.map((line) => ({
      description: line.description,
      quantity: line.quantity,
      unitPrice: line.unitPriceCents,
      lineTotal: line.totalExclVatCents,
      vatRate: line.vatRate,
    })),
  );
  flow.paragraph('Prijzen per regel zijn exclusief btw.', { size: 8 });
  totalRows(flow, kit, vatTotalRows(invoice));
  flow.space(12);
  if (invoice.reason) flow.paragraph(`Reden: ${invoice.reason}`);
  flow.paragraph(paymentText(invoice), { font: kit.bold });
  return kit.save();
}
