import type { Order } from '@shared/schemas/order';
import type { PageQuery } from '@shared/schemas/page';
import { orders, publicOrder } from '../collections/orders';
import type { Storage } from '../storage/port';
import { ownClient } from './clients';

/** The orders a user linked to one of their clients, newest first. */
export async function ordersOfClient(
  storage: Storage,
  uid: string,
  clientId: string,
  page: PageQuery,
): Promise<{ items: Order[]; nextCursor: string | null }> {
  await ownClient(storage, uid, clientId);
  const { items, nextCursor } = await orders.on(storage).page(
    {
      where: [
        { field: 'userId', op: '==', value: uid },
        { field: 'clientId', op: '==', value: clientId },
      ],
      orderBy: [{ field: 'createdAt', direction: 'desc' }],
    },
    page,
  );
  return { items: items.map(publicOrder), nextCursor };
}
