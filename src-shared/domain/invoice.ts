import { dueDate, dutchDay, numberingYear } from './calendar';
import { roundHalfAwayFromZero, settleVat, sumPerRate, vatPerRate, type VatAmount } from './money';
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

/** The day of a moment in the Netherlands, the year its number belongs to, and its due day. */
export function invoiceDay(now: Date, paymentTermDays = PAYMENT_TERM_DAYS) {
  const day = dutchDay(now);
  return { day, year: numberingYear(now), dueDate: dueDate(day, paymentTermDays) };
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
  vat: VatAmount[];
}

export interface InvoiceAmounts {
  lines: InvoiceLine[];
  lineTotal: number;
  allowances: { reason: string; vatRate: number; amount: number }[];
  allowanceTotal: number;
  totalExclVat: number;
  vat: VatAmount[];
  totalVat: number;
  totalInclVat: number;
}

function sumBy<T>(items: readonly T[], value: (item: T) => number): number {
  return items.reduce((sum, item) => sum + value(item), 0);
}

/** Per btw rate, what the lines add up to. */
function byRate(lines: readonly InvoiceLine[]): Map<number, number> {
  return sumPerRate(lines.map((line) => ({ vatRate: line.vatRate, amount: line.lineTotal })));
}

type Allowance = InvoiceAmounts['allowances'][number];
type Document = Pick<InvoiceAmounts, 'lines' | 'allowances' | 'vat'>;

/** What settles some rates of a whole: the whole's btw and that of the documents before. */
interface Settlement {
  rates: ReadonlySet<number>;
  whole: readonly VatAmount[];
  before: readonly (readonly VatAmount[])[];
}

/**
 * Lines and allowances to totals: btw per rate over (lines − allowances) by the money kernel's
 * one rule; the rates a document settles take what is left of the whole's btw instead.
 */
function totalsOf(
  lines: InvoiceLine[],
  allowances: Allowance[],
  settlement?: Settlement,
): InvoiceAmounts {
  const perRate = vatPerRate([
    ...lines.map((line) => ({ vatRate: line.vatRate, amount: line.lineTotal })),
    ...allowances.map((allowance) => ({ vatRate: allowance.vatRate, amount: -allowance.amount })),
  ]);
  const vat = settlement
    ? settleVat(perRate, settlement.rates, settlement.whole, settlement.before)
    : perRate;
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
 * every line, allowance and btw, so the invoices of an order add up to the order to the cent
 * and no line is invoiced twice. `earlier`: the order's invoices so far.
 */
export function deliveryInvoiceAmounts(
  order: InvoicedOrder,
  delivered: { productId: string; quantity: number }[],
  earlier: Document[],
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
  if (!complete || earlier.length === 0) return totalsOf(lines, allowances);
  return totalsOf(lines, allowances, {
    rates: new Set(whole.vat.map((part) => part.rate)),
    whole: whole.vat,
    before: earlier.map((invoice) => invoice.vat),
  });
}

/** What is left to credit of an invoice's line after the credit notes so far. */
function openOf(line: InvoiceLine, credits: readonly Document[]) {
  const credited = credits
    .flatMap((credit) => credit.lines)
    .filter((done) =>
      line.lineIndex === undefined
        ? done.lineIndex === undefined && done.description === line.description
        : done.lineIndex === line.lineIndex,
    );
  return {
    quantity: line.quantity + sumBy(credited, (done) => done.quantity),
    lineTotal: line.lineTotal + sumBy(credited, (done) => done.lineTotal),
  };
}

/**
 * A credit note for returned quantities of one invoice's goods lines: the same unit prices,
 * negative quantities and amounts, and the share of the redeemed points those goods carried
 * (their part of the goods amount) given back as a negative allowance. `earlier`: the credit
 * notes of this invoice so far. The credit that returns the last goods of a btw rate takes
 * what is left of that rate's lines, allowance and btw; the one that returns the last goods
 * of the invoice also credits its delivery line. So crediting everything an invoice billed,
 * in any number of returns, credits exactly its total, to the cent.
 */
export function creditAmounts(
  invoice: Document,
  returned: { lineIndex: number; quantity: number }[],
  earlier: readonly Document[] = [],
): InvoiceAmounts {
  const lines: InvoiceLine[] = returned.flatMap(({ lineIndex, quantity }) => {
    const line = invoice.lines.find((candidate) => candidate.lineIndex === lineIndex);
    if (!line) return [];
    const open = openOf(line, earlier);
    const lineTotal = quantity >= open.quantity ? open.lineTotal : line.unitPrice * quantity;
    return [{ ...line, quantity: -quantity, lineTotal: -lineTotal }];
  });
  const after = [...earlier, { lines, allowances: [], vat: [] }];
  const goodsLines = invoice.lines.filter((line) => line.lineIndex !== undefined);
  const everythingBack = goodsLines.every((line) => openOf(line, after).quantity <= 0);
  if (everythingBack) {
    for (const line of invoice.lines.filter((candidate) => candidate.lineIndex === undefined)) {
      const open = openOf(line, earlier);
      if (open.quantity > 0)
        lines.push({ ...line, quantity: -open.quantity, lineTotal: -open.lineTotal });
    }
  }
  const settled = new Set(
    invoice.vat
      .map((part) => part.rate)
      .filter((rate) =>
        invoice.lines
          .filter((line) => line.vatRate === rate)
          .every((line) => openOf(line, after).quantity <= 0),
      ),
  );
  const goodsByRate = byRate(goodsLines);
  const creditedByRate = byRate(lines.filter((line) => line.lineIndex !== undefined));
  const allowances = invoice.allowances.flatMap((allowance) => {
    const goods = goodsByRate.get(allowance.vatRate) ?? 0;
    const credited = creditedByRate.get(allowance.vatRate) ?? 0;
    if (settled.has(allowance.vatRate) ? goods === 0 : goods === 0 || credited === 0) return [];
    const given = sumBy(
      earlier.flatMap((credit) => credit.allowances),
      (done) => (done.vatRate === allowance.vatRate ? done.amount : 0),
    );
    const left = -(allowance.amount + given);
    const share = roundHalfAwayFromZero((allowance.amount * credited) / goods);
    const amount = settled.has(allowance.vatRate) ? left : Math.max(left, share);
    return amount === 0 ? [] : [{ ...allowance, amount }];
  });
  const negated = invoice.vat.map((part) => ({ ...part, amount: -part.amount }));
  return totalsOf(lines, allowances, {
    rates: settled,
    whole: negated,
    before: earlier.map((credit) => credit.vat),
  });
}

/** A billed document as the return sees it: its id, and for a credit note its invoice. */
interface BilledDocument {
  id: string;
  lines: readonly InvoiceLine[];
}

/**
 * Which invoice billed the returned units: per order line, what each invoice billed of it less
 * what credit notes of that invoice took back; the units come back from the latest invoice
 * that still has them (the last delivered first). Answers one entry per invoice, in the order
 * the invoices were issued, and what could not be placed on any invoice per order line.
 */
export function returnsPerInvoice(
  invoices: readonly BilledDocument[],
  credits: readonly (BilledDocument & { invoiceId?: string | undefined })[],
  returned: readonly { lineIndex: number; quantity: number }[],
): {
  perInvoice: { invoiceId: string; lines: { lineIndex: number; quantity: number }[] }[];
  unbilled: Map<number, number>;
} {
  const open = new Map<string, number>();
  const key = (invoiceId: string, lineIndex: number) => `${invoiceId}\u0000${lineIndex}`;
  for (const invoice of invoices)
    for (const line of invoice.lines)
      if (line.lineIndex !== undefined) {
        const at = key(invoice.id, line.lineIndex);
        open.set(at, (open.get(at) ?? 0) + line.quantity);
      }
  const latestFirst = [...invoices].reverse();
  const take = (lineIndex: number, quantity: number, first?: string) => {
    let left = quantity;
    const order = latestFirst.filter((invoice) => invoice.id === first);
    order.push(...latestFirst.filter((invoice) => invoice.id !== first));
    const taken: { invoiceId: string; quantity: number }[] = [];
    for (const invoice of order) {
      const at = key(invoice.id, lineIndex);
      const here = Math.min(left, open.get(at) ?? 0);
      if (here <= 0) continue;
      open.set(at, (open.get(at) ?? 0) - here);
      taken.push({ invoiceId: invoice.id, quantity: here });
      left -= here;
    }
    return { taken, left };
  };
  // Earlier credit notes took back from the invoice they name (a credit note made before
  // credits named the right invoice may name another: what it took beyond that one counts
  // against the others).
  for (const credit of credits)
    for (const line of credit.lines)
      if (line.lineIndex !== undefined) take(line.lineIndex, -line.quantity, credit.invoiceId);

  const perInvoice = new Map<string, Map<number, number>>();
  const unbilled = new Map<number, number>();
  for (const { lineIndex, quantity } of returned) {
    const { taken, left } = take(lineIndex, quantity);
    for (const part of taken) {
      const lines = perInvoice.get(part.invoiceId) ?? new Map<number, number>();
      lines.set(lineIndex, (lines.get(lineIndex) ?? 0) + part.quantity);
      perInvoice.set(part.invoiceId, lines);
    }
    if (left > 0) unbilled.set(lineIndex, (unbilled.get(lineIndex) ?? 0) + left);
  }
  return {
    perInvoice: invoices.flatMap((invoice) => {
      const lines = perInvoice.get(invoice.id);
      return lines
        ? [
            {
              invoiceId: invoice.id,
              lines: [...lines].map(([lineIndex, quantity]) => ({ lineIndex, quantity })),
            },
          ]
        : [];
    }),
    unbilled,
  };
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
