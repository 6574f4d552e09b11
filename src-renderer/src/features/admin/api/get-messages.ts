import { useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { contactMessageSchema } from '@shared/schemas/admin/inbox';
import { pageSchema } from '@shared/schemas/page';
import { adminKeys, searchParams } from './keys';

const schema = pageSchema(contactMessageSchema);

export function useMessages(filters: { gelezen?: string }) {
  return useInfiniteQuery({
    queryKey: adminKeys.messages(filters),
    initialPageParam: '',
    queryFn: ({ pageParam, signal }) =>
      apiRequest(`/api/admin/messages${searchParams({ ...filters, cursor: pageParam })}`, {
        schema,
        auth: true,
        signal,
      }),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}
