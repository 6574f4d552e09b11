import { useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { OrderStatus } from '@shared/domain/rules';
import { orderPageSchema } from '@shared/schemas/order';

export const ordersKey = ['orders'] as const;

export function getOrdersPage(
  status: OrderStatus | undefined,
  cursor: string | null,
  signal?: AbortSignal,
) {
  const query = new URLSearchParams();
  if (status) query.set('status', status);
  if (cursor) query.set('cursor', cursor);
  const search = query.size ? `?${query}` : '';
  return apiRequest(`/api/orders${search}`, { schema: orderPageSchema, auth: true, signal });
}

/** The signed-in user's orders, newest first, a page at a time; optionally of one status. */
export function useOrders(status: OrderStatus | undefined) {
  return useInfiniteQuery({
    queryKey: [...ordersKey, 'list', status ?? 'alle'],
    queryFn: ({ pageParam, signal }) => getOrdersPage(status, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });
}
