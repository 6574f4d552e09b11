import { useInfiniteQuery } from '@tanstack/react-query';
import { pagedQuery } from '@/lib/api-query';
import { pageSchema } from '@shared/schemas/page';
import { ticketSummarySchema } from '@shared/schemas/support';
import { ticketKeys } from './keys';

/** The user's own questions, newest activity first, page by page. */
export function useTickets() {
  return useInfiniteQuery(
    pagedQuery({
      queryKey: ticketKeys.mine(),
      path: '/api/tickets',
      schema: pageSchema(ticketSummarySchema),
      filters: { limit: '20' },
    }),
  );
}
