import { apiSend } from '@/lib/api-query';
import type { z } from 'zod';
import {
  adminOrderSchema,
  type adminStatusChangeSchema,
  type shipmentChangeSchema,
} from '@shared/schemas/admin/orders';
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

/** One of the order's allowed next statuses; `verzonden` with its shipment. */
export const changeOrderStatus =
  (id: string) => (change: z.input<typeof adminStatusChangeSchema>) =>
    apiSend(`${adminPath('orders', id)}/status`, {
      method: 'PATCH',
      body: change,
      schema: adminOrderSchema,
    });

/** Corrects a shipment's carrier, code or expected delivery day. */
export const changeShipment =
  (orderId: string, shipmentId: string) => (change: z.input<typeof shipmentChangeSchema>) =>
    apiSend(`${adminPath('orders', orderId)}/shipments/${encodeURIComponent(shipmentId)}`, {
      method: 'PATCH',
      body: change,
      schema: adminOrderSchema,
    });

/** One shipment arrived: its delivery day and the invoice of its lines. */
export const deliverShipment = (orderId: string, shipmentId: string) => () =>
  apiSend(`${adminPath('orders', orderId)}/shipments/${encodeURIComponent(shipmentId)}/geleverd`, {
    method: 'POST',
    schema: adminOrderSchema,
  });
