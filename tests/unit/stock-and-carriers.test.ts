import { describe, expect, it } from 'vitest';
import {
  CARRIERS,
  TRACKING_ORIGINS,
  trackingCodeProblem,
  trackingOf,
  type Carrier,
} from '@shared/domain/carriers';
import { addWorkingDays, dutchDayMonth } from '@shared/domain/calendar';
import { availabilityOf, canOrder, inStockFor, splitLine, stockAfter } from '@shared/domain/stock';
import { isAllowedExternalUrl } from '../../src-main/security/policy';

// Monday 23 November 2026.
const today = '2026-11-23';

describe('stock and lead time', () => {
  it('shows Op voorraad, Verwacht <day month>, Levertijd <n> werkdagen or Nalevering', () => {
    expect(availabilityOf({ inStock: true, stockQuantity: 4 }, today).text).toBe('Op voorraad');
    expect(
      availabilityOf({ inStock: false, stockQuantity: 0, expectedDate: '2026-12-03' }, today),
    ).toEqual({ kind: 'nalevering', text: 'Verwacht 3 december', expectedDate: '2026-12-03' });
    expect(availabilityOf({ inStock: false, stockQuantity: 0, leadTimeDays: 5 }, today)).toEqual({
      kind: 'nalevering',
      text: 'Levertijd 5 werkdagen',
      expectedDate: '2026-11-30',
    });
    expect(availabilityOf({ inStock: false, stockQuantity: 0, leadTimeDays: 1 }, today).text).toBe(
      'Levertijd 1 werkdag',
    );
    expect(availabilityOf({ inStock: false, stockQuantity: 0 }, today).text).toBe('Nalevering');
  });

  it('does not promise an expected date that has passed; the lead time speaks instead', () => {
    const product = {
      inStock: false,
      stockQuantity: 0,
      expectedDate: '2026-11-20',
      leadTimeDays: 10,
    };
    expect(availabilityOf(product, today)).toMatchObject({
      text: 'Levertijd 10 werkdagen',
      expectedDate: '2026-12-07',
    });
  });

  it('refuses products marked not orderable, and uncounted products out of stock', () => {
    const marked = { inStock: false, stockQuantity: 0, backorderable: false };
    expect(availabilityOf(marked, today)).toEqual({
      kind: 'niet_leverbaar',
      text: 'Niet op voorraad',
    });
    expect(canOrder(marked)).toBe(false);
    expect(canOrder({ inStock: false })).toBe(false);
    expect(canOrder({ inStock: false, backorderable: true })).toBe(true);
    expect(canOrder({ inStock: true })).toBe(true);
    // Counted stock is orderable beyond what is there, as a backorder, unless marked otherwise.
    expect(canOrder({ inStock: true, stockQuantity: 2 }, 5)).toBe(true);
    expect(canOrder({ inStock: true, stockQuantity: 2, backorderable: false }, 5)).toBe(false);
    expect(canOrder({ inStock: true, stockQuantity: 2, backorderable: false }, 2)).toBe(true);
  });

  it('splits a line into what is in stock and what follows, and never counts below 0', () => {
    expect(splitLine({ inStock: true, stockQuantity: 3 }, 5)).toEqual({
      fromStock: 3,
      backordered: 2,
    });
    expect(splitLine({ inStock: true, stockQuantity: 8 }, 5)).toEqual({
      fromStock: 5,
      backordered: 0,
    });
    expect(splitLine({ inStock: true }, 500)).toEqual({ fromStock: 500, backordered: 0 });
    expect(stockAfter({ inStock: true, stockQuantity: 3 }, 5)).toBe(0);
    expect(stockAfter({ inStock: true, stockQuantity: 8 }, 5)).toBe(3);
    expect(stockAfter({ inStock: true }, 5)).toBeUndefined();
    expect(inStockFor(0)).toBe(false);
    expect(inStockFor(1)).toBe(true);
  });

  it('counts working days past the weekend and writes days in Dutch', () => {
    expect(addWorkingDays('2026-11-27', 1)).toBe('2026-11-30');
    expect(addWorkingDays('2026-11-28', 0)).toBe('2026-11-28');
    expect(dutchDayMonth('2026-12-03')).toBe('3 december');
    expect(dutchDayMonth('2027-01-01')).toBe('1 januari');
  });
});

describe('carriers and track-and-trace codes', () => {
  const good: Record<Carrier, string> = {
    PostNL: '3SWARM0012345',
    DHL: 'JVGL05612345678901',
    DPD: '05212345678901',
    GLS: '12345678901',
    UPS: '1Z999AA10123456784',
    'Eigen bezorging': 'RIT-2026-118',
  };

  it('accepts a code in each carrier’s own format, spaces and case aside', () => {
    for (const carrier of CARRIERS) expect(trackingCodeProblem(carrier, good[carrier])).toBeNull();
    expect(trackingCodeProblem('PostNL', '3swarm 0012 345')).toBeNull();
    expect(trackingCodeProblem('PostNL', 'RR123456789NL')).toBeNull();
  });

  it('refuses a code of another carrier with a Dutch message naming the expected format', () => {
    expect(trackingCodeProblem('PostNL', 'ab')).toBe(
      'Deze code past niet bij PostNL: verwacht 3S gevolgd door 8 tot 13 letters of cijfers (3SWARM0012345), of bijvoorbeeld RR123456789NL.',
    );
    expect(trackingCodeProblem('DPD', good.UPS)).toBe(
      'Deze code past niet bij DPD: verwacht 14 cijfers (05212345678901).',
    );
    expect(trackingCodeProblem('UPS', good.DPD)).toMatch(
      /^Deze code past niet bij UPS: verwacht 1Z/,
    );
    expect(trackingCodeProblem('GLS', good.PostNL)).not.toBeNull();
    expect(trackingCodeProblem('DHL', 'JVGL12')).not.toBeNull();
  });

  it('links to the stored carrier’s tracking page; own delivery has no link', () => {
    expect(trackingOf('DPD', '0521 2345 6789 01').url).toBe(
      'https://tracking.dpd.de/status/nl_NL/parcel/05212345678901',
    );
    expect(trackingOf('UPS', good.UPS).url).toBe(
      'https://www.ups.com/track?loc=nl_NL&tracknum=1Z999AA10123456784',
    );
    expect(trackingOf('GLS', good.GLS).url).toBe(
      'https://gls-group.com/NL/nl/volg-je-pakket?match=12345678901',
    );
    expect(trackingOf('Eigen bezorging', 'rit-2026-118')).toEqual({
      carrier: 'Eigen bezorging',
      code: 'RIT-2026-118',
    });
  });

  it('links only to origins the desktop app may open in the browser', () => {
    for (const carrier of CARRIERS) {
      const { url } = trackingOf(carrier, good[carrier]);
      if (!url) continue;
      expect(TRACKING_ORIGINS).toContain(new URL(url).origin);
      expect(isAllowedExternalUrl(url)).toBe(true);
    }
  });
});
