import { useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { orderSchema } from '@shared/schemas/order';
import { pageSchema } from '@shared/schemas/page';
import { clientKeys } from './keys';

const schema = pageSchema(orderSchema);

/** The orders linked to a client, newest first. */
export function useClientOrders(id: string) {
  return useInfiniteQuery({
    queryKey: clientKeys.orders(id),
    initialPageParam: '',
    queryFn: ({ pageParam, signal }) =>
      apiRequest(
        `/api/clients/${encodeURIComponent(id)}/orders?limit=20${pageParam ? `&cursor=${pageParam}` : ''}`,
        { schema, auth: true, signal },
      ),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}
