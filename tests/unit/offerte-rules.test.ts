import { describe, expect, it } from 'vitest';
import { isValidIban } from '@shared/domain/dutch-ids';
import { addDays, dutchDay } from '@shared/domain/calendar';
import {
  effectiveOfferteStatus,
  formatOfferteNumber,
  linkState,
  offerteTotals,
  salesPriceCents,
  vatRateOf,
} from '@shared/domain/offerte';
import { businessDetailsInputSchema } from '@shared/schemas/business-details';
import { saveOfferteSchema } from '@shared/schemas/offerte';

describe('offerte amounts', () => {
  it('sums lines per btw rate, rounding each line half away from zero', () => {
    const totals = offerteTotals([
      { quantity: 1, unitPriceCents: 812_500, vatRate: 21 },
      { quantity: 2.5, unitPriceCents: 333, vatRate: 9 },
      { quantity: 1, unitPriceCents: 10_000, vatRate: 0 },
    ]);
    expect(totals.lines.map((line) => line.totalExclVatCents)).toEqual([812_500, 833, 10_000]);
    expect(totals.vat).toEqual([
      { rate: 21, base: 812_500, amount: 170_625 },
      { rate: 9, base: 833, amount: 75 },
      { rate: 0, base: 10_000, amount: 0 },
    ]);
    expect(totals.totalInclVatCents).toBe(812_500 + 833 + 10_000 + 170_625 + 75);
  });

  it('folds a discount into the unit prices, so the lines still add up to the totals', () => {
    const totals = offerteTotals([{ quantity: 3, unitPriceCents: 999, vatRate: 21 }], 10);
    expect(totals.lines[0]).toMatchObject({ netUnitCents: 899, totalExclVatCents: 2_697 });
    expect(totals.totalExclVatCents).toBe(2_697);
    expect(totals.lines[0]?.unitInclVatCents).toBe(1_088);
  });

  it('prices a product as own price plus margin, in whole cents', () => {
    expect(salesPriceCents(100_000, 25)).toBe(125_000);
    expect(salesPriceCents(333, 25)).toBe(416);
    expect(vatRateOf(9)).toBe(9);
    expect(vatRateOf(6)).toBe(21);
  });
});

describe('offerte numbers and statuses', () => {
  it('numbers OFF-YYYY-NNNNN', () => {
    expect(formatOfferteNumber(2026, 7)).toBe('OFF-2026-00007');
    expect(formatOfferteNumber(2026, 123_456)).toBe('OFF-2026-123456');
  });

  it('is verlopen the day after its validity when it was sent and not answered', () => {
    const sent = { status: 'verstuurd' as const, validUntil: '2026-12-01' };
    expect(effectiveOfferteStatus(sent, '2026-12-01')).toBe('verstuurd');
    expect(effectiveOfferteStatus(sent, '2026-12-02')).toBe('verlopen');
    expect(effectiveOfferteStatus({ ...sent, status: 'geaccepteerd' }, '2027-01-01')).toBe(
      'geaccepteerd',
    );
    expect(effectiveOfferteStatus({ ...sent, status: 'concept' }, '2027-01-01')).toBe('concept');
  });

  it('opens a link only for the current sent version', () => {
    const offerte = { status: 'verstuurd' as const, validUntil: '2026-12-01', version: 2 };
    expect(linkState(offerte, 2, '2026-11-30')).toBe('open');
    expect(linkState(offerte, 1, '2026-11-30')).toBe('vervangen');
    expect(linkState(offerte, 2, '2026-12-02')).toBe('verlopen');
    expect(linkState({ ...offerte, status: 'concept', version: 3 }, 2, '2026-11-30')).toBe(
      'vervangen',
    );
  });

  it('counts days in the Dutch calendar', () => {
    expect(addDays('2026-12-20', 30)).toBe('2027-01-19');
    expect(dutchDay(new Date('2026-11-23T23:30:00Z'))).toBe('2026-11-24');
  });
});

describe('offerte and business-detail input', () => {
  it('refuses a btw rate that does not exist and an empty description, in Dutch', () => {
    const result = saveOfferteSchema.safeParse({
      lines: [{ description: ' ', quantity: 1, unitPriceCents: 100, vatRate: 6 }],
      validUntil: '2026-12-31',
    });
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((issue) => issue.message);
    expect(messages).toContain('Vul een omschrijving in.');
    expect(messages).toContain('Het btw-tarief is 21%, 9% of 0%.');
  });

  it('checks the IBAN by mod-97 and stores it without spaces', () => {
    expect(isValidIban('NL91 ABNA 0417 1643 00')).toBe(true);
    expect(isValidIban('NL92ABNA0417164300')).toBe(false);
    const parsed = businessDetailsInputSchema.parse({ iban: 'nl91 abna 0417 1643 00' });
    expect(parsed.iban).toBe('NL91ABNA0417164300');
    expect(businessDetailsInputSchema.safeParse({ iban: 'NL92ABNA0417164300' }).success).toBe(
      false,
    );
  });
});
