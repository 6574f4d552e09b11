import type { PDFFont } from 'pdf-lib';
import { formatEuro, formatPercent } from '@shared/domain/money';
import { MARGIN, type PdfColumn, type PdfDocumentKit } from './document';
import type { createFlow } from './flow';

type Flow = ReturnType<typeof createFlow>;

/**
 * The columns of every document's line table. One convention on every document: net unit
 * prices (after the personal discount), so the line totals add up to the goods subtotal
 * printed under them.
 */
export const LINE_COLUMNS = {
  article: { left: MARGIN.left, right: 262 },
  quantity: { left: 266, right: 306, align: 'right' },
  unitPrice: { left: 310, right: 392, align: 'right' },
  vatRate: { left: 396, right: 428, align: 'right' },
  total: { left: 432, right: MARGIN.right, align: 'right' },
} as const satisfies Record<string, PdfColumn>;

const TOTAL_LABEL: PdfColumn = { left: 180, right: 428, align: 'right' };

export interface TableLine {
  description: string;
  quantity: number;
  unitPrice: number;
  lineTotal: number;
  vatRate: number;
}

/** Two blocks side by side (buyer left, document details right), each wrapping in its half. */
export function twoBlocks(flow: Flow, left: string[], right: string[], bold?: PDFFont) {
  const rows = Math.max(left.length, right.length);
  for (let index = 0; index < rows; index += 1) {
    flow.row(
      [
        {
          text: left[index] ?? '',
          column: { left: MARGIN.left, right: 292 },
          ...(index === 0 && bold ? { font: bold } : {}),
        },
        { text: right[index] ?? '', column: { left: 310, right: MARGIN.right } },
      ],
      1,
    );
  }
}

export function linesTable(flow: Flow, kit: PdfDocumentKit, lines: TableLine[]) {
  flow.row([
    { text: 'Artikel', column: LINE_COLUMNS.article, font: kit.bold },
    { text: 'Aantal', column: LINE_COLUMNS.quantity, font: kit.bold },
    { text: 'Prijs per stuk', column: LINE_COLUMNS.unitPrice, font: kit.bold, size: 9 },
    { text: 'Btw', column: LINE_COLUMNS.vatRate, font: kit.bold },
    { text: 'Totaal', column: LINE_COLUMNS.total, font: kit.bold },
  ]);
  flow.rule();
  for (const line of lines) {
    flow.row([
      { text: line.description, column: LINE_COLUMNS.article },
      { text: line.quantity.toLocaleString('nl-NL'), column: LINE_COLUMNS.quantity },
      { text: formatEuro(line.unitPrice), column: LINE_COLUMNS.unitPrice },
      { text: formatPercent(line.vatRate), column: LINE_COLUMNS.vatRate },
      { text: formatEuro(line.lineTotal), column: LINE_COLUMNS.total },
    ]);
  }
  flow.rule();
}

/** Label and amount rows under the table; the last one bold. */
export function totalRows(flow: Flow, kit: PdfDocumentKit, rows: [string, number][]) {
  rows.forEach(([label, amount], index) => {
    const font = index === rows.length - 1 ? kit.bold : kit.regular;
    flow.row(
      [
        { text: label, column: TOTAL_LABEL, font },
        { text: formatEuro(amount), column: LINE_COLUMNS.total, font },
      ],
      2,
    );
  });
}

/** The rows under a document's lines: total excl. btw, the btw of each rate, total incl. btw. */
export function vatTotalRows(totals: {
  totalExclVatCents: number;
  vat: readonly { rate: number; base: number; amount: number }[];
  totalInclVatCents: number;
}): [string, number][] {
  return [
    ['Totaal excl. btw', totals.totalExclVatCents],
    ...totals.vat.map((vat): [string, number] => [
      `Btw ${formatPercent(vat.rate)} over ${formatEuro(vat.base)}`,
      vat.amount,
    ]),
    ['Totaal incl. btw', totals.totalInclVatCents],
  ];
}

/** The document's title line: seller name left, document kind right. */
export function titleRow(flow: Flow, kit: PdfDocumentKit, seller: string, title: string) {
  flow.row(
    [
      { text: seller, column: { left: MARGIN.left, right: 330 }, font: kit.bold, size: 16 },
      {
        text: title,
        column: { left: 340, right: MARGIN.right, align: 'right' },
        font: kit.bold,
        size: 14,
      },
    ],
    14,
  );
}

/** The sum of the line totals, printed right under them. */
export const GOODS_LABEL = 'Subtotaal artikelen excl. btw';
