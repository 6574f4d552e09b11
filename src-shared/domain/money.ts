import { CURRENCY, LOCALE } from './rules';

/**
 * The money kernel: every amount is integer cents, every percentage a number 0..100, and
 * every rounding goes through `roundHalfAwayFromZero`. Quotes, orders, invoices, credit notes,
 * offertes and the calculator's indication all turn lines into btw with `vatPerRate`, so a
 * change to btw rounding is one edit here and one row in tests/unit/money-kernel.test.ts.
 *
 * The btw rule: btw is computed per rate over the sum of that rate's amounts excl. btw
 * (lines minus allowances), rounded half away from zero to whole cents; the document's btw is
 * the sum of those rates. A line shown incl. btw carries its share of its rate's btw (largest
 * remainder, see `linesInclVat`), never its own rounded btw, so the lines incl. btw add up to
 * the total incl. btw to the cent.
 */

const euro = new Intl.NumberFormat(LOCALE, { style: 'currency', currency: CURRENCY });

/** Formats integer cents as Dutch euros, e.g. 123456 → "€ 1.234,56". */
export function formatEuro(cents: number): string {
  return euro.format(cents / 100);
}

const percentFormat = new Intl.NumberFormat(LOCALE, { style: 'percent', maximumFractionDigits: 2 });

/**
 * Formats a percentage (a number 0..100) the one way a user reads it, e.g. 10 → "10%",
 * 7.5 → "7,5%": no space, a decimal comma. Pages, PDFs, mails and the log all use this.
 */
export function formatPercent(percent: number): string {
  return percentFormat.format(percent / 100);
}

/** Rounds half away from zero to a whole number (used for cents). */
export function roundHalfAwayFromZero(value: number): number {
  return Math.sign(value) * Math.round(Math.abs(value));
}

/** `percent` % of `cents`, in whole cents: 10 % of 999 → 100. */
export function percentOf(cents: number, percent: number): number {
  return roundHalfAwayFromZero((cents * percent) / 100);
}

/** The btw of an amount excl. btw at a rate: the one btw rounding rule. */
export function vatOf(base: number, rate: number): number {
  return percentOf(base, rate);
}

/** An amount excl. btw at a btw rate: a line (positive) or an allowance (negative). */
export interface VatLine {
  vatRate: number;
  amount: number;
}

/** The btw of one rate: the sum of its amounts excl. btw and the btw over that sum. */
export interface VatAmount {
  rate: number;
  base: number;
  amount: number;
}

/** Σ of the amounts per btw rate, in the order the rates first appear. */
export function sumPerRate(lines: readonly VatLine[]): Map<number, number> {
  const bases = new Map<number, number>();
  for (const line of lines) bases.set(line.vatRate, (bases.get(line.vatRate) ?? 0) + line.amount);
  return bases;
}

/**
 * THE function that turns lines into btw per rate: every rate that occurs, highest first, with
 * its base (Σ of its amounts) and `vatOf(base, rate)`.
 */
export function vatPerRate(lines: readonly VatLine[]): VatAmount[] {
  return [...sumPerRate(lines).entries()]
    .sort(([a], [b]) => b - a)
    .map(([rate, base]) => ({ rate, base, amount: vatOf(base, rate) }));
}

/**
 * The btw of the rates a document settles (the last invoice of an order, the credit note that
 * returns the rest of an invoice's lines of a rate): per settled rate what the whole had minus
 * what the documents before it took, so together they are the whole to the cent. The other
 * rates keep the btw `vatPerRate` gave them.
 */
export function settleVat(
  vat: readonly VatAmount[],
  settled: ReadonlySet<number>,
  whole: readonly VatAmount[],
  before: readonly (readonly VatAmount[])[],
): VatAmount[] {
  const of = (parts: readonly VatAmount[], rate: number) =>
    parts.reduce((sum, part) => (part.rate === rate ? sum + part.amount : sum), 0);
  return vat.map((part) =>
    settled.has(part.rate)
      ? {
          ...part,
          amount:
            of(whole, part.rate) - before.reduce((sum, parts) => sum + of(parts, part.rate), 0),
        }
      : part,
  );
}

/**
 * Splits `amount` over the keys in proportion to their weights, in whole cents; the cents left
 * by rounding down go to the largest remainders (ties: the key listed first), so the parts
 * always add up to `amount`. No weight at all: every part is 0.
 */
export function allocate<K>(amount: number, weights: ReadonlyMap<K, number>): Map<K, number> {
  const total = [...weights.values()].reduce((a, b) => a + b, 0);
  const result = new Map<K, number>();
  if (amount === 0 || total === 0) {
    for (const key of weights.keys()) result.set(key, 0);
    return result;
  }
  const shares = [...weights.entries()].map(([key, weight], order) => {
    const exact = (amount * weight) / total;
    return { key, order, floor: Math.floor(exact), remainder: exact - Math.floor(exact) };
  });
  let left = amount - shares.reduce((a, s) => a + s.floor, 0);
  const byRemainder = [...shares].sort((a, b) => b.remainder - a.remainder || a.order - b.order);
  const extra = new Set<number>();
  for (const share of byRemainder) {
    if (left <= 0) break;
    extra.add(share.order);
    left -= 1;
  }
  for (const share of shares) result.set(share.key, share.floor + (extra.has(share.order) ? 1 : 0));
  return result;
}

/**
 * The lines incl. btw: each line plus its share of its rate's btw (`vatPerRate`), split by
 * `allocate` in proportion to the lines' amounts. Per rate the lines incl. btw add up to base
 * plus btw, so together they are the total incl. btw to the cent.
 */
export function linesInclVat(lines: readonly VatLine[]): number[] {
  const vat = new Map(vatPerRate(lines).map((part) => [part.rate, part.amount]));
  const shares = new Map<number, number>();
  for (const [rate, amount] of vat) {
    const weights = new Map<number, number>();
    lines.forEach((line, index) => {
      if (line.vatRate === rate) weights.set(index, line.amount);
    });
    for (const [index, share] of allocate(amount, weights)) shares.set(index, share);
  }
  return lines.map((line, index) => line.amount + (shares.get(index) ?? 0));
}
