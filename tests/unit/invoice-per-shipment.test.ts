import { describe, expect, it } from 'vitest';
import {
  deliveryInvoiceAmounts,
  invoiceAmounts,
  type InvoiceAmounts,
} from '@shared/domain/invoice';
import { computeQuote } from '@shared/domain/quote';

/** An order of three lines at two btw rates, with delivery cost and 123 redeemed points. */
const order = computeQuote({
  lines: [
    {
      product: { id: 'pomp', name: 'Pomp', modelNumber: 'P-1', price: 4_345, vatRate: 21 },
      quantity: 3,
    },
    {
      product: { id: 'kabel', name: 'Kabel', modelNumber: 'K-1', price: 999, vatRate: 21 },
      quantity: 7,
    },
    {
      product: { id: 'boek', name: 'Handboek', modelNumber: 'B-1', price: 2_450, vatRate: 9 },
      quantity: 2,
    },
  ],
  discountPercent: 7,
  delivery: 'bezorgen',
  pointsToRedeem: 123,
});

const quantityOf = (invoices: InvoiceAmounts[], productId: string) =>
  invoices
    .flatMap((invoice) => invoice.lines)
    .filter((line) => line.productId === productId)
    .reduce((sum, line) => sum + line.quantity, 0);

describe('an invoice per delivered shipment', () => {
  it('bills each delivery its own lines; together they are the order to the cent', () => {
    const deliveries = [
      [
        { productId: 'pomp', quantity: 1 },
        { productId: 'kabel', quantity: 7 },
      ],
      [{ productId: 'pomp', quantity: 1 }],
      [
        { productId: 'pomp', quantity: 1 },
        { productId: 'boek', quantity: 2 },
      ],
    ];
    const invoices: InvoiceAmounts[] = [];
    for (const delivered of deliveries)
      invoices.push(deliveryInvoiceAmounts(order, delivered, invoices));

    expect(invoices.map((invoice) => invoice.lines.map((line) => line.modelNumber))).toEqual([
      ['P-1', 'K-1', ''],
      ['P-1'],
      ['P-1', 'B-1'],
    ]);
    // Delivery cost once, on the first invoice; every line once.
    expect(invoices[0]?.lines.at(-1)?.description).toBe('Verzendkosten');
    expect(quantityOf(invoices, 'pomp')).toBe(3);
    expect(quantityOf(invoices, 'kabel')).toBe(7);
    const whole = invoiceAmounts(order);
    const sum = (value: (invoice: InvoiceAmounts) => number) =>
      invoices.reduce((total, invoice) => total + value(invoice), 0);
    expect(sum((invoice) => invoice.totalExclVat)).toBe(whole.totalExclVat);
    expect(sum((invoice) => invoice.allowanceTotal)).toBe(whole.allowanceTotal);
    expect(sum((invoice) => invoice.lineTotal)).toBe(whole.lineTotal);
    expect(whole.allowanceTotal).toBeGreaterThan(0);
    // The points are shared out by goods: the first delivery carries part, not all.
    expect(invoices[0]?.allowanceTotal).toBeGreaterThan(0);
    expect(invoices[0]?.allowanceTotal).toBeLessThan(whole.allowanceTotal);
  });

  it('never bills a line twice: a delivery of what was already billed bills nothing', () => {
    const first = deliveryInvoiceAmounts(order, [{ productId: 'kabel', quantity: 7 }], []);
    const again = deliveryInvoiceAmounts(order, [{ productId: 'kabel', quantity: 7 }], [first]);
    expect(again.lines).toEqual([]);
    expect(again.totalInclVat).toBe(0);
  });

  it('bills the whole order as one invoice when everything is delivered at once', () => {
    const all = order.lines.map(({ productId, quantity }) => ({ productId, quantity }));
    expect(deliveryInvoiceAmounts(order, all, [])).toEqual(invoiceAmounts(order));
  });
});
