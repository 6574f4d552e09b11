import { CURRENCY, LOCALE } from './rules';

const euro = new Intl.NumberFormat(LOCALE, { style: 'currency', currency: CURRENCY });

/** Formats integer cents as Dutch euros, e.g. 123456 → "€ 1.234,56". */
export function formatEuro(cents: number): string {
  return euro.format(cents / 100);
}

/** Rounds half away from zero to a whole number (used for cents). */
export function roundHalfAwayFromZero(value: number): number {
  return Math.sign(value) * Math.round(Math.abs(value));
}
