import { apiSend } from '@/lib/api-query';
import type { OrderStatus } from '@shared/domain/rules';
import { adminOrderSchema } from '@shared/schemas/admin/orders';
import { adminPath } from './keys';
import { adminResource } from './resource';

export type OrderFilters = {
  q?: string;
  status?: string;
  van?: string;
  tot?: string;
  klant?: string;
};
const orders = adminResource<typeof adminOrderSchema, OrderFilters>('orders', adminOrderSchema);

/** Every customer's orders, page by page; one order. */
export const { list: adminOrdersQuery, one: adminOrderQuery } = orders;

/** One of the order's allowed next statuses, with the track-and-trace code when shipped. */
export const changeOrderStatus =
  (id: string) => (change: { status: OrderStatus; trackAndTrace?: string }) =>
    apiSend(`${adminPath('orders', id)}/status`, {
      method: 'PATCH',
      body: change,
      schema: adminOrderSchema,
    });
