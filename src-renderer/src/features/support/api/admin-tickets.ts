import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { TicketStatus } from '@shared/domain/rules';
import { pageSchema } from '@shared/schemas/page';
import { ticketSchema, ticketSummarySchema } from '@shared/schemas/support';
import { ticketKeys } from './keys';

const listSchema = pageSchema(ticketSummarySchema);

/** Every user's questions for support, optionally of one status, page by page. */
export function useAdminTickets(status: TicketStatus | '') {
  return useInfiniteQuery({
    queryKey: ticketKeys.admin(status),
    initialPageParam: '',
    queryFn: ({ pageParam, signal }) => {
      const query = new URLSearchParams({ limit: '30' });
      if (status) query.set('status', status);
      if (pageParam) query.set('cursor', pageParam);
      return apiRequest(`/api/admin/tickets?${query}`, { schema: listSchema, auth: true, signal });
    },
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

/** One question as support sees it (reading it does not mark the user's answer read). */
export function useAdminTicket(id: string | null) {
  return useQuery({
    queryKey: ticketKeys.adminOne(id ?? ''),
    enabled: id !== null,
    queryFn: ({ signal }) =>
      apiRequest(`/api/admin/tickets/${encodeURIComponent(id ?? '')}`, {
        schema: ticketSchema,
        auth: true,
        signal,
      }),
  });
}
