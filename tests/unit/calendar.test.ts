import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  addDays,
  dueDate,
  dutchDay,
  dutchDayStart,
  numberingYear,
  validUntil,
} from '@shared/domain/calendar';
import { invoiceDay } from '@shared/domain/invoice';
import { expectedDateOf } from '@shared/domain/stock';
import { nextNumberIn } from '../../src-server/collections/counters';
import { reserveOrderNumber } from '../../src-server/orders/order-number';
import { createSqliteStorage } from '../../src-server/storage/sqlite';
import { sourcesOutsideHome } from '../support/source-files';

/** 31 December 23:30 UTC: still the old year in UTC, already New Year in the Netherlands. */
const NEW_YEAR_EVE = new Date('2026-12-31T23:30:00Z');

describe('the Dutch calendar day', () => {
  it('is the day in Europe/Amsterdam, not in UTC, at New Year', () => {
    expect(NEW_YEAR_EVE.getUTCFullYear()).toBe(2026);
    expect(dutchDay(NEW_YEAR_EVE)).toBe('2027-01-01');
    expect(numberingYear(NEW_YEAR_EVE)).toBe(2027);
    expect(dutchDay(new Date('2026-12-31T22:59:59Z'))).toBe('2026-12-31');
    expect(numberingYear(new Date('2026-12-31T22:59:59Z'))).toBe(2026);
  });

  it('follows summer time: two hours ahead in summer, one in winter', () => {
    // Summer time starts 29 March 2026 at 01:00 UTC and ends 25 October 2026 at 01:00 UTC.
    expect(dutchDay(new Date('2026-03-28T23:30:00Z'))).toBe('2026-03-29');
    expect(dutchDay(new Date('2026-06-30T22:30:00Z'))).toBe('2026-07-01');
    expect(dutchDay(new Date('2026-06-30T21:30:00Z'))).toBe('2026-06-30');
    expect(dutchDay(new Date('2026-10-24T22:30:00Z'))).toBe('2026-10-25');
    expect(dutchDay(new Date('2026-10-25T22:30:00Z'))).toBe('2026-10-25');
    expect(dutchDayStart('2026-03-29').toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(dutchDayStart('2026-03-30').toISOString()).toBe('2026-03-29T22:00:00.000Z');
    expect(dutchDayStart('2026-10-25', 1).toISOString()).toBe('2026-10-25T23:00:00.000Z');
  });

  it('counts whole calendar days across summer time and year ends', () => {
    expect(addDays('2026-03-28', 1)).toBe('2026-03-29');
    expect(addDays('2026-03-29', 1)).toBe('2026-03-30');
    expect(addDays('2026-10-25', 1)).toBe('2026-10-26');
    expect(addDays('2026-12-20', 30)).toBe('2027-01-19');
    expect(addDays('2027-01-01', -1)).toBe('2026-12-31');
  });

  it('ends validity and sets due dates from the Dutch day', () => {
    expect(validUntil(NEW_YEAR_EVE, 30)).toBe('2027-01-31');
    expect(validUntil(new Date('2026-03-28T23:30:00Z'), 30)).toBe('2026-04-28');
    expect(dueDate('2027-01-01', 30)).toBe('2027-01-31');
    expect(invoiceDay(NEW_YEAR_EVE)).toEqual({
      day: '2027-01-01',
      year: 2027,
      dueDate: '2027-01-31',
    });
  });
});

describe('numbering years', () => {
  const dir = mkdtempSync(join(tmpdir(), 'wp-calendar-'));
  const storage = createSqliteStorage({ filename: join(dir, 'numbers.sqlite') });
  afterAll(async () => {
    await storage.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('orders, offertes, invoices and credit notes made at 31 Dec 23:30 UTC all take the new year', async () => {
    const numbers = [];
    for (const [kind, scope] of [
      ['offerte', 'bedrijf-1'],
      ['factuur', undefined],
      ['creditfactuur', undefined],
    ] as const)
      numbers.push(await storage.transaction((tx) => nextNumberIn(tx, kind, NEW_YEAR_EVE, scope)));
    const order = await reserveOrderNumber(storage, 'checkout-new-year', NEW_YEAR_EVE);
    expect([order, ...numbers]).toEqual([
      'WP-2027-000001',
      'OFF-2027-00001',
      'F-2027-000001',
      'C-2027-000001',
    ]);
    const before = new Date('2026-12-31T22:30:00Z');
    const late = await storage.transaction((tx) => nextNumberIn(tx, 'factuur', before));
    expect(late).toBe('F-2026-000001');
    expect(await storage.transaction((tx) => nextNumberIn(tx, 'factuur', NEW_YEAR_EVE))).toBe(
      'F-2027-000002',
    );
  });
});

describe('one home for the calendar day', () => {
  it('a backorder expected "today" in UTC is already past at 23:30 UTC in the Netherlands', () => {
    const lateEvening = new Date('2026-12-02T23:30:00Z');
    const product = {
      inStock: false,
      stockQuantity: 0,
      expectedDate: '2026-12-02',
      leadTimeDays: 3,
    };
    expect(expectedDateOf(product, dutchDay(lateEvening))).toBe('2026-12-08');
  });

  it('no module outside the calendar cuts a day out of a UTC moment', () => {
    expect(
      sourcesOutsideHome(
        /toISOString\(\)\.(slice|substring)\(0,\s*10\)/,
        join('domain', 'calendar.ts'),
      ),
    ).toEqual([]);
  });
});
