import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { offerteAmounts } from '@shared/calculator/offerte';
import { creditAmounts, invoiceAmounts } from '@shared/domain/invoice';
import {
  allocate,
  formatPercent,
  linesInclVat,
  percentOf,
  settleVat,
  vatOf,
  vatPerRate,
} from '@shared/domain/money';
import { offerteTotals } from '@shared/domain/offerte';
import { quoteOf, quoteProduct } from '../fixtures/quote';
import { sourceFiles, sourcesOutsideHome } from '../support/source-files';

/**
 * The money kernel's rules as tables. A change to btw rounding is one edit in
 * src-shared/domain/money.ts (`vatOf`) and one row here.
 */
describe('the btw rounding rule: per rate over the base, half away from zero, whole cents', () => {
  const rows: [base: number, rate: number, vat: number][] = [
    [0, 21, 0],
    [100, 21, 21],
    [2, 21, 0], // 0,42 → 0
    [3, 21, 1], // 0,63 → 1
    [50, 9, 5], // 4,5 → 5 (half up)
    [-50, 9, -5], // −4,5 → −5 (half away from zero, so a credit mirrors its invoice)
    [833, 9, 75], // 74,97 → 75
    [587_476, 21, 123_370], // 123.369,96 → 123.370
    [10_000, 0, 0],
  ];
  it.each(rows)('btw of %i cents at %i %% is %i cents', (base, rate, vat) => {
    expect(vatOf(base, rate)).toBe(vat);
  });

  it('takes percentages of cents the same way (discounts, margins)', () => {
    expect(percentOf(999, 90)).toBe(899); // 899,1
    expect(percentOf(333, 125)).toBe(416); // 416,25
    expect(percentOf(-333, 125)).toBe(-416);
  });
});

describe('lines to totals per rate', () => {
  it('sums every rate once, highest rate first, btw over the sum and never per line', () => {
    expect(
      vatPerRate([
        { vatRate: 9, amount: 833 },
        { vatRate: 21, amount: 2 },
        { vatRate: 21, amount: 2 },
        { vatRate: 0, amount: 10_000 },
        { vatRate: 21, amount: -1 },
      ]),
    ).toEqual([
      { rate: 21, base: 3, amount: 1 },
      { rate: 9, base: 833, amount: 75 },
      { rate: 0, base: 10_000, amount: 0 },
    ]);
    expect(vatPerRate([])).toEqual([]);
  });

  it('splits an amount by weights in whole cents that always add up', () => {
    const parts = allocate(
      100,
      new Map([
        ['a', 1],
        ['b', 1],
        ['c', 1],
      ]),
    );
    expect([...parts.values()]).toEqual([34, 33, 33]);
    expect([...allocate(0, new Map([[21, 5]])).values()]).toEqual([0]);
  });

  it('lets the rates a document settles take the rest of the whole', () => {
    const whole = vatPerRate([{ vatRate: 21, amount: 3 }]); // 1 cent
    const first = vatPerRate([{ vatRate: 21, amount: 1 }]); // 0 cents
    const second = vatPerRate([{ vatRate: 21, amount: 1 }]);
    expect(settleVat(second, new Set([21]), whole, [first])).toEqual([
      { rate: 21, base: 1, amount: 1 },
    ]);
    expect(settleVat(second, new Set(), whole, [first])).toEqual(second);
  });
});

describe('lines incl. btw add up to the total incl. btw', () => {
  /**
   * The example: each line with its own rounded btw adds up to € 7.108,45, while the
   * total (btw over the rate's sum) says € 7.108,46. The lines now carry their share of the
   * rate's btw, so they add up to € 7.108,46.
   */
  const lines = [
    { quantity: 1, unitPriceCents: 469_588, vatRate: 21 },
    { quantity: 12, unitPriceCents: 6_500, vatRate: 21 },
    { quantity: 1, unitPriceCents: 39_888, vatRate: 21 },
  ];

  it('in the issue example: € 7.108,46 line by line and in total', () => {
    const perLine = lines
      .map((line) => line.quantity * line.unitPriceCents)
      .reduce((sum, cents) => sum + cents + vatOf(cents, 21), 0);
    expect(perLine).toBe(710_845); // the old way, one cent short
    const totals = offerteTotals(lines);
    expect(totals.totalInclVatCents).toBe(710_846);
    expect(totals.lines.map((line) => line.totalInclVatCents)).toEqual([568_202, 94_380, 48_264]);
    expect(totals.lines.reduce((sum, line) => sum + line.totalInclVatCents, 0)).toBe(710_846);
    // One piece: the price per piece is the line.
    expect(totals.lines[0]?.unitInclVatCents).toBe(568_202);
  });

  it('per rate, with mixed rates and negative lines', () => {
    const amounts = [
      { vatRate: 21, amount: 2 },
      { vatRate: 9, amount: 833 },
      { vatRate: 21, amount: 2 },
      { vatRate: 21, amount: 2 },
      { vatRate: 0, amount: 500 },
      { vatRate: 21, amount: -1_000 },
    ];
    const incl = linesInclVat(amounts);
    const total = vatPerRate(amounts).reduce((sum, part) => sum + part.base + part.amount, 0);
    expect(incl.reduce((a, b) => a + b, 0)).toBe(total);
    expect(incl[1]).toBe(833 + 75);
    expect(incl[4]).toBe(500);
  });

  it('for many random offertes', () => {
    let seed = 7;
    const random = (below: number) => {
      seed = (seed * 48_271) % 2_147_483_647;
      return seed % below;
    };
    for (let round = 0; round < 200; round++) {
      const offerte = Array.from({ length: 1 + random(8) }, () => ({
        quantity: 1 + random(5),
        unitPriceCents: 1 + random(500_000),
        vatRate: [0, 9, 21][random(3)] ?? 21,
      }));
      const totals = offerteTotals(offerte, random(20));
      const sum = totals.lines.reduce((total, line) => total + line.totalInclVatCents, 0);
      expect(sum).toBe(totals.totalInclVatCents);
    }
  });
});

describe('every document computes btw per rate through the kernel', () => {
  it('quote, invoice, credit note, offerte and indication agree with vatPerRate', () => {
    const quote = quoteOf([
      { product: quoteProduct('a', 3), quantity: 1 },
      { product: quoteProduct('b', 833, 9), quantity: 1 },
    ]);
    const expected = vatPerRate([
      { vatRate: 21, amount: 3 },
      { vatRate: 9, amount: 833 },
    ]);
    expect(quote.vat).toEqual(expected);
    const invoice = invoiceAmounts(quote);
    expect(invoice.vat).toEqual(expected);
    const credit = creditAmounts(invoice, [
      { lineIndex: 0, quantity: 1 },
      { lineIndex: 1, quantity: 1 },
    ]);
    expect(credit.vat).toEqual(
      expected.map((part) => ({ ...part, base: -part.base, amount: -part.amount })),
    );
    expect(offerteTotals([{ quantity: 1, unitPriceCents: 3, vatRate: 21 }]).vat).toEqual([
      { rate: 21, base: 3, amount: 1 },
    ]);
    const indication = offerteAmounts({
      lines: [{ name: 'A', modelNumber: '', quantity: 1, ownUnitCents: 2 }],
      marginPercent: 0,
      labourHours: 0,
      labourRateCents: 0,
    });
    expect(indication.vatCents).toBe(vatOf(2, 21));
  });

  it('no module outside the kernel multiplies by a btw rate', () => {
    expect(
      sourcesOutsideHome(
        /[*]\s*\w*(vat)?rate\w*\)?\s*\/\s*100|rate\s*\/\s*100/i,
        join('domain', 'money.ts'),
      ),
    ).toEqual([]);
  });
});

describe('a percentage as text: formatPercent, one way everywhere', () => {
  it.each([
    [10, '10%'],
    [7.5, '7,5%'],
    [0, '0%'],
    [21, '21%'],
    [12.5, '12,5%'],
    [100, '100%'],
  ])('%d → %s', (percent, text) => {
    expect(formatPercent(percent)).toBe(text);
  });

  it('is the only way a percentage becomes text: no "10 %" or `${x}%` outside the kernel', () => {
    const code = (path: string) =>
      readFileSync(path, 'utf8')
        .split('\n')
        .filter((line) => !/^\s*(\/\/|\/?\*)/.test(line))
        .join('\n');
    const written = ['src-shared', 'src-server', 'src-renderer/src']
      .flatMap((root) => sourceFiles(root, /\.tsx?$/))
      .filter((path) => /\d %|\} ?%/.test(code(path)));
    expect(written).toEqual([]);
  });
});
