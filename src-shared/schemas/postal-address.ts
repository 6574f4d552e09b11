import { z } from 'zod';
import { normalisePostcode } from '../domain/contact-details';
import { VAT_COUNTRIES, type VatCountry } from '../domain/vat-ids';

/** The countries an address can be in: the Netherlands and the neighbours the portal serves. */
export const COUNTRY_NAMES: Record<VatCountry, string> = {
  NL: 'Nederland',
  BE: 'België',
  DE: 'Duitsland',
  LU: 'Luxemburg',
  FR: 'Frankrijk',
  AT: 'Oostenrijk',
};

/** A structured address as stored and answered: street with number, postcode, city, country. */
export const postalAddressSchema = z.object({
  street: z.string(),
  postcode: z.string(),
  city: z.string(),
  /** ISO 3166-1 alpha-2. */
  country: z.string(),
});
export type PostalAddress = z.infer<typeof postalAddressSchema>;

const part = (label: string, max: number) =>
  z
    .string({ error: `Vul ${label} in.` })
    .trim()
    .min(1, { error: `Vul ${label} in.` })
    .max(max, { error: `Dit veld mag hoogstens ${max} tekens lang zijn.` });

/**
 * An address as typed: a Dutch postcode is checked and written `1234 AB`; a foreign address is
 * entered as such (its own country and postcode), never squeezed into a Dutch one.
 */
export const postalAddressInputSchema = z
  .object({
    street: part('straat en huisnummer', 120),
    postcode: part('de postcode', 12),
    city: part('de plaats', 80),
    country: z.enum(VAT_COUNTRIES, { error: 'Kies een land.' }),
  })
  .transform((address, ctx) => {
    if (address.country !== 'NL') {
      if (/^[A-Za-z0-9 -]+$/.test(address.postcode))
        return { ...address, postcode: address.postcode.toUpperCase() };
      ctx.addIssue({ code: 'custom', path: ['postcode'], message: 'Vul een geldige postcode in.' });
      return z.NEVER;
    }
    const postcode = normalisePostcode(address.postcode);
    if (postcode) return { ...address, postcode };
    ctx.addIssue({
      code: 'custom',
      path: ['postcode'],
      message: 'Vul een geldige postcode in, bijvoorbeeld 1234 AB.',
    });
    return z.NEVER;
  });
export type PostalAddressInput = z.input<typeof postalAddressInputSchema>;

/** An address on one line: `Dorpsstraat 1, 1234 AB Ergens` (with the country when abroad). */
export function postalAddressLine(address: PostalAddress): string {
  const country =
    address.country === 'NL'
      ? ''
      : `, ${COUNTRY_NAMES[address.country as VatCountry] ?? address.country}`;
  return `${address.street}, ${address.postcode} ${address.city}${country}`;
}

/**
 * A one-line Dutch address (`Dorpsstraat 1, 1234 AB Plaats`) as street, postcode and city;
 * null when no Dutch postcode can be found in it. For addresses typed before they were
 * structured.
 */
export function addressFromLine(line: string): PostalAddress | null {
  const match = /^(.*?)[,\s]+([1-9]\d{3})\s?([A-Za-z]{2})[,\s]+(.+)$/.exec(line.trim());
  if (!match?.[1] || !match[2] || !match[3] || !match[4]) return null;
  return {
    street: match[1].trim(),
    postcode: `${match[2]} ${match[3].toUpperCase()}`,
    city: match[4].trim(),
    country: 'NL',
  };
}

/**
 * An address kept as one line (the profile's `address`) as its parts again: the reverse of
 * `postalAddressLine`, a country named at the end included. A line that does not split is
 * kept whole as the street, so nothing typed is lost.
 */
export function postalAddressOfLine(line: string): PostalAddress {
  const text = line.trim();
  const named = Object.entries(COUNTRY_NAMES).find(([, name]) => text.endsWith(`, ${name}`));
  if (!named || named[0] === 'NL')
    return addressFromLine(text) ?? { street: text, postcode: '', city: '', country: 'NL' };
  const rest = text.slice(0, -`, ${named[1]}`.length);
  const match = /^(.*?),\s*([A-Za-z0-9-]+)\s+(.+)$/.exec(rest);
  return match?.[1] && match[2] && match[3]
    ? { street: match[1].trim(), postcode: match[2], city: match[3].trim(), country: named[0] }
    : { street: rest, postcode: '', city: '', country: named[0] };
}
