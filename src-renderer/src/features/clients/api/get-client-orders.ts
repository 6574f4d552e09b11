import { useInfiniteQuery } from '@tanstack/react-query';
import { pagedQuery } from '@/lib/api-query';
import { orderPageSchema } from '@shared/schemas/order';
import { clientKeys } from './keys';

/** The orders linked to a client, newest first. */
export function useClientOrders(id: string) {
  return useInfiniteQuery(
    pagedQuery({
      queryKey: clientKeys.orders(id),
      path: `/api/clients/${encodeURIComponent(id)}/orders`,
      schema: orderPageSchema,
      filters: { limit: '20' },
    }),
  );
}
