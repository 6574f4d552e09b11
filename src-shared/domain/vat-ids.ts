import { isValidBtwId, normaliseBtwId } from './dutch-ids';

/**
 * Btw-ids of firms in the Netherlands and the neighbouring countries the portal delivers to, and
 * the Peppol electronic-address scheme (EAS) of each country's VAT number: a foreign buyer is
 * reached by its btw-id (domain-rules.md, "The firm as a party").
 */
export const VAT_SCHEMES = {
  NL: { eas: '9944', pattern: /^NL\d{9}B\d{2}$/ },
  BE: { eas: '9925', pattern: /^BE[01]\d{9}$/ },
  DE: { eas: '9930', pattern: /^DE\d{9}$/ },
  LU: { eas: '9938', pattern: /^LU\d{8}$/ },
  FR: { eas: '9957', pattern: /^FR[0-9A-HJ-NP-Z]{2}\d{9}$/ },
  AT: { eas: '9914', pattern: /^ATU\d{8}$/ },
} as const;
export type VatCountry = keyof typeof VAT_SCHEMES;
export const VAT_COUNTRIES = Object.keys(VAT_SCHEMES) as VatCountry[];

const countryOf = (id: string): VatCountry | null =>
  (VAT_COUNTRIES as string[]).includes(id.slice(0, 2)) ? (id.slice(0, 2) as VatCountry) : null;

/** A Belgian enterprise number: the last two digits are 97 minus the first eight modulo 97. */
function passesBelgianCheck(digits: string): boolean {
  return 97 - (Number(digits.slice(0, 8)) % 97) === Number(digits.slice(8));
}

/** A btw-id of one of these countries: the Dutch one by its 11-proof or mod-97, the Belgian by its check. */
export function isValidVatId(value: string): boolean {
  const id = normaliseBtwId(value);
  const country = countryOf(id);
  if (!country || !VAT_SCHEMES[country].pattern.test(id)) return false;
  if (country === 'NL') return isValidBtwId(id);
  if (country === 'BE') return passesBelgianCheck(id.slice(2));
  return true;
}

/** The Peppol scheme of a valid btw-id (`9925` for `BE…`); null for any other. */
export function vatScheme(value: string): string | null {
  const id = normaliseBtwId(value);
  const country = countryOf(id);
  return country && isValidVatId(id) ? VAT_SCHEMES[country].eas : null;
}

/** The Belgian enterprise number (scheme 0208) inside a Belgian btw-id; null for any other. */
export function belgianEnterpriseNumber(value: string): string | null {
  const id = normaliseBtwId(value);
  return id.startsWith('BE') && isValidVatId(id) ? id.slice(2) : null;
}
