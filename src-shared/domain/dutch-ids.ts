/**
 * Checks of Dutch business identifiers for the dealer application (docs/domain-rules.md,
 * "Public forms"). Pure functions; the form and the server both use them.
 */

/** A KvK number is exactly 8 digits, and not 00000000 (the KvK hands out no such number). */
export function isValidKvk(value: string): boolean {
  return /^\d{8}$/.test(value) && value !== '00000000';
}

/** Removes spaces and dots and upper-cases, so `nl 0044.95.445 b01` can be checked. */
export function normaliseBtwId(value: string): string {
  return value.replace(/[\s.]/g, '').toUpperCase();
}

/** The 11-proof of the old format: digits weighted 9..2, minus the last, divisible by 11. */
function passesElevenProof(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < 8; i++) sum += Number(digits[i]) * (9 - i);
  sum -= Number(digits[8]);
  return sum % 11 === 0;
}

/** The 2020 format: letters as numbers (A=10 … Z=35), the whole id modulo 97 equals 1. */
function passesMod97(id: string): boolean {
  let remainder = 0;
  for (const char of id) {
    const value = /[A-Z]/.test(char) ? String(char.charCodeAt(0) - 55) : char;
    for (const digit of value) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}

/** The shape of a Dutch btw-id, `NL` + 9 digits + `B` + 2 digits, before its check digits. */
export const BTW_ID_PATTERN = /^NL(\d{9})B(\d{2})$/;

/** `NL` + 9 digits + `B` + 2 digits, valid by the 11-proof or by mod-97. */
export function isValidBtwId(value: string): boolean {
  const id = normaliseBtwId(value);
  const match = BTW_ID_PATTERN.exec(id);
  if (!match?.[1]) return false;
  return passesElevenProof(match[1]) || passesMod97(id);
}

/** The IBAN check of ISO 13616: the first four characters moved to the end, modulo 97 is 1. */
export function isValidIban(value: string): boolean {
  const iban = value.replace(/\s/g, '').toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/.test(iban)) return false;
  return passesMod97(iban.slice(4) + iban.slice(0, 4));
}

/** An IBAN as stored: without spaces, in capitals. */
export function normaliseIban(value: string): string {
  return value.replace(/\s/g, '').toUpperCase();
}

/**
 * A Dutch phone number: 10 digits starting with 0, or +31/0031 followed by 9 digits.
 * Spaces, dashes, dots and brackets are allowed in between.
 */
export function normaliseDutchPhone(value: string): string | null {
  const compact = value.replace(/[\s\-.()]/g, '');
  const national = /^(?:\+31|0031)(\d{9})$/.exec(compact)?.[1];
  if (national && national[0] !== '0') return `0${national}`;
  if (/^0[1-9]\d{8}$/.test(compact)) return compact;
  return null;
}
