import type { Clock } from '../env';
import { ApiError } from '../errors';
import { users } from '../collections/users';
import { placeOrder } from '../orders/place-order';
import type { PlaceOrderRequest } from '@shared/schemas/order';
import type { Storage } from '../storage/port';

/** A demo order whose product changed since (out of stock, gone) is left out. */
async function placeDemoOrder(
  storage: Storage,
  clock: Clock,
  uid: string,
  key: string,
  request: PlaceOrderRequest,
): Promise<void> {
  await placeOrder(storage, clock, uid, key, request).catch((error: unknown) => {
    if (error instanceof ApiError) return null;
    throw error;
  });
}

/**
 * The demo firm's orders, placed like any order under a fixed key, so a second start adds
 * nothing. The monteur orders above his € 2.500 limit, so the eigenaar and the inkoper find
 * it on /goedkeuren; the inkoper's order of the 300-litre boiler, out of stock, is under way
 * with the boiler as a backorder with its expected day (the dashboard's `Bestellingen`).
 */
export async function seedCompanyDemo(storage: Storage, clock: Clock): Promise<void> {
  if (await users.on(storage).get('demo-monteur')) {
    await placeDemoOrder(storage, clock, 'demo-monteur', 'demo-goedkeuring-1', {
      lines: [{ productId: 'nw-aw8', quantity: 1 }],
      delivery: 'bezorgen',
      pointsToRedeem: 0,
      address: 'Kanaalweg 12, 3526 KL Utrecht',
      reference: 'Project Wilhelminapark',
      notes: '',
    });
  }
  if (await users.on(storage).get('demo-inkoper')) {
    await placeDemoOrder(storage, clock, 'demo-inkoper', 'demo-nalevering-1', {
      lines: [{ productId: 'nw-sb300', quantity: 1 }],
      delivery: 'bezorgen',
      pointsToRedeem: 0,
      address: 'Lindelaan 14, 3581 BC Utrecht',
      reference: 'Project Lindelaan',
      notes: '',
      clientId: 'demo-klant-jansen',
    });
  }
}
