import { formatEuro, formatPercent } from '@shared/domain/money';
import { addressLine, formatIban } from '@shared/domain/seller';
import { settlementOf } from '@shared/domain/settlement';
import type { Invoice } from '@shared/schemas/invoice';
import { createPdfDocument, type DrawnText } from '../pdf/document';
import { createFlow } from '../pdf/flow';
import { linesTable, titleRow, totalRows, twoBlocks } from '../pdf/lines-table';
import { pdfDay } from '../pdf/standard-font';
import { buyerBlock } from '../parties/buyer-block';

/**
 * An invoice or credit note as a PDF, drawn only from the stored document (seller included),
 * with its creation date fixed: the same stored invoice always renders to the same bytes.
 */
export async function invoicePdf(
  invoice: Invoice,
  inspect?: (drawn: DrawnText) => void,
): Promise<Uint8Array> {
  const credit = invoice.kind === 'creditfactuur';
  const title = credit ? 'Creditfactuur' : 'Factuur';
  const kit = await createPdfDocument({
    title: `${title} ${invoice.number}`,
    createdAt: new Date(invoice.createdAt),
    ...(inspect ? { inspect } : {}),
  });
  const flow = createFlow(kit);
  const { buyer, seller } = invoice;
  titleRow(flow, kit, seller.name, title);
  const customer = buyerBlock(buyer, invoice.clientName);
  const details = [
    `${title}nummer: ${invoice.number}`,
    `${title}datum: ${pdfDay(invoice.issueDate)}`,
    `Leverdatum: ${pdfDay(invoice.deliveryDate)}`,
    credit
      ? `Correctie op factuur ${invoice.invoiceNumber ?? ''}`
      : `Vervaldatum: ${pdfDay(invoice.dueDate)}`,
    `Bestelnummer: ${invoice.orderNumber}`,
    invoice.orderReference ? `Jouw referentie: ${invoice.orderReference}` : '',
  ].filter(Boolean);
  twoBlocks(flow, customer, details, kit.bold);
  flow.space(14);
  linesTable(
    flow,
    kit,
    invoice.lines.map((line) => ({
      ...line,
      description: line.modelNumber
        ? `${line.description} (${line.modelNumber})`
        : line.description,
    })),
  );
  totalRows(flow, kit, [
    ['Subtotaal regels excl. btw', invoice.lineTotal],
    ...invoice.allowances.map((allowance): [string, number] => [
      `${allowance.reason} (btw ${formatPercent(allowance.vatRate)})`,
      -allowance.amount,
    ]),
    ['Totaal excl. btw', invoice.totalExclVat],
    ...invoice.vat.map((vat): [string, number] => [
      `Btw ${formatPercent(vat.rate)} over ${formatEuro(vat.base)}`,
      vat.amount,
    ]),
    ['Totaal incl. btw', invoice.totalInclVat],
  ]);
  flow.space(12);
  if (credit) {
    flow.paragraph(`Reden: ${invoice.reason ?? ''}`);
    const settlement = settlementOf(invoice);
    flow.paragraph(
      settlement.kind === 'terugbetaling'
        ? `Wij betalen ${formatEuro(-invoice.totalInclVat)} terug op ${formatIban(settlement.iban)}, onder vermelding van ${invoice.paymentReference}.`
        : `Wij verrekenen ${formatEuro(-invoice.totalInclVat)} met je openstaande facturen; er volgt geen betaling.`,
    );
  } else {
    flow.paragraph(
      `Betaal ${formatEuro(invoice.totalInclVat)} binnen ${invoice.paymentTermDays} dagen, uiterlijk ${pdfDay(invoice.dueDate)}, ` +
        `op ${formatIban(seller.iban)} (BIC ${seller.bic}) t.n.v. ${seller.name}, ` +
        `onder vermelding van ${invoice.paymentReference}.`,
      { font: kit.bold },
    );
  }
  flow.paragraph(
    `${seller.name} · ${addressLine(seller.visitingAddress)} · KvK ${seller.kvkNumber} · Btw-id ${seller.btwId}. ` +
      `Op alle leveringen zijn onze voorwaarden van toepassing: ${seller.termsUrl}`,
    { size: 8 },
  );
  return kit.save();
}
