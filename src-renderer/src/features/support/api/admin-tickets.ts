import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { pagedQuery } from '@/lib/api-query';
import type { TicketStatus } from '@shared/domain/rules';
import { pageSchema } from '@shared/schemas/page';
import { ticketSchema, ticketSummarySchema } from '@shared/schemas/support';
import { ticketKeys } from './keys';

const listSchema = pageSchema(ticketSummarySchema);

/** Every user's questions for support, optionally of one status, page by page. */
export function useAdminTickets(status: TicketStatus | '') {
  return useInfiniteQuery(
    pagedQuery({
      queryKey: ticketKeys.admin(status),
      path: '/api/admin/tickets',
      schema: listSchema,
      filters: { limit: '30', status },
    }),
  );
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
