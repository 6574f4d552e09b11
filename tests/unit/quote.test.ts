import { describe, expect, it } from 'vitest';
import { cartTotal, toCartItem } from '@shared/cart/cart';
import { AMOUNT_LABELS, maxRedeemablePoints, redemptionProblem } from '@shared/domain/quote';
import { makeProduct } from '../fixtures/product';
import { quoteOf, quoteProduct } from '../fixtures/quote';

describe('order amounts', () => {
  it.each([
    // [base, discount %, quantity, unit price, line total]
    [1005, 50, 1, 503, 503], // 502,5 → 503 (half away from zero)
    [999, 10, 3, 899, 2697], // 899,1 → 899, per line × 3
    [1995, 15, 2, 1696, 3392], // 1695,75 → 1696
    [750, 0, 4, 750, 3000], // discount 0
    [750, 100, 4, 0, 0], // discount 100
  ])(
    'base %i with %i %% discount × %i: unit %i, line %i',
    (base, discount, quantity, unit, line) => {
      const quote = quoteOf([{ product: quoteProduct('a', base), quantity }], {
        discountPercent: discount,
      });
      expect(quote.lines[0]?.unitPrice).toBe(unit);
      expect(quote.lines[0]?.lineTotal).toBe(line);
      expect(quote.goodsNet).toBe(line);
    },
  );

  it('prices from the installer price when present, and reports the discount', () => {
    const quote = quoteOf([{ product: quoteProduct('a', 100000, 21, 80000), quantity: 2 }], {
      discountPercent: 10,
    });
    expect(quote.subtotal).toBe(160000);
    expect(quote.discount).toBe(16000);
    expect(quote.goodsNet).toBe(144000);
    expect(quote.vat).toEqual([{ rate: 21, base: 144000, amount: 30240 }]);
    expect(quote.totalInclVat).toBe(174240);
    expect(quote.pointsToEarn).toBe(1440);
  });

  it('shows btw per rate for mixed rates', () => {
    const quote = quoteOf([
      { product: quoteProduct('a', 10000, 21), quantity: 1 },
      { product: quoteProduct('b', 5000, 9), quantity: 1 },
      { product: quoteProduct('c', 3333, 0), quantity: 1 },
    ]);
    expect(quote.vat).toEqual([
      { rate: 21, base: 10000, amount: 2100 },
      { rate: 9, base: 5000, amount: 450 },
      { rate: 0, base: 3333, amount: 0 },
    ]);
    expect(quote.totalVat).toBe(2550);
    expect(quote.totalInclVat).toBe(18333 + 2550);
  });

  it('charges € 29,95 delivery below € 500,00 net and nothing from € 500,00', () => {
    const below = quoteOf([{ product: quoteProduct('a', 49999), quantity: 1 }], {
      delivery: 'bezorgen',
    });
    expect(below.deliveryCost).toBe(2995);
    expect(below.vat).toEqual([{ rate: 21, base: 52994, amount: 11129 }]);
    const at = quoteOf([{ product: quoteProduct('a', 50000), quantity: 1 }], {
      delivery: 'bezorgen',
    });
    expect(at.deliveryCost).toBe(0);
    const pickup = quoteOf([{ product: quoteProduct('a', 100), quantity: 1 }]);
    expect(pickup.deliveryCost).toBe(0);
  });

  it('takes redeemed points off the goods, spread over the btw rates, and earns on the rest', () => {
    const quote = quoteOf(
      [
        { product: quoteProduct('a', 30000, 21), quantity: 1 },
        { product: quoteProduct('b', 10000, 9), quantity: 1 },
      ],
      { pointsToRedeem: 2000 },
    );
    expect(quote.pointsValue).toBe(2000);
    expect(quote.totalExclVat).toBe(38000);
    expect(quote.vat).toEqual([
      { rate: 21, base: 28500, amount: 5985 },
      { rate: 9, base: 9500, amount: 855 },
    ]);
    expect(quote.pointsToEarn).toBe(380);
  });
});

describe('points redemption', () => {
  it('caps at half the goods, in whole hundreds, and at the balance', () => {
    expect(maxRedeemablePoints(100000, 1_000_000)).toBe(50000);
    expect(maxRedeemablePoints(12345, 1_000_000)).toBe(6100);
    expect(maxRedeemablePoints(100000, 2450)).toBe(2400);
    expect(maxRedeemablePoints(150, 1000)).toBe(0);
  });

  it('refuses odd amounts, more than the balance and more than half', () => {
    expect(redemptionProblem(0, 100, 0)).toBeNull();
    expect(redemptionProblem(150, 100000, 1000)).toBe('not_a_multiple');
    expect(redemptionProblem(1100, 100000, 1000)).toBe('not_enough');
    expect(redemptionProblem(600, 1000, 5000)).toBe('too_many');
    expect(redemptionProblem(500, 1000, 5000)).toBeNull();
  });
});

describe('one label, one figure', () => {
  const pump = makeProduct({ id: 'pomp', price: 100000, installateurPrijs: 80000 });
  const valve = makeProduct({ id: 'klep', price: 2450 });
  const items = [toCartItem(pump, 1), toCartItem(valve, 2)];
  const quote = quoteOf(
    items.map((item) => ({ product: { ...item, vatRate: 21 }, quantity: item.quantity })),
    { discountPercent: 10, delivery: 'bezorgen' },
  );

  it("names the specification's cartTotal the subtotal, before the personal discount", () => {
    expect(cartTotal(items)).toBe(84900);
    expect(quote.subtotal).toBe(cartTotal(items));
    expect(AMOUNT_LABELS.subtotal).toBe('Subtotaal excl. btw');
  });

  it('keeps "Totaal excl. btw" for what the user pays: after discount, with delivery', () => {
    expect(AMOUNT_LABELS.totalExclVat).toBe('Totaal excl. btw');
    expect(quote.totalExclVat).toBe(quote.goodsNet + quote.deliveryCost);
    expect(quote.totalExclVat).toBe(76410);
    expect(quote.totalExclVat).not.toBe(cartTotal(items));
  });
});
