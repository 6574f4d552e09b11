import { addressFromLine } from '@shared/schemas/postal-address';
import { belgianEnterpriseNumber, vatScheme } from '@shared/domain/vat-ids';
import type { Seller, SellerAddress } from '@shared/domain/seller';
import type { Buyer } from '@shared/schemas/order';
import { xmlCharacters, type XmlElement } from './xml-writer';

/** ISO 6523 scheme of the Dutch KvK number, as electronic address and legal identifier. */
const KVK_SCHEME = '0106';
/** ISO 6523 scheme of the Belgian enterprise number. */
const BELGIAN_ENTERPRISE_SCHEME = '0208';

/** A UBL basic component; null (left out) when the text is empty, as Peppol wants it. */
export function cbc(name: string, text: string, attributes?: Record<string, string>) {
  if (xmlCharacters(text).trim() === '') return null;
  return { name: `cbc:${name}`, text, ...(attributes ? { attributes } : {}) };
}

/** A UBL aggregate; null when none of its children is there. */
export function cac(name: string, children: (XmlElement | null)[]): XmlElement | null {
  return children.some(Boolean) ? { name: `cac:${name}`, children } : null;
}

/** A buyer address from before addresses were structured: what cannot be split stays the street. */
export function splitAddress(line: string): SellerAddress {
  return (
    addressFromLine(line) ?? { street: line.trim() || '-', postcode: '', city: '-', country: 'NL' }
  );
}

export function postalAddress(name: string, address: SellerAddress): XmlElement | null {
  return cac(name, [
    cbc('StreetName', address.street),
    cbc('CityName', address.city),
    cbc('PostalZone', address.postcode),
    cac('Country', [cbc('IdentificationCode', address.country)]),
  ]);
}

const vat = (companyId: string) =>
  cac('PartyTaxScheme', [cbc('CompanyID', companyId), cac('TaxScheme', [cbc('ID', 'VAT')])]);

export function sellerParty(seller: Seller): XmlElement | null {
  const kvk = { schemeID: KVK_SCHEME };
  return cac('AccountingSupplierParty', [
    cac('Party', [
      cbc('EndpointID', seller.kvkNumber, kvk),
      cac('PartyName', [cbc('Name', seller.name)]),
      postalAddress('PostalAddress', seller.visitingAddress),
      vat(seller.btwId),
      cac('PartyLegalEntity', [
        cbc('RegistrationName', seller.name),
        cbc('CompanyID', seller.kvkNumber, kvk),
      ]),
      cac('Contact', [cbc('Telephone', seller.phone), cbc('ElectronicMail', seller.email)]),
    ]),
  ]);
}

/** The buyer's address: structured since the firm is one party, split from one line before. */
export const buyerAddress = (buyer: Buyer): SellerAddress =>
  buyer.invoiceAddress ?? splitAddress(buyer.address);

/**
 * The buyer firm: reached by its KvK number (0106) in the Netherlands, by its btw-id (the
 * country's VAT scheme) abroad; its legal identifier the KvK number, or a Belgian firm's
 * enterprise number. The orderer is its contact.
 */
export function buyerParty(buyer: Buyer): XmlElement | null {
  const address = buyerAddress(buyer);
  const abroad = address.country !== 'NL';
  const kvk = buyer.kvkNumber ? { id: buyer.kvkNumber, scheme: KVK_SCHEME } : null;
  const vatEas = buyer.btwId ? vatScheme(buyer.btwId) : null;
  const byVat = buyer.btwId && vatEas ? { id: buyer.btwId, scheme: vatEas } : null;
  const endpoint = (abroad ? (byVat ?? kvk) : (kvk ?? byVat)) ?? null;
  const enterprise = buyer.btwId ? belgianEnterpriseNumber(buyer.btwId) : null;
  const legalId =
    !abroad && kvk
      ? kvk
      : enterprise
        ? { id: enterprise, scheme: BELGIAN_ENTERPRISE_SCHEME }
        : null;
  const legalName = buyer.legalName || buyer.company || buyer.name || buyer.email;
  return cac('AccountingCustomerParty', [
    cac('Party', [
      endpoint ? cbc('EndpointID', endpoint.id, { schemeID: endpoint.scheme }) : null,
      cac('PartyName', [cbc('Name', buyer.company || legalName)]),
      postalAddress('PostalAddress', address),
      buyer.btwId ? vat(buyer.btwId) : null,
      cac('PartyLegalEntity', [
        cbc('RegistrationName', legalName),
        legalId ? cbc('CompanyID', legalId.id, { schemeID: legalId.scheme }) : null,
      ]),
      cac('Contact', [cbc('Name', buyer.name), cbc('ElectronicMail', buyer.email)]),
    ]),
  ]);
}
