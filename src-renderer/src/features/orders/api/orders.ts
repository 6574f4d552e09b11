import { apiDownload, apiRequest } from '@/lib/api-client';
import { useQuery } from '@/lib/use-query';
import type { OrderStatus } from '@shared/domain/rules';
import {
  orderListSchema,
  orderSchema,
  type Order,
  type PlaceOrderRequest,
} from '@shared/schemas/order';

export function placeOrder(request: PlaceOrderRequest, idempotencyKey: string) {
  return apiRequest('/api/orders', {
    schema: orderSchema,
    method: 'POST',
    body: request,
    auth: true,
    headers: { 'idempotency-key': idempotencyKey },
  });
}

export function useOrders(status: OrderStatus | undefined) {
  return useQuery(`orders:${status ?? ''}`, (signal) =>
    apiRequest(`/api/orders${status ? `?status=${status}` : ''}`, {
      schema: orderListSchema,
      auth: true,
      signal,
    }),
  );
}

export function useOrder(id: string) {
  return useQuery(`order:${id}`, (signal) =>
    apiRequest(`/api/orders/${encodeURIComponent(id)}`, {
      schema: orderSchema,
      auth: true,
      signal,
    }),
  );
}

export function downloadOrderPdf(order: Order) {
  return apiDownload(`/api/orders/${encodeURIComponent(order.id)}/pdf`, `${order.number}.pdf`);
}
