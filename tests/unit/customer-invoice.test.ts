import { describe, expect, it } from 'vitest';
import {
  creditAmounts,
  depositAmounts,
  finalAmounts,
  formatCustomerInvoiceNumber,
  openAmountOf,
  type CustomerInvoiceAmounts,
  type InvoicedOfferte,
} from '@shared/domain/customer-invoice';
import { offerteTotals } from '@shared/domain/offerte';

const line = (description: string, quantity: number, unitPriceCents: number, vatRate: number) => ({
  description,
  quantity,
  unitPriceCents,
  vatRate,
});

/** A heat pump at 21 %, insulation work at 9 %, a rounding-prone labour line and a discount. */
const mixed: InvoicedOfferte = {
  number: 'OFF-2026-00012',
  lines: [
    line('Warmtepomp 8 kW', 1, 812_345, 21),
    line('Isolatie spouwmuur', 37.5, 2_333, 9),
    line('Arbeid', 7.25, 6_001, 21),
    line('Afvoer oude ketel', 1, 0, 0),
  ],
  discountPercent: 3,
};

const sumOfLines = (amounts: CustomerInvoiceAmounts) =>
  amounts.lines.reduce((sum, one) => sum + one.totalExclVatCents, 0);

describe('the installer’s invoices to the homeowner', () => {
  it('numbers in the firm’s own series, with or without its prefix', () => {
    expect(formatCustomerInvoiceNumber('DV', 2026, 7)).toBe('DV-2026-0007');
    expect(formatCustomerInvoiceNumber('', 2027, 12_345)).toBe('2027-12345');
  });

  it('asks a deposit per btw rate, each rate’s share rounded to the cent', () => {
    const whole = offerteTotals(mixed.lines, mixed.discountPercent);
    const deposit = depositAmounts(mixed, 30);
    expect(deposit.lines.map((one) => one.vatRate)).toEqual([21, 9]);
    for (const one of deposit.lines) {
      const base = whole.vat.find((part) => part.rate === one.vatRate)?.base ?? 0;
      expect(one.totalExclVatCents).toBe(Math.round((base * 30) / 100));
      expect(one.description).toContain('OFF-2026-00012');
    }
    expect(deposit.totalExclVatCents).toBe(sumOfLines(deposit));
    for (const part of deposit.vat)
      expect(part.amount).toBe(Math.round((part.base * part.rate) / 100));
    expect(deposit.totalInclVatCents).toBe(deposit.totalExclVatCents + deposit.totalVatCents);
  });

  it('makes the final invoice the offerte minus the deposit, to the cent, per rate', () => {
    const whole = offerteTotals(mixed.lines, mixed.discountPercent);
    for (const percent of [0, 1, 17, 30, 33, 50, 99, 100]) {
      const deposit = depositAmounts(mixed, percent);
      const final = finalAmounts(mixed, percent ? [{ number: '2026-0001', ...deposit }] : []);
      expect(final.totalInclVatCents + deposit.totalInclVatCents, `${percent}%`).toBe(
        whole.totalInclVatCents,
      );
      for (const part of whole.vat) {
        const of = (amounts: CustomerInvoiceAmounts) =>
          amounts.vat.find((vat) => vat.rate === part.rate) ?? { base: 0, amount: 0 };
        expect(of(final).base + of(deposit).base).toBe(part.base);
        expect(of(final).amount + of(deposit).amount).toBe(part.amount);
      }
      expect(final.totalExclVatCents).toBe(sumOfLines(final));
    }
  });

  it('lists the offerte’s lines at their discounted prices and one deduction per deposit rate', () => {
    const deposit = depositAmounts(mixed, 30);
    const final = finalAmounts(mixed, [{ number: 'DV-2026-0001', ...deposit }]);
    const whole = offerteTotals(mixed.lines, mixed.discountPercent);
    expect(final.lines.slice(0, 4).map((one) => one.totalExclVatCents)).toEqual(
      whole.lines.map((one) => one.totalExclVatCents),
    );
    const deductions = final.lines.slice(4);
    expect(deductions.map((one) => one.totalExclVatCents)).toEqual(
      deposit.lines.map((one) => -one.totalExclVatCents),
    );
    expect(deductions.every((one) => one.description.includes('DV-2026-0001'))).toBe(true);
  });

  it('settles two deposits as well: everything adds up to the offerte', () => {
    const first = depositAmounts(mixed, 20);
    const second = depositAmounts(mixed, 15);
    const final = finalAmounts(mixed, [
      { number: 'A', ...first },
      { number: 'B', ...second },
    ]);
    expect(first.totalInclVatCents + second.totalInclVatCents + final.totalInclVatCents).toBe(
      offerteTotals(mixed.lines, mixed.discountPercent).totalInclVatCents,
    );
  });

  it('credits a whole invoice: every line and btw amount reversed, the total to zero', () => {
    const deposit = depositAmounts(mixed, 30);
    const credit = creditAmounts(deposit);
    expect(credit.totalInclVatCents).toBe(-deposit.totalInclVatCents);
    expect(credit.vat.map((part) => part.amount)).toEqual(deposit.vat.map((part) => -part.amount));
    expect(credit.lines.map((one) => one.quantity)).toEqual(deposit.lines.map(() => -1));
  });

  it('counts only what is still asked as open', () => {
    expect(openAmountOf({ status: 'open', totalInclVatCents: 1234 })).toBe(1234);
    expect(openAmountOf({ status: 'betaald', totalInclVatCents: 1234 })).toBe(0);
    expect(openAmountOf({ status: 'open', totalInclVatCents: 1234, creditedBy: { id: 'x' } })).toBe(
      0,
    );
  });
});
