import { useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { adminUserSchema } from '@shared/schemas/admin/users';
import { pageSchema } from '@shared/schemas/page';
import { adminKeys, searchParams } from './keys';

export interface UserFilters {
  q?: string;
  role?: string;
}

const schema = pageSchema(adminUserSchema);

export function useAdminUsers(filters: UserFilters) {
  return useInfiniteQuery({
    queryKey: adminKeys.users(filters),
    initialPageParam: '',
    queryFn: ({ pageParam, signal }) =>
      apiRequest(`/api/admin/users${searchParams({ ...filters, cursor: pageParam })}`, {
        schema,
        auth: true,
        signal,
      }),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}
