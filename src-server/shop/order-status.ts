import { DEFAULT_REWARD_POINTS, ORDER_TRANSITIONS, type OrderStatus } from '@shared/domain/rules';
import type { Order } from '@shared/schemas/order';
import type { Clock } from '../env';
import { ApiError } from '../errors';
import { COLLECTIONS } from '../records';
import type { DocumentData, Storage } from '../storage/port';
import { orderNotFound, toOrder, toStoredOrder } from './orders';
import { changePoints } from './points';

/**
 * Moves an order along the allowed status graph. Delivered orders earn their points;
 * cancelled orders get their redeemed points back.
 */
export async function changeOrderStatus(
  storage: Storage,
  clock: Clock,
  orderId: string,
  next: OrderStatus,
): Promise<Order> {
  return storage.transaction(async (tx) => {
    const data = await tx.get(COLLECTIONS.orders, orderId);
    if (!data) throw orderNotFound();
    const order = toStoredOrder(orderId, data);
    if (!ORDER_TRANSITIONS[order.status].includes(next)) {
      throw new ApiError(
        409,
        'status_niet_toegestaan',
        `Een bestelling met status ${order.status} kan niet naar ${next}.`,
      );
    }
    const profile = await tx.get(COLLECTIONS.users, order.userId);
    const balance =
      typeof profile?.rewardPoints === 'number' ? profile.rewardPoints : DEFAULT_REWARD_POINTS;
    const now = clock.now();
    const patch: DocumentData = {
      status: next,
      statusHistory: [
        ...order.statusHistory.map((entry) => ({ status: entry.status, at: new Date(entry.at) })),
        { status: next, at: now },
      ],
    };
    const points = (amount: number, reason: 'verdiend' | 'teruggeboekt') => {
      if (amount <= 0 || !profile) return;
      changePoints(tx, {
        userId: order.userId,
        balance,
        amount,
        reason,
        orderId,
        orderNumber: order.number,
        at: now,
      });
    };
    if (next === 'geleverd' && !order.pointsCredited) {
      patch.pointsCredited = true;
      points(order.pointsToEarn, 'verdiend');
    }
    if (next === 'geannuleerd') points(order.pointsRedeemed, 'teruggeboekt');
    tx.update(COLLECTIONS.orders, orderId, patch);
    return toOrder(orderId, { ...data, ...patch });
  });
}
