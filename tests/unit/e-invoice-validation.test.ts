import { describe, expect, it } from 'vitest';
import { invoiceUbl } from '../../src-server/e-invoice/ubl';
import { assertWellFormed, xmlCharacters } from '../../src-server/e-invoice/xml-writer';
import { DUTCH_FIRM, eInvoiceCases, HOSTILE } from '../support/e-invoice-cases';
import { all, first, one, readXml } from '../support/strict-xml';

const cases = eInvoiceCases();
/** The first case: a whole order to a Dutch firm. */
const plain = cases.map(({ doc }) => doc)[0] ?? fail('geen documenten');

function fail(reason: string): never {
  throw new Error(reason);
}
/** The document as a strict XML parser reads it; throws on anything not well-formed. */
const parsed = readXml;

describe('the e-invoices the portal writes', () => {
  it('are well-formed XML in which every hostile text reads back as typed, less what XML cannot carry', () => {
    const hostile = cases.filter((entry) => entry.name === 'hostile text');
    expect(hostile.length).toBeGreaterThan(2);
    const carried = xmlCharacters(HOSTILE);
    expect(carried).not.toContain('\u0000');
    for (const { doc } of cases) parsed(invoiceUbl(doc));
    for (const { doc } of hostile) {
      const dom = parsed(invoiceUbl(doc));
      expect(first(dom, 'cbc:BuyerReference')).toBe(carried);
      expect(first(dom, 'cbc:RegistrationName')).toBe('Warmteportaal B.V.');
      const buyer = one(dom, 'cac:AccountingCustomerParty');
      expect(first(buyer, 'cbc:RegistrationName')).toBe(carried);
      expect(first(buyer, 'cbc:ElectronicMail')).toBe('x&y@example.test');
    }
  });

  it('refuse to answer a document a strict parser would not read', () => {
    const good = invoiceUbl(plain);
    expect(() => assertWellFormed(good)).not.toThrow();
    for (const broken of [
      good.replace('<cbc:ID>F-', '<cbc:ID>&e;F-'),
      good.replace('<cbc:ID>F-', '<cbc:ID>\u0000F-'),
      good.replace('<cbc:ID>F-', '<cbc:ID>\uFFFEF-'),
      good.replace('<cbc:ID>F-', '<cbc:ID>]]>F-'),
      good.replace('<cbc:ID>F-', '<cbc:ID>&#0;F-'),
      good.replace('</cbc:ID>', '</cbc:Id>'),
      good.replace('<cbc:ID>F-', '<cbc:ID>F<-'),
      `${good}<Invoice/>`,
      good.replace('<?xml version="1.0" encoding="UTF-8"?>', ''),
    ])
      expect(() => assertWellFormed(broken), broken.slice(0, 400)).toThrow(/niet goed gevormd/);
  });

  it('address the firm: its legal name, invoice address, KvK number and btw-id, the orderer as contact', () => {
    const dom = parsed(invoiceUbl(plain));
    const buyer = one(dom, 'cac:AccountingCustomerParty');
    const text = (name: string) => first(buyer, name);
    expect(text('cbc:RegistrationName')).toBe(DUTCH_FIRM.legalName);
    expect(text('cbc:StreetName')).toBe(DUTCH_FIRM.invoiceAddress?.street);
    expect(text('cbc:PostalZone')).toBe(DUTCH_FIRM.invoiceAddress?.postcode);
    expect(all(buyer, 'cbc:EndpointID')[0]?.attributes.schemeID).toBe('0106');
    expect(text('cbc:EndpointID')).toBe(DUTCH_FIRM.kvkNumber);
    expect(text('cbc:Name')).toBe(DUTCH_FIRM.company);
    expect(first(one(buyer, 'cac:Contact'), 'cbc:Name')).toBe(DUTCH_FIRM.name);
  });

  it('settle a credit note the way it says: refund to the firm’s IBAN, or offset without payment means', () => {
    const credits = cases.filter(({ doc }) => doc.kind === 'creditfactuur');
    const refund = credits.find(({ doc }) => doc.buyer.iban)?.doc ?? fail('geen terugbetaling');
    const offset = credits.find(({ doc }) => !doc.buyer.iban)?.doc ?? fail('geen verrekening');
    const refunded = parsed(invoiceUbl(refund));
    expect(first(refunded, 'cbc:PaymentMeansCode')).toBe('58');
    expect(first(one(refunded, 'cac:PayeeFinancialAccount'), 'cbc:ID')).toBe(refund.buyer.iban);
    expect(first(refunded, 'cbc:Note')).toContain('Retour');
    const offsetDom = parsed(invoiceUbl(offset));
    expect(all(offsetDom, 'cac:PaymentMeans')).toHaveLength(0);
    expect(first(one(offsetDom, 'cac:PaymentTerms'), 'cbc:Note')).toContain(
      'verrekend met je openstaande facturen',
    );
    expect(first(one(offsetDom, 'cac:InvoiceDocumentReference'), 'cbc:ID')).toBe(
      offset.invoiceNumber,
    );
  });
});
