import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { orderSchema } from '@shared/schemas/order';
import { ordersKey } from './get-orders';

export function getOrder(id: string, signal?: AbortSignal) {
  return apiRequest(`/api/orders/${encodeURIComponent(id)}`, {
    schema: orderSchema,
    auth: true,
    signal,
  });
}

/** One of the signed-in user's orders. */
export function useOrder(id: string) {
  return useQuery({
    queryKey: [...ordersKey, 'detail', id],
    queryFn: ({ signal }) => getOrder(id, signal),
  });
}
