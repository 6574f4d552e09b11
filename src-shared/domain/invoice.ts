import { dutchToday } from './installations';
import { roundHalfAwayFromZero } from './money';
import type { QuoteLine } from './quote';
import { DELIVERY_VAT_RATE } from './rules';

/** Invoices and credit notes (docs/domain-rules.md, "Invoices and credit notes"). */
export const PAYMENT_TERM_DAYS = 30;
export const INVOICE_PREFIX = { factuur: 'F', creditfactuur: 'C' } as const;
export const POINTS_ALLOWANCE_REASON = 'Ingewisselde spaarpunten';
export const DELIVERY_DESCRIPTION = 'Verzendkosten';

/** `F-2026-000001` / `C-2026-000001`: one gapless sequence per kind and year. */
export function formatInvoiceNumber(
  kind: keyof typeof INVOICE_PREFIX,
  year: number,
  sequence: number,
): string {
  return `${INVOICE_PREFIX[kind]}-${year}-${String(sequence).padStart(6, '0')}`;
}

/** The counter document of a sequence: `invoices-2026`, `creditnotes-2026`. */
export function invoiceCounterId(kind: keyof typeof INVOICE_PREFIX, year: number): string {
  return `${kind === 'factuur' ? 'invoices' : 'creditnotes'}-${year}`;
}

/** The day of a moment in the Netherlands, and the year its number belongs to. */
export function invoiceDay(now: Date): { day: string; year: number } {
  const day = dutchToday(now);
  return { day, year: Number(day.slice(0, 4)) };
}

/** `YYYY-MM-DD` plus whole days. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** One invoiced line (the stored shape is `invoiceLineSchema` in schemas/invoice.ts). */
export interface InvoiceLine {
  lineIndex?: number | undefined;
  productId?: string | undefined;
  description: string;
  modelNumber: string;
  quantity: number;
  unitPrice: number;
  lineTotal: number;
  vatRate: number;
}

/** What the invoice needs of an order: its lines and the amounts it was placed with. */
export interface InvoicedOrder {
  lines: Omit<QuoteLine, 'basePrice'>[];
  deliveryCost: number;
  pointsValue: number;
  goodsNet: number;
  vat: { rate: number; base: number; amount: number }[];
}

export interface InvoiceAmounts {
  lines: InvoiceLine[];
  lineTotal: number;
  allowances: { reason: string; vatRate: number; amount: number }[];
  allowanceTotal: number;
  totalExclVat: number;
  vat: { rate: number; base: number; amount: number }[];
  totalVat: number;
  totalInclVat: number;
}

function sumBy<T>(items: T[], value: (item: T) => number): number {
  return items.reduce((sum, item) => sum + value(item), 0);
}

/** Per btw rate, what the lines add up to. */
function byRate(lines: InvoiceLine[]): Map<number, number> {
  const rates = new Map<number, number>();
  for (const line of lines)
    rates.set(line.vatRate, (rates.get(line.vatRate) ?? 0) + line.lineTotal);
  return rates;
}

/** Lines and allowances to totals: btw per rate over (lines − allowances), rounded per rate. */
function totalsOf(lines: InvoiceLine[], allowances: InvoiceAmounts['allowances']): InvoiceAmounts {
  const bases = byRate(lines);
  for (const allowance of allowances)
    bases.set(allowance.vatRate, (bases.get(allowance.vatRate) ?? 0) - allowance.amount);
  const vat = [...bases.entries()]
    .sort(([a], [b]) => b - a)
    .map(([rate, base]) => ({ rate, base, amount: roundHalfAwayFromZero((base * rate) / 100) }));
  const lineTotal = sumBy(lines, (line) => line.lineTotal);
  const allowanceTotal = sumBy(allowances, (allowance) => allowance.amount);
  const totalVat = sumBy(vat, (part) => part.amount);
  const totalExclVat = lineTotal - allowanceTotal;
  return {
    lines,
    lineTotal,
    allowances,
    allowanceTotal,
    totalExclVat,
    vat,
    totalVat,
    totalInclVat: totalExclVat + totalVat,
  };
}

/**
 * An order's invoice: its goods lines at the net unit price it was placed with, delivery as a
 * line, redeemed points as an allowance per btw rate (as the order split them), so the
 * invoice's totals are the order's to the cent.
 */
export function invoiceAmounts(order: InvoicedOrder): InvoiceAmounts {
  const lines: InvoiceLine[] = order.lines.map((line, lineIndex) => ({
    lineIndex,
    productId: line.productId,
    description: line.name,
    modelNumber: line.modelNumber,
    quantity: line.quantity,
    unitPrice: line.unitPrice,
    lineTotal: line.lineTotal,
    vatRate: line.vatRate,
  }));
  if (order.deliveryCost > 0) {
    lines.push({
      description: DELIVERY_DESCRIPTION,
      modelNumber: '',
      quantity: 1,
      unitPrice: order.deliveryCost,
      lineTotal: order.deliveryCost,
      vatRate: DELIVERY_VAT_RATE,
    });
  }
  // The order's btw bases already have the points taken off per rate: the difference is the
  // allowance of that rate.
  const linesByRate = byRate(lines);
  const allowances = order.vat.flatMap((part) => {
    const amount = (linesByRate.get(part.rate) ?? 0) - part.base;
    return amount > 0 ? [{ reason: POINTS_ALLOWANCE_REASON, vatRate: part.rate, amount }] : [];
  });
  return totalsOf(lines, allowances);
}

/**
 * The invoice of one delivery (part) of an order: the delivered quantities of its lines, the
 * delivery cost on the order's first invoice, and a share of the redeemed points per btw rate
 * (by the goods of that rate); the delivery that completes the order takes what is left of
 * every line and allowance, so the invoices of an order add up to the order to the cent and
 * no line is invoiced twice. `earlier`: the order's invoices so far.
 */
export function deliveryInvoiceAmounts(
  order: InvoicedOrder,
  delivered: { productId: string; quantity: number }[],
  earlier: Pick<InvoiceAmounts, 'lines' | 'allowances'>[],
): InvoiceAmounts {
  const whole = invoiceAmounts(order);
  const before = earlier.flatMap((invoice) => invoice.lines);
  const invoicedOf = (lineIndex: number, value: (line: InvoiceLine) => number) =>
    sumBy(
      before.filter((line) => line.lineIndex === lineIndex),
      value,
    );
  const toInvoice = new Map<string, number>();
  for (const { productId, quantity } of delivered)
    toInvoice.set(productId, (toInvoice.get(productId) ?? 0) + quantity);

  let complete = true;
  const lines: InvoiceLine[] = [];
  for (const line of whole.lines) {
    if (line.lineIndex === undefined) continue;
    const open = line.quantity - invoicedOf(line.lineIndex, (done) => done.quantity);
    const wanted = toInvoice.get(line.productId ?? '') ?? 0;
    const quantity = Math.min(open, wanted);
    if (line.productId) toInvoice.set(line.productId, wanted - quantity);
    if (quantity < open) complete = false;
    if (quantity <= 0) continue;
    const lineTotal =
      quantity === open
        ? line.lineTotal - invoicedOf(line.lineIndex, (done) => done.lineTotal)
        : line.unitPrice * quantity;
    lines.push({ ...line, quantity, lineTotal });
  }
  const deliveryDone = before.some((line) => line.lineIndex === undefined);
  if (!deliveryDone) lines.push(...whole.lines.filter((line) => line.lineIndex === undefined));

  const goods = (from: InvoiceLine[]) =>
    byRate(from.filter((line) => line.lineIndex !== undefined));
  const wholeGoods = goods(whole.lines);
  const partGoods = goods(lines);
  const allowances = whole.allowances.flatMap((allowance) => {
    const given = sumBy(
      earlier.flatMap((invoice) => invoice.allowances),
      (done) => (done.vatRate === allowance.vatRate ? done.amount : 0),
    );
    const left = allowance.amount - given;
    const share = roundHalfAwayFromZero(
      (allowance.amount * (partGoods.get(allowance.vatRate) ?? 0)) /
        (wholeGoods.get(allowance.vatRate) || 1),
    );
    const amount = complete ? left : Math.min(left, share);
    return amount > 0 ? [{ ...allowance, amount }] : [];
  });
  return totalsOf(lines, allowances);
}

/**
 * A credit note for returned quantities of an invoice's goods lines: the same unit prices,
 * negative quantities and amounts, and the share of the redeemed points those goods carried
 * (their part of the goods amount) given back as a negative allowance.
 */
export function creditAmounts(
  invoice: Pick<InvoiceAmounts, 'lines' | 'allowances'>,
  returned: { lineIndex: number; quantity: number }[],
): InvoiceAmounts {
  const lines: InvoiceLine[] = returned.flatMap(({ lineIndex, quantity }) => {
    const line = invoice.lines.find((candidate) => candidate.lineIndex === lineIndex);
    if (!line) return [];
    return [{ ...line, quantity: -quantity, lineTotal: -line.unitPrice * quantity }];
  });
  const goodsByRate = byRate(invoice.lines.filter((line) => line.lineIndex !== undefined));
  const creditedByRate = byRate(lines);
  const allowances = invoice.allowances.flatMap((allowance) => {
    const goods = goodsByRate.get(allowance.vatRate) ?? 0;
    const credited = creditedByRate.get(allowance.vatRate) ?? 0;
    if (goods === 0 || credited === 0) return [];
    const amount = roundHalfAwayFromZero((allowance.amount * credited) / goods);
    return amount === 0 ? [] : [{ ...allowance, amount }];
  });
  return totalsOf(lines, allowances);
}

/**
 * The points a credit takes back: the order earned 1 point per whole euro of its goods after
 * points; after all its credits it would have earned that of what remains. What earlier
 * credits already took back (or could not) is counted once.
 */
export function pointsToTakeBack(input: {
  pointsEarned: number;
  goodsAfterPoints: number;
  /** Σ goods excl. btw of every credit of the order including this one (positive). */
  creditedGoods: number;
  /** Σ taken back plus shortfall of the earlier credits. */
  alreadyTakenBack: number;
}): number {
  const remaining = Math.max(0, input.goodsAfterPoints - input.creditedGoods);
  const earnedAfter = Math.min(input.pointsEarned, Math.floor(remaining / 100));
  return Math.max(0, input.pointsEarned - earnedAfter - input.alreadyTakenBack);
}
