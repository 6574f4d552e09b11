import { describe, expect, it } from 'vitest';
import {
  openItemsOf,
  openTotalOf,
  paymentProblem,
  type PayableDocument,
} from '@shared/domain/open-items';

const invoice = (id: string, totalInclVat: number, paidOn?: string): PayableDocument => ({
  id,
  kind: 'factuur',
  totalInclVat,
  ...(paidOn ? { paidOn } : {}),
});
const creditNote = (id: string, invoiceId: string, totalInclVat: number): PayableDocument => ({
  id,
  kind: 'creditfactuur',
  invoiceId,
  totalInclVat,
});

describe('open items', () => {
  it('owes an unpaid invoice’s total less its credit notes, never below nothing', () => {
    const items = openItemsOf([
      invoice('a', 12_100),
      invoice('b', 24_200),
      creditNote('c1', 'b', -6_050),
      creditNote('c2', 'b', -6_050),
      invoice('d', 1_000),
      creditNote('c3', 'd', -1_000),
    ]);
    expect(items.get('a')).toEqual({ status: 'openstaand', openAmount: 12_100 });
    expect(items.get('b')).toEqual({ status: 'openstaand', openAmount: 12_100 });
    expect(items.get('c1')).toEqual({ status: 'verrekend', openAmount: 0 });
    expect(items.get('d')).toEqual({ status: 'verrekend', openAmount: 0 });
  });

  it('owes nothing on a paid invoice, and its later credit notes are refunds', () => {
    const documents = [invoice('a', 12_100, '2026-11-20'), creditNote('c', 'a', -2_420)];
    expect(openItemsOf(documents).get('a')).toEqual({ status: 'betaald', openAmount: 0 });
    expect(openItemsOf(documents).get('c')).toEqual({ status: 'terugbetaling', openAmount: 0 });
    expect(openTotalOf(documents)).toEqual({ openTotal: 0, openCount: 0 });
  });

  it('totals the firm’s open invoices in cents', () => {
    expect(
      openTotalOf([
        invoice('a', 10_001),
        invoice('b', 20_002, '2026-11-01'),
        invoice('c', 30_003),
        creditNote('x', 'c', -3),
      ]),
    ).toEqual({ openTotal: 40_001, openCount: 2 });
  });

  it('records a payment only for an unpaid invoice on a day from its issue day to today', () => {
    const issued = { kind: 'factuur' as const, issueDate: '2026-11-10' };
    expect(paymentProblem(issued, '2026-11-10', '2026-11-27')).toBeNull();
    expect(paymentProblem(issued, '2026-11-27', '2026-11-27')).toBeNull();
    expect(paymentProblem(issued, '2026-11-28', '2026-11-27')?.about).toBe('day');
    expect(paymentProblem(issued, '2026-11-09', '2026-11-27')?.about).toBe('day');
    expect(paymentProblem({ ...issued, paidOn: '2026-11-12' }, '2026-11-20', '2026-11-27')).toEqual(
      { about: 'document', message: 'Deze factuur is al betaald op 12 november 2026.' },
    );
    expect(
      paymentProblem({ ...issued, kind: 'creditfactuur' }, '2026-11-20', '2026-11-27')?.about,
    ).toBe('document');
  });
});
