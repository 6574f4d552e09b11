import type { Clock } from '../../src-server/env';
import { products } from '../../src-server/collections/products';
import { users as profiles } from '../../src-server/collections/users';
import { placeOrder } from '../../src-server/orders/place-order';
import type { Storage } from '../../src-server/storage/port';
import { storedProduct } from '../fixtures/product';

/** Products and installers for checkouts under load (tests/firestore, bench/checkout.ts). */
export async function seedCheckoutData(storage: Storage, users: number, now: Date): Promise<void> {
  const product = (id: string, price: number) =>
    storedProduct({ id, name: id, price, createdAt: now.toISOString() });
  await storage.set(products.name, 'pomp', product('pomp', 100000));
  await storage.set(products.name, 'dempers', product('dempers', 2450));
  await storage.set(products.name, 'filter', product('filter', 8900));
  for (let i = 0; i < users; i++) {
    await storage.set(profiles.name, `u${i}`, { role: 'installer', discount: 10 });
  }
}

export interface LoadResult {
  numbers: string[];
  failures: unknown[];
  seconds: number;
}

/** Places `orders` orders, `concurrency` at a time, spread over the seeded users. */
export async function placeOrdersConcurrently(
  storage: Storage,
  clock: Clock,
  options: { orders: number; concurrency: number; users: number; run: string },
): Promise<LoadResult> {
  const numbers: string[] = [];
  const failures: unknown[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: options.concurrency }, async () => {
      while (next < options.orders) {
        const i = next++;
        try {
          const { order } = await placeOrder(
            storage,
            clock,
            `u${i % options.users}`,
            `${options.run}-${i}`,
            {
              lines: [
                { productId: 'pomp', quantity: 1 },
                { productId: 'dempers', quantity: 2 },
                { productId: 'filter', quantity: 1 },
              ],
              delivery: 'afhalen',
              pointsToRedeem: 0,
              address: '',
              reference: `last ${i}`,
              notes: '',
            },
          );
          numbers.push(order.number);
        } catch (error) {
          failures.push(error);
        }
      }
    }),
  );
  return { numbers, failures, seconds: (performance.now() - started) / 1000 };
}
