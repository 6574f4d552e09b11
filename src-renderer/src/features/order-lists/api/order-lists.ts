import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useApiMutation } from '@/lib/api-mutation';
import { apiQuery, pagedQuery } from '@/lib/api-query';
import {
  orderListSchema,
  orderListSummarySchema,
  type OrderListInput,
  type OrderListPatch,
} from '@shared/schemas/order-list';
import { pageSchema } from '@shared/schemas/page';
import { z } from 'zod';

/** Query keys of the order lists. */
export const orderListKeys = {
  all: ['order-lists'] as const,
  list: () => [...orderListKeys.all, 'list'] as const,
  one: (id: string) => [...orderListKeys.all, 'one', id] as const,
};

const pathOf = (id: string) => `/api/order-lists/${encodeURIComponent(id)}`;

/** The company's order lists, newest first, page by page. */
export function useOrderLists() {
  return useInfiniteQuery(
    pagedQuery({
      queryKey: orderListKeys.list(),
      path: '/api/order-lists',
      schema: pageSchema(orderListSummarySchema),
      filters: { limit: '20' },
    }),
  );
}

/** One list with its products as they are now. */
export function orderListQuery(id: string) {
  return apiQuery(orderListKeys.one(id), pathOf(id), orderListSchema);
}

export function useOrderList(id: string) {
  return useQuery(orderListQuery(id));
}

/** Creates, renames, relinks or deletes a list; every view of the lists is refreshed after. */
export function useChangeOrderList() {
  const refresh = orderListKeys.all;
  return {
    create: useApiMutation({
      schema: orderListSchema,
      request: (body: OrderListInput) => ({ path: '/api/order-lists', method: 'POST', body }),
      refresh,
    }),
    update: useApiMutation({
      schema: orderListSchema,
      request: ({ id, patch }: { id: string; patch: OrderListPatch }) => ({
        path: pathOf(id),
        method: 'PATCH',
        body: patch,
      }),
      saved: (list, cache) => cache.setQueryData(orderListKeys.one(list.id), list),
      refresh,
    }),
    remove: useApiMutation({
      schema: z.null(),
      request: (id: string) => ({ path: pathOf(id), method: 'DELETE' }),
      saved: (_, cache, id) => cache.removeQueries({ queryKey: orderListKeys.one(id) }),
      refresh,
    }),
  };
}
