/**
 * Amounts typed in forms: euros with a decimal comma and optional thousands dots
 * (`1.234,50`, `1234,5`, `€ 12`). Stored as integer cents (docs/domain-rules.md, "Money").
 */
const EURO_INPUT = /^(\d{1,3}(?:\.\d{3})+|\d+)(?:,(\d{1,2}))?$/;

/** Cents for a typed euro amount, or null when it is not a valid non-negative amount. */
export function parseEuroToCents(input: string): number | null {
  const text = input.replace(/€/g, '').replace(/\s+/g, '');
  const match = EURO_INPUT.exec(text);
  if (!match?.[1]) return null;
  const euros = Number(match[1].replace(/\./g, ''));
  const cents = Number((match[2] ?? '0').padEnd(2, '0'));
  const total = euros * 100 + cents;
  return Number.isSafeInteger(total) ? total : null;
}

/** Cents as the form shows them for editing: `123450` → `1.234,50`. */
/** Made once: `toLocaleString` builds a formatter per call (half the time of a large export). */
const wholeEuros = new Intl.NumberFormat('nl-NL', { useGrouping: true, maximumFractionDigits: 0 });

export function formatCentsForInput(cents: number): string {
  const euros = wholeEuros.format(Math.floor(cents / 100));
  return `${euros},${String(cents % 100).padStart(2, '0')}`;
}

export const EURO_INPUT_MESSAGE = 'Vul een bedrag in euro’s in, zoals 1.234,50.';
