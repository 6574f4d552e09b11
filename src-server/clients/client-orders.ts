import type { Order } from '@shared/schemas/order';
import type { Page, PageQuery } from '@shared/schemas/page';
import { orders, publicOrder } from '../collections/orders';
import { mapPage } from '../collections/paging';
import type { Storage } from '../storage/port';
import { companyPage } from '../policy/company-records';
import { ownClient } from './clients';

/** The orders the company linked to one of its clients, newest first. */
export async function ordersOfClient(
  storage: Storage,
  uid: string,
  clientId: string,
  page: PageQuery,
): Promise<Page<Order>> {
  await ownClient(storage, uid, clientId);
  const linked = await companyPage(storage, uid, page, {
    collection: orders,
    action: 'bestellingen_inzien',
    where: [{ field: 'clientId', op: '==', value: clientId }],
  });
  return mapPage(linked, publicOrder);
}
