import type { Order } from '@shared/schemas/order';
import type { PageQuery } from '@shared/schemas/page';
import { orders, publicOrder } from '../collections/orders';
import type { Storage } from '../storage/port';
import { assertMayDo, memberOf } from '../company/access';
import { ownClient } from './clients';

/** The orders the company linked to one of its clients, newest first. */
export async function ordersOfClient(
  storage: Storage,
  uid: string,
  clientId: string,
  page: PageQuery,
): Promise<{ items: Order[]; nextCursor: string | null }> {
  const [member] = await Promise.all([memberOf(storage, uid), ownClient(storage, uid, clientId)]);
  assertMayDo(member, 'bestellingen_inzien');
  const { items, nextCursor } = await orders.on(storage).page(
    {
      where: [
        { field: 'companyId', op: '==', value: member.companyId },
        { field: 'clientId', op: '==', value: clientId },
      ],
      orderBy: [{ field: 'createdAt', direction: 'desc' }],
    },
    page,
  );
  return { items: items.map(publicOrder), nextCursor };
}
