/**
 * The seller on every document the portal makes (docs/domain-rules.md, "Invoices and
 * credit notes"): one module, so a change of address or bank account is one edit. Demo values that
 * pass the KvK, btw-id and IBAN checks.
 */
export interface SellerAddress {
  street: string;
  postcode: string;
  city: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
}

export interface Seller {
  name: string;
  visitingAddress: SellerAddress;
  postalAddress: SellerAddress;
  kvkNumber: string;
  btwId: string;
  iban: string;
  bic: string;
  phone: string;
  email: string;
  website: string;
  termsUrl: string;
}

export const SELLER: Seller = {
  name: 'Warmteportaal B.V.',
  visitingAddress: {
    street: 'Energieweg 12',
    postcode: '3542 DZ',
    city: 'Utrecht',
    country: 'NL',
  },
  postalAddress: { street: 'Postbus 1234', postcode: '3500 AA', city: 'Utrecht', country: 'NL' },
  kvkNumber: '87654321',
  btwId: 'NL123456782B01',
  iban: 'NL44RABO0123456789',
  bic: 'RABONL2U',
  phone: '+31301234567',
  email: 'administratie@warmteportaal.nl',
  website: 'https://www.warmteportaal.nl',
  termsUrl: 'https://www.warmteportaal.nl/voorwaarden',
};

/** An address on one line: `Energieweg 12, 3542 DZ Utrecht`. */
export function addressLine(address: SellerAddress): string {
  return `${address.street}, ${address.postcode} ${address.city}`;
}

/** `NL44RABO0123456789` → `NL44 RABO 0123 4567 89`, as people read it. */
export function formatIban(iban: string): string {
  return iban.replace(/(.{4})(?=.)/g, '$1 ');
}

/** The IBAN check lives with the other Dutch identifiers. */
export { isValidIban } from './dutch-ids';
