import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { clearFirestoreEmulator } from '../../scripts/firestore-emulator';
import { COLLECTIONS } from '../../src-server/records';
import { placeOrder } from '../../src-server/shop/orders';
import { createFirestoreStorage } from '../../src-server/storage/firestore';
import type { Storage } from '../../src-server/storage/port';
import { placeOrdersConcurrently, seedCheckoutData } from '../support/checkout-load';

/** Checkout on Firestore: concurrent orders get distinct numbers and none is lost. */
const PROJECT_ID = 'demo-warmteportaal-checkout';
const official = inject('firestoreEmulatorHost');
if (!official) {
  console.warn(
    `[checkout:firestore] overgeslagen: ${inject('firestoreEmulatorAbsent')}; de in-process emulator isoleert gelijktijdige transacties niet`,
  );
}
const now = new Date('2026-11-22T10:00:00Z');
const clock = { now: () => now };

describe.skipIf(!official)('checkout on Firestore (official emulator)', () => {
  let app: App;
  let storage: Storage;

  beforeAll(async () => {
    process.env.FIRESTORE_EMULATOR_HOST = official;
    await clearFirestoreEmulator(official, PROJECT_ID);
    app = initializeApp({ projectId: PROJECT_ID }, `checkout-${Date.now()}`);
    storage = createFirestoreStorage(getFirestore(app));
    await seedCheckoutData(storage, 4, now);
  });
  afterAll(async () => {
    await storage?.close();
    if (app) await deleteApp(app);
  });

  it('gives 24 concurrent orders 24 distinct numbers and stores every one', async () => {
    const result = await placeOrdersConcurrently(storage, clock, {
      orders: 24,
      concurrency: 12,
      users: 4,
      run: 'gelijktijdig',
    });
    expect(result.failures).toEqual([]);
    expect(new Set(result.numbers).size).toBe(24);
    const stored = await storage.query(COLLECTIONS.orders);
    expect(stored.map((doc) => doc.data.number).sort()).toEqual([...result.numbers].sort());
    // Numbers come in blocks: the counter may be ahead of the last number handed out.
    const counter = await storage.get(COLLECTIONS.counters, 'orders-2026');
    expect(Number(counter?.next)).toBeGreaterThanOrEqual(25);
  });

  it('keeps the reserved number for a retry of a checkout that failed', async () => {
    const request = {
      lines: [{ productId: 'pomp', quantity: 1 }],
      delivery: 'bezorgen' as const,
      pointsToRedeem: 0,
      address: '',
      reference: '',
      notes: '',
    };
    await expect(placeOrder(storage, clock, 'u1', 'opnieuw-1', request)).rejects.toMatchObject({
      status: 400,
    });
    const corrected = { ...request, address: 'Dorpsstraat 1, Utrecht' };
    const { order } = await placeOrder(storage, clock, 'u1', 'opnieuw-1', corrected);
    const again = await placeOrder(storage, clock, 'u1', 'opnieuw-1', corrected);
    expect(order.number).toBe('WP-2026-000025');
    expect(again).toMatchObject({ created: false, order: { id: order.id, number: order.number } });
    // Another order under a key that already placed one is refused, never answered with it.
    await expect(placeOrder(storage, clock, 'u1', 'opnieuw-1', request)).rejects.toMatchObject({
      status: 422,
    });
  });
});
