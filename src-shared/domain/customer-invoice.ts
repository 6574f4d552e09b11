import { formatPercent, percentOf, settleVat, vatPerRate, type VatAmount } from './money';
import { offerteTotals, type OfferteLineInput } from './offerte';

/**
 * The installer's own invoices to its client, the homeowner (domain-rules.md, "The installer's
 * customer channel"): an optional deposit (`Aanbetaling`, a percentage the firm sets) from the
 * accepted offerte, a final invoice (`Eindfactuur`) after the installation that deducts the
 * deposits, and credit invoices that reverse one of them. One gapless series per firm and
 * year, apart from the portal's own `F-`/`C-` invoices. Amounts are integer cents.
 */
export const CUSTOMER_INVOICE_RULES = {
  /** The deposit a firm asks unless it sets its own percentage. */
  defaultDepositPercent: 30,
  /** Days a homeowner has to pay (consumers: two weeks is the custom). */
  paymentTermDays: 14,
  /** The firm's own letters before its invoice numbers (`DV-2026-0001`), at most this long. */
  maxPrefixLength: 8,
} as const;

export const CUSTOMER_INVOICE_KIND_LABELS = {
  aanbetaling: 'Aanbetaling',
  eindfactuur: 'Eindfactuur',
  creditfactuur: 'Creditfactuur',
} as const;
export type CustomerInvoiceKind = keyof typeof CUSTOMER_INVOICE_KIND_LABELS;
export const CUSTOMER_INVOICE_KINDS = Object.keys(
  CUSTOMER_INVOICE_KIND_LABELS,
) as CustomerInvoiceKind[];

export const CUSTOMER_INVOICE_STATUS_LABELS = { open: 'Open', betaald: 'Betaald' } as const;
export type CustomerInvoiceStatus = keyof typeof CUSTOMER_INVOICE_STATUS_LABELS;
export const CUSTOMER_INVOICE_STATUSES = Object.keys(
  CUSTOMER_INVOICE_STATUS_LABELS,
) as CustomerInvoiceStatus[];

/** A prefix as a firm may set it: capitals and digits, or none. */
export const CUSTOMER_INVOICE_PREFIX_PATTERN = /^[A-Z0-9]{0,8}$/;

/** `DV-2026-0007` with a prefix, `2026-0007` without: the firm's series, per year. */
export function formatCustomerInvoiceNumber(
  prefix: string,
  year: number,
  sequence: number,
): string {
  return `${prefix ? `${prefix}-` : ''}${year}-${String(sequence).padStart(4, '0')}`;
}

/** The sender name of the firm's mails to its clients, unless the firm set its own. */
export function defaultMailSenderName(tradeName: string): string {
  return `${tradeName.trim() || 'Uw installateur'} via Warmteportaal`;
}

export interface CustomerInvoiceLine {
  description: string;
  quantity: number;
  /** Cents excl. btw; negative on a deduction or a credit. */
  unitPriceCents: number;
  totalExclVatCents: number;
  vatRate: number;
}

export interface CustomerInvoiceAmounts {
  lines: CustomerInvoiceLine[];
  totalExclVatCents: number;
  vat: VatAmount[];
  totalVatCents: number;
  totalInclVatCents: number;
}

/** What an invoice needs of its offerte: the lines and the discount it was accepted with. */
export interface InvoicedOfferte {
  number: string;
  lines: readonly (OfferteLineInput & { description: string })[];
  discountPercent: number;
}

function amountsOf(lines: CustomerInvoiceLine[], vat: VatAmount[]): CustomerInvoiceAmounts {
  const totalExclVatCents = lines.reduce((sum, line) => sum + line.totalExclVatCents, 0);
  const totalVatCents = vat.reduce((sum, part) => sum + part.amount, 0);
  return {
    lines,
    totalExclVatCents,
    vat,
    totalVatCents,
    totalInclVatCents: totalExclVatCents + totalVatCents,
  };
}

const asVatLines = (lines: readonly CustomerInvoiceLine[]) =>
  lines.map((line) => ({ vatRate: line.vatRate, amount: line.totalExclVatCents }));

/** The offerte's own amounts: its lines after the discount and btw per rate. */
function wholeOf(offerte: InvoicedOfferte) {
  const priced = offerteTotals(offerte.lines, offerte.discountPercent);
  const lines = offerte.lines.map((line, index) => ({
    description: line.description,
    quantity: line.quantity,
    unitPriceCents: priced.lines[index]?.netUnitCents ?? 0,
    totalExclVatCents: priced.lines[index]?.totalExclVatCents ?? 0,
    vatRate: line.vatRate,
  }));
  return { lines, vat: priced.vat };
}

/**
 * The deposit: `percent` % of the offerte's amount excl. btw of each btw rate (rounded per
 * rate), one line per rate, btw over it by the money kernel's one rule. So a deposit on an
 * offerte with 21 % and 9 % lines carries both rates, as the final invoice will.
 */
export function depositAmounts(offerte: InvoicedOfferte, percent: number): CustomerInvoiceAmounts {
  const whole = wholeOf(offerte);
  const lines = whole.vat.flatMap((part) => {
    const amount = percentOf(part.base, percent);
    return amount === 0
      ? []
      : [
          {
            description: `Aanbetaling ${formatPercent(percent)} op offerte ${offerte.number} (btw ${formatPercent(part.rate)})`,
            quantity: 1,
            unitPriceCents: amount,
            totalExclVatCents: amount,
            vatRate: part.rate,
          },
        ];
  });
  return amountsOf(lines, vatPerRate(asVatLines(lines)));
}

/** A deposit invoice the final one deducts: its number and amounts. */
export interface DeductedDeposit {
  number: string;
  lines: readonly CustomerInvoiceLine[];
  vat: readonly VatAmount[];
}

/**
 * The final invoice: every line of the offerte, then each deposit deducted per btw rate. Its
 * btw per rate is what the offerte's whole btw of that rate leaves after the deposits' btw
 * (`settleVat`), so deposits plus final add up to the offerte's total incl. btw to the cent.
 */
export function finalAmounts(
  offerte: InvoicedOfferte,
  deposits: readonly DeductedDeposit[],
): CustomerInvoiceAmounts {
  const whole = wholeOf(offerte);
  const deductions = deposits.flatMap((deposit) =>
    deposit.lines.map((line) => ({
      description: `Af: aanbetaling factuur ${deposit.number} (btw ${formatPercent(line.vatRate)})`,
      quantity: 1,
      unitPriceCents: -line.totalExclVatCents,
      totalExclVatCents: -line.totalExclVatCents,
      vatRate: line.vatRate,
    })),
  );
  const lines = [...whole.lines, ...deductions];
  const vat = settleVat(
    vatPerRate(asVatLines(lines)),
    new Set(whole.vat.map((part) => part.rate)),
    whole.vat,
    deposits.map((deposit) => deposit.vat),
  );
  return amountsOf(lines, vat);
}

/** A credit invoice for a whole invoice: every line and every btw amount reversed. */
export function creditAmounts(invoice: {
  lines: readonly CustomerInvoiceLine[];
  vat: readonly VatAmount[];
}): CustomerInvoiceAmounts {
  const negate = (cents: number) => (cents === 0 ? 0 : -cents);
  return amountsOf(
    invoice.lines.map((line) => ({
      ...line,
      quantity: negate(line.quantity),
      totalExclVatCents: negate(line.totalExclVatCents),
    })),
    invoice.vat.map((part) => ({
      rate: part.rate,
      base: negate(part.base),
      amount: negate(part.amount),
    })),
  );
}

/**
 * What an invoice still asks: nothing once paid or credited; a credit invoice for a paid
 * invoice is money the firm owes its client (negative) until it is marked paid (refunded).
 */
export function openAmountOf(invoice: {
  status: CustomerInvoiceStatus;
  creditedBy?: unknown;
  totalInclVatCents: number;
}): number {
  return invoice.status === 'open' && !invoice.creditedBy ? invoice.totalInclVatCents : 0;
}
