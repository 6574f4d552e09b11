import { expect, it } from 'vitest';
import { counters } from '../../src-server/collections/counters';
import { orderNumbers } from '../../src-server/collections/order-numbers';
import { orders } from '../../src-server/collections/orders';
import { products } from '../../src-server/collections/products';
import { placeOrder } from '../../src-server/orders/place-order';
import type { Storage } from '../../src-server/storage/port';
import { placeOrdersConcurrently, seedCheckoutData } from '../support/checkout-load';
import { describeOnOfficialFirestore } from '../support/official-firestore';

/** Checkout on Firestore: concurrent orders get distinct numbers and none is lost. */
const now = new Date('2026-11-22T10:00:00Z');
const clock = { now: () => now };
const pickUpPump = {
  lines: [{ productId: 'pomp', quantity: 1 }],
  delivery: 'afhalen' as const,
  pointsToRedeem: 0,
  address: '',
  reference: '',
  notes: '',
};

describeOnOfficialFirestore(
  'checkout',
  'checkout on Firestore (official emulator)',
  (storage) => {
    it('gives 24 concurrent orders 24 distinct numbers and stores every one', async () => {
      const result = await placeOrdersConcurrently(storage(), clock, {
        orders: 24,
        concurrency: 12,
        users: 4,
        run: 'gelijktijdig',
      });
      expect(result.failures).toEqual([]);
      expect(new Set(result.numbers).size).toBe(24);
      const stored = await storage().query(orders.name);
      expect(stored.map((doc) => doc.data.number).sort()).toEqual([...result.numbers].sort());
      // Numbers come in blocks: the counter may be ahead of the last number handed out.
      const counter = await storage().get(counters.name, 'orders-2026');
      expect(Number(counter?.next)).toBeGreaterThanOrEqual(25);
    });

    it('uses no number for a refused checkout and gives a retry of its key the next one', async () => {
      const request = { ...pickUpPump, pointsToRedeem: 100 };
      // u1 has no points: refused, and no number is taken for it.
      await expect(placeOrder(storage(), clock, 'u1', 'opnieuw-1', request)).rejects.toMatchObject({
        status: 400,
      });
      await expect(
        placeOrder(storage(), clock, 'u1', 'opnieuw-2', {
          ...request,
          pointsToRedeem: 0,
          lines: [{ productId: 'bestaat-niet', quantity: 1 }],
        }),
      ).rejects.toMatchObject({ status: 409 });
      const corrected = { ...request, pointsToRedeem: 0 };
      const { order } = await placeOrder(storage(), clock, 'u1', 'opnieuw-1', corrected);
      const again = await placeOrder(storage(), clock, 'u1', 'opnieuw-1', corrected);
      const next = await placeOrder(storage(), clock, 'u2', 'daarna-1', corrected);
      // The 24 concurrent orders above took 1–24 (blocks may leave the counter ahead, never a
      // number handed out twice); on a quiet portal the next numbers follow on.
      expect([order.number, next.order.number]).toEqual(['WP-2026-000025', 'WP-2026-000026']);
      expect(again).toMatchObject({
        created: false,
        order: { id: order.id, number: order.number },
      });
      // Another order under a key that already placed one is refused, never answered with it.
      await expect(placeOrder(storage(), clock, 'u1', 'opnieuw-1', request)).rejects.toMatchObject({
        status: 422,
      });
    });

    it('gives the number back when stock runs out between the check and the placement', async () => {
      let sellOut = true;
      // The transactions after the first check (the number's, the placement's) find the pump
      // sold out, as when another checkout took the last one in between.
      const racing: Storage = {
        ...storage(),
        async transaction(fn) {
          if (sellOut) await storage().update(products.name, 'pomp', { inStock: false });
          return storage().transaction(fn);
        },
      };
      // A year of its own: this storage object takes its own blocks from the year's counter.
      const spring = { now: () => new Date('2027-03-01T10:00:00Z') };
      await expect(
        placeOrder(racing, spring, 'u3', 'uitverkocht-1', pickUpPump),
      ).rejects.toMatchObject({
        status: 409,
      });
      sellOut = false;
      const filter = { ...pickUpPump, lines: [{ productId: 'filter', quantity: 1 }] };
      const first = await placeOrder(racing, spring, 'u3', 'na-uitverkocht-1', filter);
      const second = await placeOrder(racing, spring, 'u3', 'na-uitverkocht-2', filter);
      expect([first.order.number, second.order.number]).toEqual([
        'WP-2027-000001',
        'WP-2027-000002',
      ]);
      expect(await storage().get(orderNumbers.name, 'u3__uitverkocht-1')).toBeNull();
    });
  },
  (store) => seedCheckoutData(store, 4, now),
);
