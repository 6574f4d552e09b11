import type { Order } from '@shared/schemas/order';
import type { PageQuery } from '@shared/schemas/page';
import { queryPage } from '../paging';
import { COLLECTIONS } from '../records';
import { toOrder } from '../shop/orders';
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
  const result = await queryPage(
    storage,
    COLLECTIONS.orders,
    {
      where: [
        { field: 'userId', op: '==', value: uid },
        { field: 'clientId', op: '==', value: clientId },
      ],
      orderBy: [{ field: 'createdAt', direction: 'desc' }],
    },
    page,
  );
  return {
    items: result.items.map((doc) => toOrder(doc.id, doc.data)),
    nextCursor: result.nextCursor,
  };
}
