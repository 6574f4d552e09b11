import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { unreadTicketsSchema } from '@shared/schemas/support';
import { ticketKeys } from './keys';

/** How many answers of support the user has not read yet; checked every minute. */
export function useUnreadAnswers(enabled: boolean) {
  return useQuery({
    queryKey: ticketKeys.unread(),
    queryFn: ({ signal }) =>
      apiRequest('/api/tickets/unread', { schema: unreadTicketsSchema, auth: true, signal }),
    enabled,
    refetchInterval: 60_000,
  });
}
