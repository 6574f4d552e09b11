import { useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { dealerApplicationSchema } from '@shared/schemas/admin/inbox';
import { pageSchema } from '@shared/schemas/page';
import { adminKeys, searchParams } from './keys';

const schema = pageSchema(dealerApplicationSchema);

export function useApplications(filters: { status?: string }) {
  return useInfiniteQuery({
    queryKey: adminKeys.applications(filters),
    initialPageParam: '',
    queryFn: ({ pageParam, signal }) =>
      apiRequest(`/api/admin/applications${searchParams({ ...filters, cursor: pageParam })}`, {
        schema,
        auth: true,
        signal,
      }),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}
