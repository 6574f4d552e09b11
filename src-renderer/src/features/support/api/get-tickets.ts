import { useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { pageSchema } from '@shared/schemas/page';
import { ticketSummarySchema } from '@shared/schemas/support';
import { ticketKeys } from './keys';

const schema = pageSchema(ticketSummarySchema);

/** The user's own questions, newest activity first, page by page. */
export function useTickets() {
  return useInfiniteQuery({
    queryKey: ticketKeys.mine(),
    initialPageParam: '',
    queryFn: ({ pageParam, signal }) =>
      apiRequest(`/api/tickets?limit=20${pageParam ? `&cursor=${pageParam}` : ''}`, {
        schema,
        auth: true,
        signal,
      }),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}
