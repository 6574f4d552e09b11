import { apiRequest } from '@/lib/api-client';
import { useQuery } from '@/lib/use-query';
import { orderSchema } from '@shared/schemas/order';

/** One of the signed-in user's orders. */
export function useOrder(id: string) {
  return useQuery(`order:${id}`, (signal) =>
    apiRequest(`/api/orders/${encodeURIComponent(id)}`, {
      schema: orderSchema,
      auth: true,
      signal,
    }),
  );
}
