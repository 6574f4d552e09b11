import { formatEuro, formatPercent } from '@shared/domain/money';
import { AMOUNT_LABELS } from '@shared/domain/quote';
import { DELIVERY_LABELS, ORDER_STATUS_LABELS } from '@shared/domain/rules';
import { SELLER } from '@shared/domain/seller';
import type { Buyer, Order } from '@shared/schemas/order';
import { createPdfDocument, type DrawnText } from '../pdf/document';
import { createFlow } from '../pdf/flow';
import { GOODS_LABEL, linesTable, titleRow, totalRows, twoBlocks } from '../pdf/lines-table';
import { pdfDateFormat } from '../pdf/standard-font';
import { buyerBlock } from '../parties/buyer-block';

const points = (value: number) => `${value.toLocaleString('nl-NL')} spaarpunten`;

/**
 * A printable order confirmation as a PDF, in Dutch, naming the buyer as they were then.
 * Lines carry the net unit price (after the personal discount), so they add up to the goods
 * amount printed under them; the discount is named, not subtracted a second time.
 */
export async function orderConfirmationPdf(
  order: Order,
  buyer: Buyer,
  inspect?: (drawn: DrawnText) => void,
): Promise<Uint8Array> {
  const kit = await createPdfDocument({
    title: `Orderbevestiging ${order.number}`,
    createdAt: new Date(order.createdAt),
    ...(inspect ? { inspect } : {}),
  });
  const flow = createFlow(kit);
  titleRow(flow, kit, SELLER.name, 'Orderbevestiging');
  const customer = buyerBlock(buyer, order.clientName);
  const details = [
    `Bestelnummer: ${order.number}`,
    `Datum: ${pdfDateFormat.format(new Date(order.createdAt))}`,
    `Status: ${ORDER_STATUS_LABELS[order.status]}`,
    order.reference ? `Jouw referentie: ${order.reference}` : '',
    order.offerteNumber ? `Offerte: ${order.offerteNumber}` : '',
  ].filter(Boolean);
  twoBlocks(flow, customer, details, kit.bold);
  flow.space(8);
  flow.paragraph(
    `Levering: ${DELIVERY_LABELS[order.delivery]}${order.address ? `, ${order.address}` : ''}`,
  );
  flow.space(10);
  linesTable(
    flow,
    kit,
    order.lines.map((line) => ({
      ...line,
      description: `${line.name} (${line.modelNumber})`,
    })),
  );
  const rows: [string, number][] = [[GOODS_LABEL, order.goodsNet]];
  if (order.pointsValue > 0)
    rows.push([`Ingewisseld: ${points(order.pointsRedeemed)}`, -order.pointsValue]);
  rows.push(
    [AMOUNT_LABELS.deliveryCost, order.deliveryCost],
    [AMOUNT_LABELS.totalExclVat, order.totalExclVat],
    ...order.vat.map((vat): [string, number] => [
      `Btw ${formatPercent(vat.rate)} over ${formatEuro(vat.base)}`,
      vat.amount,
    ]),
    [AMOUNT_LABELS.totalInclVat, order.totalInclVat],
  );
  totalRows(flow, kit, rows);
  flow.space(10);
  if (order.discount > 0) {
    flow.paragraph(
      `Prijzen per stuk na jouw persoonlijke korting van ${formatPercent(order.discountPercent)}: ` +
        `${formatEuro(order.discount)} minder dan het ${AMOUNT_LABELS.subtotal.toLowerCase()} van ${formatEuro(order.subtotal)}.`,
    );
  }
  if (order.notes) flow.paragraph(`Opmerkingen: ${order.notes}`);
  const earned = points(order.pointsToEarn);
  // What is true when the document is made: credited once delivered, none for a cancelled one.
  if (order.pointsCredited) flow.paragraph(`Voor deze bestelling zijn ${earned} bijgeschreven.`);
  else if (order.status !== 'geannuleerd') {
    flow.paragraph(`Na levering krijg je ${earned} voor deze bestelling.`);
  }
  return kit.save();
}
