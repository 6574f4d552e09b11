import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiQuery, apiSend, pagedQuery } from '@/lib/api-query';
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
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: orderListKeys.all });
  return {
    create: useMutation({
      mutationFn: (input: OrderListInput) =>
        apiSend('/api/order-lists', { method: 'POST', body: input, schema: orderListSchema }),
      onSuccess: refresh,
    }),
    update: useMutation({
      mutationFn: ({ id, patch }: { id: string; patch: OrderListPatch }) =>
        apiSend(pathOf(id), { method: 'PATCH', body: patch, schema: orderListSchema }),
      onSuccess: (list) => {
        queryClient.setQueryData(orderListKeys.one(list.id), list);
        return refresh();
      },
    }),
    remove: useMutation({
      mutationFn: (id: string) => apiSend(pathOf(id), { method: 'DELETE', schema: z.null() }),
      onSuccess: (_, id) => {
        queryClient.removeQueries({ queryKey: orderListKeys.one(id) });
        return refresh();
      },
    }),
  };
}
