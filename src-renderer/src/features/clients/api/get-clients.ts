import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { clientListItemSchema } from '@shared/schemas/clients';
import { pageSchema } from '@shared/schemas/page';
import { clientKeys } from './keys';

const schema = pageSchema(clientListItemSchema);

/** The user's own clients by name, searched on the server, page by page. */
export function useClients(q: string) {
  return useInfiniteQuery({
    queryKey: clientKeys.list(q),
    initialPageParam: '',
    placeholderData: keepPreviousData,
    queryFn: ({ pageParam, signal }) => {
      const params = new URLSearchParams({ limit: '50' });
      if (q) params.set('q', q);
      if (pageParam) params.set('cursor', pageParam);
      return apiRequest(`/api/clients?${params}`, { schema, auth: true, signal });
    },
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}
