import { useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { adminOrderSchema } from '@shared/schemas/admin/orders';
import { pageSchema } from '@shared/schemas/page';
import { adminKeys, searchParams } from './keys';

export interface OrderFilters {
  q?: string;
  status?: string;
  van?: string;
  tot?: string;
  klant?: string;
}

const schema = pageSchema(adminOrderSchema);

/** Every customer's orders, page by page. */
export function useAdminOrders(filters: OrderFilters) {
  return useInfiniteQuery({
    queryKey: adminKeys.orders(filters),
    initialPageParam: '',
    queryFn: ({ pageParam, signal }) =>
      apiRequest(`/api/admin/orders${searchParams({ ...filters, cursor: pageParam })}`, {
        schema,
        auth: true,
        signal,
      }),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}
