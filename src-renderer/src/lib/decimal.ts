/**
 * Numbers as Dutch users type them: a decimal comma ("0,6"), optionally with thousands dots
 * ("1.500" or "1.234,5"); a plain decimal point ("0.6") is accepted too. Null when it is not
 * a number.
 */
export function parseDecimal(text: string): number | null {
  const trimmed = text.trim().replace(/\s/g, '').replace('−', '-');
  if (!trimmed) return null;
  let normal: string;
  if (trimmed.includes(',')) normal = trimmed.replace(/\./g, '').replace(',', '.');
  else if (/^-?\d{1,3}(\.\d{3})+$/.test(trimmed)) normal = trimmed.replace(/\./g, '');
  else normal = trimmed;
  if (!/^-?\d*\.?\d+$/.test(normal)) return null;
  const value = Number(normal);
  return Number.isFinite(value) ? value : null;
}

/** A number as it is shown back in an input: decimal comma, no thousands separators. */
export function formatDecimal(value: number, maximumFractionDigits = 3): string {
  return value.toLocaleString('nl-NL', { maximumFractionDigits, useGrouping: false });
}
