import { create } from 'xmlbuilder2';
import type { XMLBuilder } from 'xmlbuilder2/lib/interfaces';
import type { Invoice } from '@shared/schemas/invoice';
import type { SellerAddress } from '@shared/domain/seller';

/**
 * UBL 2.1 following the Dutch CIUS (NLCIUS, SI-UBL 2.0) on the EN 16931 core, built with
 * xmlbuilder2 (text escaped by the library). A credit note is a UBL `CreditNote` (type 381):
 * its amounts are printed positive, as the document type itself says "credit"; the stored
 * credit note carries them negative.
 */
export const NLCIUS_CUSTOMIZATION = 'urn:cen.eu:en16931:2017#compliant#urn:fdc:nen.nl:nlcius:v1.0';
export const PEPPOL_PROFILE = 'urn:fdc:peppol.eu:2017:poacc:billing:01:1.0';
/** ISO 6523 scheme of the Dutch KvK number. */
const KVK_SCHEME = '0106';
/** SEPA credit transfer. */
const SEPA_CREDIT_TRANSFER = '58';

const NS = {
  invoice: 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2',
  creditNote: 'urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2',
  cac: 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2',
  cbc: 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2',
};

/** Cents as a UBL amount: `1234.50`, sign dropped on a credit note. */
const amount = (cents: number, sign: number) => ((cents * sign) / 100).toFixed(2);

/** EN 16931 VAT category: standard (S) for 21 % and 9 %, zero-rated (Z) for 0 %. */
const taxCategory = (rate: number) => (rate === 0 ? 'Z' : 'S');

/**
 * A free address line (`Dorpsstraat 1, 1234 AB Plaats`) as street, postcode and city; what
 * cannot be split stays in the street, with the Netherlands as country.
 */
export function splitAddress(line: string): SellerAddress {
  const match = /^(.*?)[,\s]+([1-9]\d{3}\s?[A-Za-z]{2})\s+(.+)$/.exec(line.trim());
  if (!match?.[1] || !match[2] || !match[3])
    return { street: line.trim() || '-', postcode: '', city: '-', country: 'NL' };
  return { street: match[1], postcode: match[2].toUpperCase(), city: match[3], country: 'NL' };
}

function postalAddress(parent: XMLBuilder, address: SellerAddress) {
  const element = parent.ele(NS.cac, 'cac:PostalAddress');
  element.ele(NS.cbc, 'cbc:StreetName').txt(address.street);
  element.ele(NS.cbc, 'cbc:CityName').txt(address.city);
  if (address.postcode) element.ele(NS.cbc, 'cbc:PostalZone').txt(address.postcode);
  element.ele(NS.cac, 'cac:Country').ele(NS.cbc, 'cbc:IdentificationCode').txt(address.country);
}

function taxCategoryOf(parent: XMLBuilder, name: string, rate: number) {
  const category = parent.ele(NS.cac, name);
  category.ele(NS.cbc, 'cbc:ID').txt(taxCategory(rate));
  category.ele(NS.cbc, 'cbc:Percent').txt(String(rate));
  category.ele(NS.cac, 'cac:TaxScheme').ele(NS.cbc, 'cbc:ID').txt('VAT');
}

export function invoiceUbl(invoice: Invoice): string {
  const credit = invoice.kind === 'creditfactuur';
  const sign = credit ? -1 : 1;
  const money = (parent: XMLBuilder, name: string, cents: number) =>
    parent.ele(NS.cbc, name, { currencyID: 'EUR' }).txt(amount(cents, sign));
  const root = create({ version: '1.0', encoding: 'UTF-8' }).ele(
    credit ? NS.creditNote : NS.invoice,
    credit ? 'CreditNote' : 'Invoice',
    { 'xmlns:cac': NS.cac, 'xmlns:cbc': NS.cbc },
  );
  const cbc = (parent: XMLBuilder, name: string, text: string) =>
    parent.ele(NS.cbc, `cbc:${name}`).txt(text);

  cbc(root, 'CustomizationID', NLCIUS_CUSTOMIZATION);
  cbc(root, 'ProfileID', PEPPOL_PROFILE);
  cbc(root, 'ID', invoice.number);
  cbc(root, 'IssueDate', invoice.issueDate);
  if (!credit) cbc(root, 'DueDate', invoice.dueDate);
  cbc(root, credit ? 'CreditNoteTypeCode' : 'InvoiceTypeCode', credit ? '381' : '380');
  cbc(root, 'DocumentCurrencyCode', 'EUR');
  cbc(root, 'BuyerReference', invoice.orderReference || invoice.orderNumber);
  root.ele(NS.cac, 'cac:OrderReference').ele(NS.cbc, 'cbc:ID').txt(invoice.orderNumber);
  if (credit && invoice.invoiceNumber) {
    root
      .ele(NS.cac, 'cac:BillingReference')
      .ele(NS.cac, 'cac:InvoiceDocumentReference')
      .ele(NS.cbc, 'cbc:ID')
      .txt(invoice.invoiceNumber);
  }

  const { seller, buyer } = invoice;
  const supplier = root.ele(NS.cac, 'cac:AccountingSupplierParty').ele(NS.cac, 'cac:Party');
  supplier.ele(NS.cbc, 'cbc:EndpointID', { schemeID: KVK_SCHEME }).txt(seller.kvkNumber);
  supplier.ele(NS.cac, 'cac:PartyName').ele(NS.cbc, 'cbc:Name').txt(seller.name);
  postalAddress(supplier, seller.visitingAddress);
  const supplierTax = supplier.ele(NS.cac, 'cac:PartyTaxScheme');
  cbc(supplierTax, 'CompanyID', seller.btwId);
  supplierTax.ele(NS.cac, 'cac:TaxScheme').ele(NS.cbc, 'cbc:ID').txt('VAT');
  const supplierLegal = supplier.ele(NS.cac, 'cac:PartyLegalEntity');
  cbc(supplierLegal, 'RegistrationName', seller.name);
  supplierLegal.ele(NS.cbc, 'cbc:CompanyID', { schemeID: KVK_SCHEME }).txt(seller.kvkNumber);
  const contact = supplier.ele(NS.cac, 'cac:Contact');
  cbc(contact, 'Telephone', seller.phone);
  cbc(contact, 'ElectronicMail', seller.email);

  const customer = root.ele(NS.cac, 'cac:AccountingCustomerParty').ele(NS.cac, 'cac:Party');
  if (buyer.kvkNumber)
    customer.ele(NS.cbc, 'cbc:EndpointID', { schemeID: KVK_SCHEME }).txt(buyer.kvkNumber);
  const buyerName = buyer.company || buyer.name || buyer.email;
  customer.ele(NS.cac, 'cac:PartyName').ele(NS.cbc, 'cbc:Name').txt(buyerName);
  postalAddress(customer, splitAddress(buyer.address));
  if (buyer.btwId) {
    const customerTax = customer.ele(NS.cac, 'cac:PartyTaxScheme');
    cbc(customerTax, 'CompanyID', buyer.btwId);
    customerTax.ele(NS.cac, 'cac:TaxScheme').ele(NS.cbc, 'cbc:ID').txt('VAT');
  }
  const customerLegal = customer.ele(NS.cac, 'cac:PartyLegalEntity');
  cbc(customerLegal, 'RegistrationName', buyerName);
  if (buyer.kvkNumber)
    customerLegal.ele(NS.cbc, 'cbc:CompanyID', { schemeID: KVK_SCHEME }).txt(buyer.kvkNumber);
  if (buyer.email) cbc(customer.ele(NS.cac, 'cac:Contact'), 'ElectronicMail', buyer.email);

  root.ele(NS.cac, 'cac:Delivery').ele(NS.cbc, 'cbc:ActualDeliveryDate').txt(invoice.deliveryDate);
  const means = root.ele(NS.cac, 'cac:PaymentMeans');
  cbc(means, 'PaymentMeansCode', SEPA_CREDIT_TRANSFER);
  cbc(means, 'PaymentID', invoice.paymentReference);
  const account = means.ele(NS.cac, 'cac:PayeeFinancialAccount');
  cbc(account, 'ID', seller.iban);
  cbc(account, 'Name', seller.name);
  account.ele(NS.cac, 'cac:FinancialInstitutionBranch').ele(NS.cbc, 'cbc:ID').txt(seller.bic);
  cbc(
    root.ele(NS.cac, 'cac:PaymentTerms'),
    'Note',
    `Betaling binnen ${invoice.paymentTermDays} dagen onder vermelding van ${invoice.paymentReference}`,
  );

  for (const allowance of invoice.allowances) {
    const element = root.ele(NS.cac, 'cac:AllowanceCharge');
    cbc(element, 'ChargeIndicator', 'false');
    cbc(element, 'AllowanceChargeReason', allowance.reason);
    money(element, 'cbc:Amount', allowance.amount);
    taxCategoryOf(element, 'cac:TaxCategory', allowance.vatRate);
  }

  const taxTotal = root.ele(NS.cac, 'cac:TaxTotal');
  money(taxTotal, 'cbc:TaxAmount', invoice.totalVat);
  for (const vat of invoice.vat) {
    const subtotal = taxTotal.ele(NS.cac, 'cac:TaxSubtotal');
    money(subtotal, 'cbc:TaxableAmount', vat.base);
    money(subtotal, 'cbc:TaxAmount', vat.amount);
    taxCategoryOf(subtotal, 'cac:TaxCategory', vat.rate);
  }

  const totals = root.ele(NS.cac, 'cac:LegalMonetaryTotal');
  money(totals, 'cbc:LineExtensionAmount', invoice.lineTotal);
  money(totals, 'cbc:TaxExclusiveAmount', invoice.totalExclVat);
  money(totals, 'cbc:TaxInclusiveAmount', invoice.totalInclVat);
  money(totals, 'cbc:AllowanceTotalAmount', invoice.allowanceTotal);
  money(totals, 'cbc:PayableAmount', invoice.totalInclVat);

  invoice.lines.forEach((line, index) => {
    const element = root.ele(NS.cac, credit ? 'cac:CreditNoteLine' : 'cac:InvoiceLine');
    cbc(element, 'ID', String(index + 1));
    element
      .ele(NS.cbc, credit ? 'cbc:CreditedQuantity' : 'cbc:InvoicedQuantity', { unitCode: 'C62' })
      .txt(String(line.quantity * sign));
    money(element, 'cbc:LineExtensionAmount', line.lineTotal);
    const item = element.ele(NS.cac, 'cac:Item');
    cbc(item, 'Name', line.description);
    if (line.modelNumber)
      item.ele(NS.cac, 'cac:SellersItemIdentification').ele(NS.cbc, 'cbc:ID').txt(line.modelNumber);
    taxCategoryOf(item, 'cac:ClassifiedTaxCategory', line.vatRate);
    element
      .ele(NS.cac, 'cac:Price')
      .ele(NS.cbc, 'cbc:PriceAmount', { currencyID: 'EUR' })
      .txt((line.unitPrice / 100).toFixed(2));
  });
  return root.end({ prettyPrint: true });
}
