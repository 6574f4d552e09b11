import { rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { formatEuro } from '@shared/domain/money';
import { AMOUNT_LABELS } from '@shared/domain/quote';
import { DELIVERY_LABELS, ORDER_STATUS_LABELS } from '@shared/domain/rules';
import type { Buyer, Order } from '@shared/schemas/order';
import { createPdfDocument } from '../pdf/document';
import { buyerLine } from './buyer';

const dateFormat = new Intl.DateTimeFormat('nl-NL', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Europe/Amsterdam',
});

/** A printable order confirmation as a PDF, in Dutch, naming the buyer as they were then. */
export async function orderConfirmationPdf(order: Order, buyer: Buyer): Promise<Uint8Array> {
  const { pdf, regular, bold, printable } = await createPdfDocument({
    title: `Orderbevestiging ${order.number}`,
  });
  let page: PDFPage = pdf.addPage([595.28, 841.89]);
  let y = 790;
  const left = 50;
  const right = 545;

  const text = (
    value: string,
    x: number,
    font: PDFFont = regular,
    size = 10,
    alignRight = false,
  ) => {
    const safe = printable(value);
    const width = alignRight ? font.widthOfTextAtSize(safe, size) : 0;
    page.drawText(safe, { x: x - width, y, size, font, color: rgb(0.1, 0.15, 0.2) });
  };
  const newline = (gap = 15) => {
    y -= gap;
    if (y < 60) {
      page = pdf.addPage([595.28, 841.89]);
      y = 790;
    }
  };

  text('Warmteportaal', left, bold, 18);
  text('Orderbevestiging', right, bold, 14, true);
  newline(28);
  text(`Bestelnummer: ${order.number}`, left, bold);
  text(`Datum: ${dateFormat.format(new Date(order.createdAt))}`, right, regular, 10, true);
  newline();
  text(`Klant: ${buyerLine(buyer)}`, left);
  text(`Status: ${ORDER_STATUS_LABELS[order.status]}`, right, regular, 10, true);
  newline();
  const identifiers = [
    buyer.address,
    buyer.kvkNumber ? `KvK ${buyer.kvkNumber}` : '',
    buyer.btwId ? `btw-id ${buyer.btwId}` : '',
  ].filter(Boolean);
  if (identifiers.length) {
    text(identifiers.join(' · ').slice(0, 110), left);
    newline();
  }
  if (order.reference) {
    text(`Jouw referentie: ${order.reference}`, left);
    newline();
  }
  text(
    `Levering: ${DELIVERY_LABELS[order.delivery]}${order.address ? `, ${order.address}` : ''}`,
    left,
  );
  newline(28);

  text('Artikel', left, bold);
  text('Aantal', 340, bold, 10, true);
  text('Prijs per stuk', 440, bold, 10, true);
  text('Totaal', right, bold, 10, true);
  newline(6);
  page.drawLine({ start: { x: left, y }, end: { x: right, y }, thickness: 0.5 });
  newline(14);
  for (const line of order.lines) {
    text(`${line.name} (${line.modelNumber})`.slice(0, 60), left);
    text(String(line.quantity), 340, regular, 10, true);
    text(formatEuro(line.unitPrice), 440, regular, 10, true);
    text(formatEuro(line.lineTotal), right, regular, 10, true);
    newline();
  }
  newline(8);
  const rows: [string, number][] = [
    [AMOUNT_LABELS.subtotal, order.subtotal],
    [`Jouw korting (${order.discountPercent}%)`, -order.discount],
  ];
  if (order.pointsValue > 0)
    rows.push([`Spaarpunten (${order.pointsRedeemed})`, -order.pointsValue]);
  rows.push(
    [AMOUNT_LABELS.deliveryCost, order.deliveryCost],
    [AMOUNT_LABELS.totalExclVat, order.totalExclVat],
  );
  for (const vat of order.vat)
    rows.push([`Btw ${vat.rate}% over ${formatEuro(vat.base)}`, vat.amount]);
  for (const [label, amount] of rows) {
    text(label, 440, regular, 10, true);
    text(formatEuro(amount), right, regular, 10, true);
    newline();
  }
  text(AMOUNT_LABELS.totalInclVat, 440, bold, 11, true);
  text(formatEuro(order.totalInclVat), right, bold, 11, true);
  newline(28);
  if (order.notes) {
    text(`Opmerkingen: ${order.notes}`.slice(0, 110), left);
    newline();
  }
  text(
    `Na levering krijg je ${order.pointsToEarn.toLocaleString('nl-NL')} spaarpunten voor deze bestelling.`,
    left,
  );
  return pdf.save();
}
