import type { Clock } from '../env';
import { ApiError } from '../errors';
import { users } from '../collections/users';
import { placeOrder } from '../orders/place-order';
import type { Storage } from '../storage/port';

/**
 * The demo firm's order waiting for approval: the monteur orders above his € 2.500 limit, so
 * the eigenaar and the inkoper find it on /goedkeuren. Placed like any order, under a fixed
 * key, so a second start adds nothing.
 */
export async function seedCompanyDemo(storage: Storage, clock: Clock): Promise<void> {
  if (!(await users.on(storage).get('demo-monteur'))) return;
  await placeOrder(storage, clock, 'demo-monteur', 'demo-goedkeuring-1', {
    lines: [{ productId: 'nw-aw8', quantity: 1 }],
    delivery: 'bezorgen',
    pointsToRedeem: 0,
    address: 'Kanaalweg 12, 3526 KL Utrecht',
    reference: 'Project Wilhelminapark',
    notes: '',
  }).catch((error: unknown) => {
    // A demo order whose product changed since (out of stock, gone) is left out.
    if (error instanceof ApiError) return null;
    throw error;
  });
}
