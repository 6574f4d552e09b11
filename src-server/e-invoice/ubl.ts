import { formatEuro } from '@shared/domain/money';
import { formatIban } from '@shared/domain/seller';
import { settlementOf } from '@shared/domain/settlement';
import type { Invoice } from '@shared/schemas/invoice';
import { buyerParty, cac, cbc, sellerParty } from './ubl-parties';
import { ApiError } from '../errors';
import { xmlDocument, type XmlElement } from './xml-writer';

/**
 * UBL 2.1 as Peppol BIS Billing 3.0 on the EN 16931 core, whose content also satisfies the
 * Dutch BR-NL rules of SI-UBL 2.0 (domain-rules.md, "The firm as a party"). A credit note is a
 * UBL `CreditNote` (type 381): its amounts are printed positive, as the document type itself
 * says "credit"; the stored credit note carries them negative. Every text is escaped and the
 * document is read back before it is answered (xml-writer).
 */
export const PEPPOL_CUSTOMIZATION =
  'urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0';
export const PEPPOL_PROFILE = 'urn:fdc:peppol.eu:2017:poacc:billing:01:1.0';
/** SEPA credit transfer. */
const SEPA_CREDIT_TRANSFER = '58';

const NS = {
  invoice: 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2',
  creditNote: 'urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2',
  cac: 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2',
  cbc: 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2',
};

/** EN 16931 VAT category: standard (S) for 21 % and 9 %, zero-rated (Z) for 0 %. */
const taxCategory = (name: string, rate: number) =>
  cac(name, [
    cbc('ID', rate === 0 ? 'Z' : 'S'),
    cbc('Percent', String(rate)),
    cac('TaxScheme', [cbc('ID', 'VAT')]),
  ]);

/** A SEPA transfer to `iban` (no account name or BIC: BR-NL-30/31), and what it is for. */
const sepaTransfer = (reference: string, iban: string, note: string) => [
  cac('PaymentMeans', [
    cbc('PaymentMeansCode', SEPA_CREDIT_TRANSFER),
    cbc('PaymentID', reference),
    cac('PayeeFinancialAccount', [cbc('ID', iban)]),
  ]),
  cac('PaymentTerms', [cbc('Note', note)]),
];

/**
 * How the money moves: an invoice is paid by SEPA transfer to the seller; a credit note is
 * refunded to the buyer's account, or (without one) offset, which needs no payment means.
 */
function payment(invoice: Invoice, credit: boolean): (XmlElement | null)[] {
  const { seller, paymentReference } = invoice;
  if (!credit) {
    return sepaTransfer(
      paymentReference,
      seller.iban,
      `Betaling binnen ${invoice.paymentTermDays} dagen onder vermelding van ${paymentReference}`,
    );
  }
  const settlement = settlementOf(invoice);
  const total = formatEuro(-invoice.totalInclVat);
  const against = invoice.invoiceNumber ? ` (correctie op factuur ${invoice.invoiceNumber})` : '';
  if (settlement.kind === 'terugbetaling') {
    return sepaTransfer(
      paymentReference,
      settlement.iban,
      `${seller.name} betaalt ${total} terug op ${formatIban(settlement.iban)} onder vermelding van ${paymentReference}${against}`,
    );
  }
  const offset = `${total} wordt verrekend met je openstaande facturen bij ${seller.name}${against}; er volgt geen betaling`;
  return [cac('PaymentTerms', [cbc('Note', offset)])];
}

export function invoiceUbl(invoice: Invoice): string {
  const credit = invoice.kind === 'creditfactuur';
  const sign = credit ? -1 : 1;
  const money = (name: string, cents: number) =>
    cbc(name, ((cents * sign) / 100).toFixed(2), { currencyID: 'EUR' });

  const lines = invoice.lines.map((line, index) =>
    cac(credit ? 'CreditNoteLine' : 'InvoiceLine', [
      cbc('ID', String(index + 1)),
      cbc(credit ? 'CreditedQuantity' : 'InvoicedQuantity', String(line.quantity * sign), {
        unitCode: 'C62',
      }),
      money('LineExtensionAmount', line.lineTotal),
      cac('Item', [
        cbc('Name', line.description),
        cac('SellersItemIdentification', [cbc('ID', line.modelNumber)]),
        taxCategory('ClassifiedTaxCategory', line.vatRate),
      ]),
      cac('Price', [cbc('PriceAmount', (line.unitPrice / 100).toFixed(2), { currencyID: 'EUR' })]),
    ]),
  );

  return xmlDocument({
    name: credit ? 'CreditNote' : 'Invoice',
    attributes: {
      xmlns: credit ? NS.creditNote : NS.invoice,
      'xmlns:cac': NS.cac,
      'xmlns:cbc': NS.cbc,
    },
    children: [
      cbc('CustomizationID', PEPPOL_CUSTOMIZATION),
      cbc('ProfileID', PEPPOL_PROFILE),
      cbc('ID', invoice.number),
      cbc('IssueDate', invoice.issueDate),
      credit ? null : cbc('DueDate', invoice.dueDate),
      cbc(credit ? 'CreditNoteTypeCode' : 'InvoiceTypeCode', credit ? '381' : '380'),
      credit ? cbc('Note', invoice.reason ?? '') : null,
      cbc('DocumentCurrencyCode', 'EUR'),
      cbc('BuyerReference', invoice.orderReference || invoice.orderNumber),
      cac('OrderReference', [cbc('ID', invoice.orderNumber)]),
      credit
        ? cac('BillingReference', [
            cac('InvoiceDocumentReference', [cbc('ID', invoice.invoiceNumber ?? '')]),
          ])
        : null,
      sellerParty(invoice.seller),
      buyerParty(invoice.buyer),
      cac('Delivery', [
        cbc('ActualDeliveryDate', invoice.deliveryDate),
        cac('DeliveryParty', [cac('PartyName', [cbc('Name', invoice.clientName ?? '')])]),
      ]),
      ...payment(invoice, credit),
      ...invoice.allowances.map((allowance) =>
        cac('AllowanceCharge', [
          cbc('ChargeIndicator', 'false'),
          cbc('AllowanceChargeReason', allowance.reason),
          money('Amount', allowance.amount),
          taxCategory('TaxCategory', allowance.vatRate),
        ]),
      ),
      cac('TaxTotal', [
        money('TaxAmount', invoice.totalVat),
        ...invoice.vat.map((vat) =>
          cac('TaxSubtotal', [
            money('TaxableAmount', vat.base),
            money('TaxAmount', vat.amount),
            taxCategory('TaxCategory', vat.rate),
          ]),
        ),
      ]),
      cac('LegalMonetaryTotal', [
        money('LineExtensionAmount', invoice.lineTotal),
        money('TaxExclusiveAmount', invoice.totalExclVat),
        money('TaxInclusiveAmount', invoice.totalInclVat),
        money('AllowanceTotalAmount', invoice.allowanceTotal),
        money('PayableAmount', invoice.totalInclVat),
      ]),
      ...lines,
    ],
  });
}

/**
 * Before an invoice or credit note is stored (it never changes afterwards): its UBL must come
 * out well-formed, or the document is not made and the action that would make it fails.
 */
export function assertUblWritable(invoice: Invoice): void {
  try {
    invoiceUbl(invoice);
  } catch (error) {
    console.error(`De e-factuur ${invoice.number} is niet goed gevormd:`, error);
    throw new ApiError(
      422,
      'e_factuur_ongeldig',
      'De e-factuur kon niet goed worden opgemaakt, dus het document is niet gemaakt. Meld dit bij Warmteportaal.',
    );
  }
}
