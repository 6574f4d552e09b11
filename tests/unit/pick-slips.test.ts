import { describe, expect, it } from 'vitest';
import { pickSlipLines, readyToShip } from '@shared/domain/shipments';

const line = (productId: string, quantity: number, backordered = 0, expectedDate?: string) => ({
  productId,
  name: `Product ${productId}`,
  modelNumber: productId.toUpperCase(),
  quantity,
  ...(backordered ? { backordered } : {}),
  ...(expectedDate ? { expectedDate } : {}),
});

describe('pick slips per shipment', () => {
  // 5 pumps of which 2 were not in stock, and 3 valves all in stock.
  const lines = [line('wp', 5, 2, '2026-12-03'), line('kl', 3)];

  it('a first shipment picks what is in stock and lists the backordered units apart', () => {
    const sending = readyToShip({ status: 'ontvangen', lines });
    expect(sending).toEqual([
      { productId: 'wp', quantity: 3 },
      { productId: 'kl', quantity: 3 },
    ]);
    const { pick, later } = pickSlipLines(lines, sending);
    expect(pick.map((l) => [l.modelNumber, l.quantity])).toEqual([
      ['WP', 3],
      ['KL', 3],
    ]);
    expect(later).toEqual([
      {
        productId: 'wp',
        name: 'Product wp',
        modelNumber: 'WP',
        quantity: 2,
        expectedDate: '2026-12-03',
      },
    ]);
  });

  it('an order wholly on backorder has nothing to pick yet', () => {
    const waiting = [line('wp', 2, 2)];
    const sending = readyToShip({ status: 'ontvangen', lines: waiting });
    expect(sending).toEqual([]);
    expect(pickSlipLines(waiting, sending)).toEqual({
      pick: [],
      later: [{ productId: 'wp', name: 'Product wp', modelNumber: 'WP', quantity: 2 }],
    });
  });

  it('the follow-up shipment picks the arrived backorder, and the first slip stays as it went', () => {
    const first = [
      { productId: 'wp', quantity: 3 },
      { productId: 'kl', quantity: 3 },
    ];
    const shipped = { status: 'verzonden' as const, lines, shipments: [{ lines: first }] };
    const next = readyToShip(shipped);
    expect(next).toEqual([{ productId: 'wp', quantity: 2 }]);
    const second = pickSlipLines(lines, next, [first]);
    expect(second.pick.map((l) => [l.modelNumber, l.quantity])).toEqual([['WP', 2]]);
    expect(second.later).toEqual([]);
    // Printed again later, the first shipment's slip lists what went in it, not the order.
    const again = pickSlipLines(lines, first, []);
    expect(again.pick.map((l) => l.quantity)).toEqual([3, 3]);
    expect(again.later.map((l) => [l.modelNumber, l.quantity])).toEqual([['WP', 2]]);
  });
});
