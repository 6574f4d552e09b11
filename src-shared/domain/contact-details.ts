/**
 * Dutch phone numbers and postcodes (docs/domain-rules.md, "Settings"): validated, stored in one
 * normal form, shown the way people write them.
 */

const POSTCODE = /^([1-9]\d{3})\s?([A-Za-z]{2})$/;
// SA, SD and SS are not issued as postcode letters.
const UNUSED_LETTERS = new Set(['SA', 'SD', 'SS']);

/** `1234ab`, `1234 AB` → `1234 AB`; null when it is not a Dutch postcode. */
export function normalisePostcode(input: string): string | null {
  const match = POSTCODE.exec(input.trim());
  if (!match?.[1] || !match[2]) return null;
  const letters = match[2].toUpperCase();
  if (UNUSED_LETTERS.has(letters)) return null;
  return `${match[1]} ${letters}`;
}

/** Area codes of two digits after the 0; every other geographic code has three. */
const TWO_DIGIT_AREAS = new Set(
  '10 13 15 20 23 24 26 30 33 35 36 38 40 43 45 46 50 53 55 58 70 71 72 73 74 75 76 77 78 79'.split(
    ' ',
  ),
);

/**
 * A Dutch phone number in E.164 (`+31301234567`), or null. Accepts the usual ways of writing
 * one: `030 123 45 67`, `06-12345678`, `+31 (0)6 1234 5678`, `0031 30 1234567`.
 */
export function normaliseDutchPhone(input: string): string | null {
  // `+31 (0)6…`: the trunk 0 in brackets is not dialled after +31.
  const compact = input.replace(/\(0\)/g, '').replace(/[\s\-.()/]/g, '');
  const match = /^(?:\+31|0031|0)([1-9]\d{8})$/.exec(compact);
  return match?.[1] ? `+31${match[1]}` : null;
}

/** Digits in pairs from the left: `123456` → `12 34 56`. */
const pairs = (digits: string) => digits.replace(/(\d{2})(?=\d)/g, '$1 ');

/**
 * A phone number as people in the Netherlands write it: `+31612345678` → `06 12 34 56 78`,
 * `+31301234567` → `030 123 45 67`, `+31499471234` → `0499 47 12 34`. A number stored as typed
 * (`0612345678`) is read first; text that is no Dutch number stays as it is.
 */
export function formatDutchPhone(stored: string): string {
  const match = /^\+31([1-9]\d{8})$/.exec(normaliseDutchPhone(stored) ?? stored);
  if (!match?.[1]) return stored;
  const national = match[1];
  if (national.startsWith('6')) return `06 ${pairs(national.slice(1))}`;
  if (TWO_DIGIT_AREAS.has(national.slice(0, 2))) {
    // Seven digits after a two-digit area: three, then pairs.
    return `0${national.slice(0, 2)} ${national.slice(2, 5)} ${pairs(national.slice(5))}`;
  }
  return `0${national.slice(0, 3)} ${pairs(national.slice(3))}`;
}

/** Normalises a postcode written inside a free address line (`3526kl` → `3526 KL`). */
export function normalisePostcodeIn(address: string): string {
  return address
    .trim()
    .replace(/\s+/g, ' ')
    .replace(
      /\b([1-9]\d{3})\s?([A-Za-z]{2})\b/g,
      (whole, digits: string, letters: string) => normalisePostcode(`${digits}${letters}`) ?? whole,
    );
}
