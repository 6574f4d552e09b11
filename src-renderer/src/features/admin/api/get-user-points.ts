import { useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { userPointsSchema } from '@shared/schemas/admin/users';
import { adminKeys, searchParams } from './keys';

/** A user's points ledger, page by page, with the balance. */
export function useUserPoints(id: string) {
  return useInfiniteQuery({
    queryKey: adminKeys.userPoints(id),
    initialPageParam: '',
    queryFn: ({ pageParam, signal }) =>
      apiRequest(
        `/api/admin/users/${encodeURIComponent(id)}/punten${searchParams({ limit: '20', cursor: pageParam })}`,
        { schema: userPointsSchema, auth: true, signal },
      ),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}
