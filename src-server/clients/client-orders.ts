import type { Order } from '@shared/schemas/order';
import type { PageQuery } from '@shared/schemas/page';
import { orders, publicOrder } from '../collections/orders';
import type { Storage } from '../storage/port';
import { companyPage } from '../policy/company-records';
import { ownClient } from './clients';

/** The orders the company linked to one of its clients, newest first. */
export async function ordersOfClient(
  storage: Storage,
  uid: string,
  clientId: string,
  page: PageQuery,
): Promise<{ items: Order[]; nextCursor: string | null }> {
  await ownClient(storage, uid, clientId);
  const linked = await companyPage(storage, uid, page, {
    collection: orders,
    action: 'bestellingen_inzien',
    where: [{ field: 'clientId', op: '==', value: clientId }],
  });
  return { items: linked.items.map(publicOrder), nextCursor: linked.nextCursor };
}
