import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { create } from 'xmlbuilder2';
import { isValidBtwId, isValidKvk } from '@shared/domain/dutch-ids';
import { creditAmounts, invoiceAmounts } from '@shared/domain/invoice';
import { computeQuote } from '@shared/domain/quote';
import { isValidIban, SELLER } from '@shared/domain/seller';
import type { Invoice } from '@shared/schemas/invoice';
import type { Order } from '@shared/schemas/order';
import { invoicePdf } from '../../src-server/invoices/invoice-pdf';
import { invoiceUbl } from '../../src-server/e-invoice/ubl';
import { MARGIN, type DrawnText } from '../../src-server/pdf/document';
import { orderConfirmationPdf } from '../../src-server/orders/order-pdf';
import { pdfText } from '../fixtures/pdf-text';
import { READY_BUYER, readyOrder } from '../support/invoice-sequence';

const require = createRequire(import.meta.url);

/** The widest text the schemas accept: 150-character names, 60-character model numbers. */
const longName = 'Warmtepomp Ultra Breed Extra Lang Typeaanduiding '.repeat(4).slice(0, 150);
const longModel = 'M'.repeat(60);
const longAddress = `${'Zeer Lange Straatnaam Met Veel Woorden '.repeat(7)}1234 AB Utrecht`.slice(
  0,
  300,
);

function bigOrder(): Order {
  const base = readyOrder('u', 'WP-2026-000042');
  const lines = Array.from({ length: 30 }, (_, index) => ({
    productId: `p${index}`,
    name: `${longName.slice(0, 148)}${index}`.slice(0, 150),
    modelNumber: longModel,
    quantity: 9999,
    basePrice: 99_999_999,
    unitPrice: 99_999_999,
    lineTotal: 99_999_999 * 9999,
    vatRate: index % 2 ? 9 : 21,
  }));
  // The amounts as checkout computes them for these lines and 2.000 points.
  const { maxRedeemablePoints: _max, ...amounts } = computeQuote({
    lines: lines.map((line) => ({
      product: {
        id: line.productId,
        name: line.name,
        modelNumber: line.modelNumber,
        price: line.basePrice,
        vatRate: line.vatRate,
      },
      quantity: line.quantity,
    })),
    discountPercent: 0,
    delivery: 'bezorgen',
    pointsToRedeem: 2_000,
  });
  return {
    ...base,
    ...amounts,
    id: 'o1',
    address: longAddress,
    delivery: 'bezorgen',
    reference: 'R'.repeat(80),
    notes: 'Opmerking '.repeat(100),
    clientName: 'K'.repeat(120),
    buyer: { ...READY_BUYER, company: 'B'.repeat(120), address: longAddress },
  };
}

function invoiceOf(order: Order): Invoice {
  return {
    id: 'i1',
    kind: 'factuur',
    number: 'F-2026-000001',
    orderId: order.id,
    orderNumber: order.number,
    issueDate: '2026-11-23',
    deliveryDate: '2026-11-23',
    dueDate: '2026-12-23',
    paymentTermDays: 30,
    paymentReference: 'F-2026-000001',
    buyer: order.buyer ?? READY_BUYER,
    seller: SELLER,
    orderReference: order.reference,
    ...(order.clientName ? { clientName: order.clientName } : {}),
    ...invoiceAmounts(order),
    createdAt: '2026-11-23T10:00:00.000Z',
  };
}

async function checkColumns(render: (inspect: (drawn: DrawnText) => void) => Promise<Uint8Array>) {
  const drawn: DrawnText[] = [];
  const bytes = await render((entry) => drawn.push(entry));
  // Measure again with the font file itself, not with the layout's own numbers.
  const probe = await PDFDocument.create();
  probe.registerFontkit(fontkit);
  const fonts = await Promise.all(
    ['DejaVuSans.ttf', 'DejaVuSans-Bold.ttf'].map((file) =>
      probe.embedFont(readFileSync(require.resolve(`dejavu-fonts-ttf/ttf/${file}`))),
    ),
  );
  expect(drawn.length).toBeGreaterThan(100);
  for (const entry of drawn) {
    const widest = Math.max(...fonts.map((font) => font.widthOfTextAtSize(entry.text, 16)));
    // Sizes differ per cell; the recorded width must be the font's own measure at its size.
    expect(entry.width).toBeLessThanOrEqual(widest + 0.01);
    expect(entry.x, entry.text).toBeGreaterThanOrEqual(entry.column.left - 0.01);
    expect(entry.x + entry.width, entry.text).toBeLessThanOrEqual(entry.column.right + 0.01);
    expect(entry.column.left).toBeGreaterThanOrEqual(MARGIN.left);
    expect(entry.column.right).toBeLessThanOrEqual(MARGIN.right);
  }
  return { bytes, drawn };
}

describe('the seller', () => {
  it('has demo identifiers that pass the KvK, btw-id and IBAN checks', () => {
    expect(isValidKvk(SELLER.kvkNumber)).toBe(true);
    expect(isValidBtwId(SELLER.btwId)).toBe(true);
    expect(isValidIban(SELLER.iban)).toBe(true);
    expect(isValidIban('NL45RABO0123456789')).toBe(false);
  });
});

describe('documents with the longest values', { timeout: 30_000 }, () => {
  it('keep every text of the order confirmation inside its column, on pages numbered x of y', async () => {
    const order = bigOrder();
    const { bytes } = await checkColumns((inspect) =>
      orderConfirmationPdf(order, order.buyer ?? READY_BUYER, inspect),
    );
    const text = (await pdfText(bytes)).replace(/\n/g, ' ');
    const pages = (await PDFDocument.load(bytes)).getPageCount();
    expect(pages).toBeGreaterThan(1);
    expect(text).toContain(`Pagina ${pages} van ${pages}`);
    expect(text).toContain(`KvK ${SELLER.kvkNumber}`);
    expect(text).toContain('2.000 spaarpunten');
    expect(text).toContain('Voor klant: KKK');
  });

  it('keep every text of the invoice inside its column', async () => {
    const invoice = invoiceOf(bigOrder());
    const { bytes } = await checkColumns((inspect) => invoicePdf(invoice, inspect));
    expect((await pdfText(bytes)).replace(/\n/g, ' ')).toContain(
      'onder vermelding van F-2026-000001',
    );
  });

  it('print order lines that add up to the subtotal printed under them', async () => {
    const order = { ...readyOrder('u', 'WP-2026-000001'), id: 'o' };
    const text = await pdfText(await orderConfirmationPdf(order, READY_BUYER));
    const lines = text.split('\n');
    const euros = (value: string) => Number(value.replace(/[€\s.]/g, '').replace(',', '.')) * 100;
    const totals = order.lines.map((line) => lines.indexOf(`${line.name} (${line.modelNumber})`));
    const columnSum = totals.reduce((sum, index) => sum + euros(lines[index + 4] ?? ''), 0);
    const subtotal = lines.indexOf('Subtotaal artikelen excl. btw');
    expect(euros(lines[subtotal + 1] ?? '')).toBe(columnSum);
  });

  it('say what is true of the points: to come, credited once delivered, none when cancelled', async () => {
    const order = { ...readyOrder('u', 'WP-2026-000001'), id: 'o', pointsToEarn: 4123 };
    const text = async (changed: Partial<Order>) =>
      (await pdfText(await orderConfirmationPdf({ ...order, ...changed }, READY_BUYER))).replace(
        /\n/g,
        ' ',
      );
    expect(await text({ status: 'ontvangen', pointsCredited: false })).toContain(
      'Na levering krijg je 4.123 spaarpunten',
    );
    const delivered = await text({ status: 'geleverd', pointsCredited: true });
    expect(delivered).toContain('Voor deze bestelling zijn 4.123 spaarpunten bijgeschreven.');
    expect(delivered).not.toContain('Na levering');
    const cancelled = await text({ status: 'geannuleerd', pointsCredited: false });
    expect(cancelled).not.toContain('krijg je');
    expect(cancelled).not.toContain('bijgeschreven');
  });

  it('name the offerte an order came from as a field of its own', async () => {
    const order = { ...readyOrder('u', 'WP-2026-000001'), id: 'o' };
    const plain = await pdfText(await orderConfirmationPdf(order, READY_BUYER));
    expect(plain).not.toContain('Offerte:');
    const fromOfferte = { ...order, offerteNumber: 'OFF-2026-00012' };
    const text = await pdfText(await orderConfirmationPdf(fromOfferte, READY_BUYER));
    expect(text.split('\n')).toContain('Offerte: OFF-2026-00012');
  });
});

describe('UBL 2.1 as Peppol BIS Billing 3.0', () => {
  const order = { ...readyOrder('u', 'WP-2026-000001'), id: 'o' };
  const invoice = invoiceOf(order);
  const credit: Invoice = {
    ...invoice,
    id: 'c1',
    kind: 'creditfactuur',
    number: 'C-2026-000001',
    paymentReference: 'C-2026-000001',
    invoiceId: invoice.id,
    invoiceNumber: invoice.number,
    reason: 'Retour',
    ...creditAmounts(invoice, [{ lineIndex: 0, quantity: 1 }]),
  };

  type Node = Record<string, unknown>;
  const parse = (xml: string) =>
    create(xml).end({ format: 'object' }) as unknown as Record<string, Node>;
  const at = (node: unknown, ...path: string[]): unknown =>
    path.reduce<unknown>((current, key) => {
      const value = (current as Node | undefined)?.[key];
      return Array.isArray(value) ? value[0] : value;
    }, node);
  const text = (node: unknown, ...path: string[]) => {
    const value = at(node, ...path);
    return typeof value === 'object' && value
      ? String((value as Node)['#'] ?? '')
      : String(value ?? '');
  };
  const cents = (node: unknown, ...path: string[]) => Math.round(Number(text(node, ...path)) * 100);

  /** A party's mandatory postal address, below `cac:Party`. */
  const ADDRESS = [
    ['cac:PostalAddress', 'cbc:StreetName'],
    ['cac:PostalAddress', 'cbc:CityName'],
    ['cac:PostalAddress', 'cbc:PostalZone'],
    ['cac:PostalAddress', 'cac:Country', 'cbc:IdentificationCode'],
  ];
  /** The business terms Peppol BIS 3 and the Dutch rules (SI-UBL 2.0) make mandatory, as UBL paths. */
  const MANDATORY = [
    ['cbc:CustomizationID'],
    ['cbc:ProfileID'],
    ['cbc:ID'],
    ['cbc:IssueDate'],
    ['cbc:DocumentCurrencyCode'],
    ['cbc:BuyerReference'],
    ['cac:AccountingSupplierParty', 'cac:Party', 'cbc:EndpointID'],
    ...ADDRESS.map((path) => ['cac:AccountingSupplierParty', 'cac:Party', ...path]),
    ['cac:AccountingSupplierParty', 'cac:Party', 'cac:PartyTaxScheme', 'cbc:CompanyID'],
    ['cac:AccountingSupplierParty', 'cac:Party', 'cac:PartyLegalEntity', 'cbc:RegistrationName'],
    ['cac:AccountingSupplierParty', 'cac:Party', 'cac:PartyLegalEntity', 'cbc:CompanyID'],
    ...ADDRESS.map((path) => ['cac:AccountingCustomerParty', 'cac:Party', ...path]),
    ['cac:AccountingCustomerParty', 'cac:Party', 'cac:PartyLegalEntity', 'cbc:RegistrationName'],
    ['cac:AccountingCustomerParty', 'cac:Party', 'cbc:EndpointID'],
    ['cac:AccountingCustomerParty', 'cac:Party', 'cac:PartyLegalEntity', 'cbc:CompanyID'],
    ['cac:TaxTotal', 'cbc:TaxAmount'],
    ['cac:TaxTotal', 'cac:TaxSubtotal', 'cbc:TaxableAmount'],
    ['cac:TaxTotal', 'cac:TaxSubtotal', 'cac:TaxCategory', 'cbc:ID'],
    ['cac:TaxTotal', 'cac:TaxSubtotal', 'cac:TaxCategory', 'cbc:Percent'],
    ['cac:LegalMonetaryTotal', 'cbc:LineExtensionAmount'],
    ['cac:LegalMonetaryTotal', 'cbc:TaxExclusiveAmount'],
    ['cac:LegalMonetaryTotal', 'cbc:TaxInclusiveAmount'],
    ['cac:LegalMonetaryTotal', 'cbc:PayableAmount'],
  ];

  it.each([
    ['invoice', invoice, 'Invoice', 'cac:InvoiceLine', 'cbc:InvoicedQuantity', 1],
    ['credit note', credit, 'CreditNote', 'cac:CreditNoteLine', 'cbc:CreditedQuantity', -1],
  ] as const)(
    'has every mandatory field of an %s and its totals to the cent',
    (_, doc, rootName, lineName, quantityName, sign) => {
      const root = parse(invoiceUbl(doc))[rootName];
      for (const path of MANDATORY) expect(text(root, ...path), path.join('/')).not.toBe('');
      expect(text(root, 'cbc:CustomizationID')).toBe(
        'urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0',
      );
      if (sign === 1) {
        expect(text(root, 'cac:PaymentMeans', 'cbc:PaymentMeansCode')).toBe('58');
        expect(text(root, 'cac:PaymentMeans', 'cac:PayeeFinancialAccount', 'cbc:ID')).toBe(
          SELLER.iban,
        );
        expect(text(root, 'cbc:DueDate')).toBe(doc.dueDate);
        expect(text(root, 'cbc:InvoiceTypeCode')).toBe('380');
        expect(text(root, 'cac:PaymentMeans', 'cbc:PaymentID')).toBe(doc.number);
      } else {
        expect(text(root, 'cbc:CreditNoteTypeCode')).toBe('381');
        expect(text(root, 'cac:BillingReference', 'cac:InvoiceDocumentReference', 'cbc:ID')).toBe(
          invoice.number,
        );
      }
      const total = (name: string) => sign * cents(root, 'cac:LegalMonetaryTotal', name);
      expect(total('cbc:LineExtensionAmount')).toBe(doc.lineTotal);
      expect(total('cbc:TaxExclusiveAmount')).toBe(doc.totalExclVat);
      expect(total('cbc:TaxInclusiveAmount')).toBe(doc.totalInclVat);
      expect(total('cbc:AllowanceTotalAmount')).toBe(doc.allowanceTotal);
      expect(total('cbc:PayableAmount')).toBe(doc.totalInclVat);
      expect(sign * cents(root, 'cac:TaxTotal', 'cbc:TaxAmount')).toBe(doc.totalVat);
      const subtotals = [at(root, 'cac:TaxTotal', 'cac:TaxSubtotal')].flat();
      const all = (root as Node)['cac:TaxTotal'] as Node;
      const list = ([] as unknown[]).concat(all['cac:TaxSubtotal'] ?? subtotals);
      expect(list.map((part) => sign * cents(part, 'cbc:TaxAmount'))).toEqual(
        doc.vat.map((vat) => vat.amount),
      );
      const lines = ([] as unknown[]).concat((root as Node)[lineName]);
      expect(lines).toHaveLength(doc.lines.length);
      const lineSum = lines.reduce<number>(
        (sum, line) => sum + sign * cents(line, 'cbc:LineExtensionAmount'),
        0,
      );
      expect(lineSum).toBe(doc.lineTotal);
      expect(sign * Number(text(lines[0], quantityName))).toBe(doc.lines[0]?.quantity);
    },
  );

  it('keeps the totals the PDF prints', async () => {
    const printed = await pdfText(await invoicePdf(invoice));
    const lines = printed.split('\n');
    const euros = (label: string) =>
      Math.round(
        Number((lines[lines.indexOf(label) + 1] ?? '').replace(/[€\s.]/g, '').replace(',', '.')) *
          100,
      );
    const root = parse(invoiceUbl(invoice)).Invoice;
    expect(euros('Totaal incl. btw')).toBe(
      cents(root, 'cac:LegalMonetaryTotal', 'cbc:PayableAmount'),
    );
    expect(euros('Totaal excl. btw')).toBe(
      cents(root, 'cac:LegalMonetaryTotal', 'cbc:TaxExclusiveAmount'),
    );
  });
});
