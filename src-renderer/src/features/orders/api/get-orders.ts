import { apiRequest } from '@/lib/api-client';
import { useQuery } from '@/lib/use-query';
import type { OrderStatus } from '@shared/domain/rules';
import { orderListSchema } from '@shared/schemas/order';

/** The signed-in user's orders, optionally of one status. */
export function useOrders(status: OrderStatus | undefined) {
  return useQuery(`orders:${status ?? ''}`, (signal) =>
    apiRequest(`/api/orders${status ? `?status=${status}` : ''}`, {
      schema: orderListSchema,
      auth: true,
      signal,
    }),
  );
}
