import { useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { meKey } from '@/lib/query-keys';
import { ledgerPageSchema } from '@shared/schemas/order';

export function getPointsPage(cursor: string | null, signal?: AbortSignal) {
  const search = cursor ? `?cursor=${encodeURIComponent(cursor)}` : '';
  return apiRequest(`/api/me/points${search}`, { schema: ledgerPageSchema, auth: true, signal });
}

/**
 * The points ledger, newest first, a page at a time. Every page carries the balance; the
 * first page's is the one shown, so balance and ledger always come from one answer.
 */
export function usePoints() {
  return useInfiniteQuery({
    queryKey: [...meKey, 'points'],
    queryFn: ({ pageParam, signal }) => getPointsPage(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });
}
