import { describe, expect, it } from 'vitest';
import {
  creditAmounts,
  deliveryInvoiceAmounts,
  invoiceAmounts,
  type InvoiceAmounts,
  returnsPerInvoice,
} from '@shared/domain/invoice';
import { quoteOf, quoteProduct } from '../fixtures/quote';

/** An order of three lines at two btw rates, with delivery cost and 123 redeemed points. */
const order = quoteOf(
  [
    { product: { ...quoteProduct('pomp', 4_345), name: 'Pomp', modelNumber: 'P-1' }, quantity: 3 },
    { product: { ...quoteProduct('kabel', 999), name: 'Kabel', modelNumber: 'K-1' }, quantity: 7 },
    {
      product: { ...quoteProduct('boek', 2_450, 9), name: 'Handboek', modelNumber: 'B-1' },
      quantity: 2,
    },
  ],
  { discountPercent: 7, delivery: 'bezorgen', pointsToRedeem: 123 },
);

/** Three deliveries of the order: the pumps one by one, the cable first, the book last. */
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

const quantityOf = (invoices: InvoiceAmounts[], productId: string) =>
  invoices
    .flatMap((invoice) => invoice.lines)
    .filter((line) => line.productId === productId)
    .reduce((sum, line) => sum + line.quantity, 0);

describe('an invoice per delivered shipment', () => {
  it('bills each delivery its own lines; together they are the order to the cent', () => {
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

describe('credit notes per invoice', () => {
  const billed: (InvoiceAmounts & { id: string })[] = [];
  for (const [index, delivered] of deliveries.entries())
    billed.push({ id: `f${index + 1}`, ...deliveryInvoiceAmounts(order, delivered, billed) });
  const AMOUNTS = ['totalInclVat', 'totalVat', 'allowanceTotal', 'lineTotal'] as const;
  /** The amounts of `docs` added up: nil for invoices with the credit notes that take them back. */
  const net = (docs: InvoiceAmounts[]) =>
    Object.fromEntries(AMOUNTS.map((key) => [key, docs.reduce((sum, doc) => sum + doc[key], 0)]));
  const NIL = Object.fromEntries(AMOUNTS.map((key) => [key, 0]));

  /** Registers returns the way the server does: per invoice, with that invoice's credits. */
  function returnAll(returns: { lineIndex: number; quantity: number }[][]) {
    const credits: (InvoiceAmounts & { id: string; invoiceId: string })[] = [];
    for (const returned of returns) {
      const { perInvoice, unbilled } = returnsPerInvoice(billed, credits, returned);
      expect(unbilled.size).toBe(0);
      for (const part of perInvoice) {
        const invoice = billed.find((doc) => doc.id === part.invoiceId);
        if (!invoice) throw new Error(part.invoiceId);
        const earlier = credits.filter((credit) => credit.invoiceId === invoice.id);
        credits.push({
          id: `c${credits.length + 1}`,
          invoiceId: invoice.id,
          ...creditAmounts(invoice, part.lines, earlier),
        });
      }
    }
    return credits;
  }

  it('names the invoice that billed the returned units, the last delivered first', () => {
    const pump = order.lines.findIndex((line) => line.productId === 'pomp');
    const book = order.lines.findIndex((line) => line.productId === 'boek');
    const cable = order.lines.findIndex((line) => line.productId === 'kabel');
    const { perInvoice } = returnsPerInvoice(billed, [], [{ lineIndex: book, quantity: 1 }]);
    expect(perInvoice).toEqual([{ invoiceId: 'f3', lines: [{ lineIndex: book, quantity: 1 }] }]);
    // Two pumps and a cable: billed on three invoices, so one credit note per invoice.
    const mixed = returnsPerInvoice(
      billed,
      [],
      [
        { lineIndex: pump, quantity: 2 },
        { lineIndex: cable, quantity: 1 },
      ],
    ).perInvoice;
    expect(mixed).toEqual([
      { invoiceId: 'f1', lines: [{ lineIndex: cable, quantity: 1 }] },
      { invoiceId: 'f2', lines: [{ lineIndex: pump, quantity: 1 }] },
      { invoiceId: 'f3', lines: [{ lineIndex: pump, quantity: 1 }] },
    ]);
    // What an earlier credit note of an invoice took back is not on that invoice any more.
    const after = returnsPerInvoice(
      billed,
      [
        {
          id: 'c1',
          invoiceId: 'f3',
          lines: [
            {
              description: 'Pomp',
              modelNumber: 'P-1',
              lineIndex: pump,
              quantity: -1,
              unitPrice: 0,
              lineTotal: 0,
              vatRate: 21,
            },
          ],
        },
      ],
      [{ lineIndex: pump, quantity: 1 }],
    ).perInvoice;
    expect(after).toEqual([{ invoiceId: 'f2', lines: [{ lineIndex: pump, quantity: 1 }] }]);
    expect(
      returnsPerInvoice(billed, [], [{ lineIndex: pump, quantity: 4 }]).unbilled.get(pump),
    ).toBe(1);
  });

  it('credits exactly what was invoiced when everything comes back, in any number of returns', () => {
    const lineOf = (id: string) => order.lines.findIndex((line) => line.productId === id);
    const plans = [
      [
        [
          { lineIndex: lineOf('pomp'), quantity: 3 },
          { lineIndex: lineOf('kabel'), quantity: 7 },
          { lineIndex: lineOf('boek'), quantity: 2 },
        ],
      ],
      [
        [{ lineIndex: lineOf('kabel'), quantity: 1 }],
        [{ lineIndex: lineOf('kabel'), quantity: 1 }],
        [
          { lineIndex: lineOf('pomp'), quantity: 1 },
          { lineIndex: lineOf('boek'), quantity: 1 },
        ],
        [{ lineIndex: lineOf('kabel'), quantity: 5 }],
        [{ lineIndex: lineOf('boek'), quantity: 1 }],
        [{ lineIndex: lineOf('pomp'), quantity: 2 }],
      ],
    ];
    for (const plan of plans) {
      const credits = returnAll(plan);
      expect(net([...billed, ...credits])).toEqual(NIL);
      for (const invoice of billed) {
        const own = credits.filter((credit) => credit.invoiceId === invoice.id);
        expect(net([invoice, ...own]), invoice.id).toEqual(NIL);
      }
    }
  });
});
