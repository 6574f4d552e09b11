import type { Clock } from '../env';
import { ApiError } from '../errors';
import { users } from '../collections/users';
import { placeOrder } from '../orders/place-order';
import type { PlaceOrderRequest } from '@shared/schemas/order';
import type { Storage } from '../storage/port';

/** One product delivered to a project's address, no points, no notes. */
function toProject(productId: string, address: string, reference: string): PlaceOrderRequest {
  const lines = [{ productId, quantity: 1 }];
  return { lines, delivery: 'bezorgen', pointsToRedeem: 0, address, reference, notes: '' };
}

/**
 * The demo firm's orders, placed like any order under a fixed key, so a second start adds
 * nothing. The monteur orders above his € 2.500 limit, so the eigenaar and the inkoper find
 * it on /goedkeuren; the inkoper's order of the 300-litre boiler, out of stock, is under way
 * with the boiler as a backorder with its expected day (the dashboard's `Bestellingen`).
 */
const DEMO_ORDERS: { uid: string; key: string; request: PlaceOrderRequest }[] = [
  {
    uid: 'demo-monteur',
    key: 'demo-goedkeuring-1',
    request: toProject('nw-aw8', 'Kanaalweg 12, 3526 KL Utrecht', 'Project Wilhelminapark'),
  },
  {
    uid: 'demo-inkoper',
    key: 'demo-nalevering-1',
    request: {
      ...toProject('nw-sb300', 'Lindelaan 14, 3581 BC Utrecht', 'Project Lindelaan'),
      clientId: 'demo-klant-jansen',
    },
  },
];

/**
 * Places each demo order whose member exists; one whose product changed since (out of stock,
 * gone) is left out.
 */
export async function seedCompanyDemo(storage: Storage, clock: Clock): Promise<void> {
  for (const { uid, key, request } of DEMO_ORDERS) {
    if (!(await users.on(storage).get(uid))) continue;
    await placeOrder(storage, clock, uid, key, request).catch((error: unknown) => {
      if (error instanceof ApiError) return null;
      throw error;
    });
  }
}
