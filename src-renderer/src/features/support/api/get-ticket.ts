import { useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { ticketSchema } from '@shared/schemas/support';
import { ticketKeys } from './keys';

/** One of the user's questions; opening it marks the answer as read. */
export function useTicket(id: string) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: ticketKeys.one(id),
    queryFn: async ({ signal }) => {
      const ticket = await apiRequest(`/api/tickets/${encodeURIComponent(id)}`, {
        schema: ticketSchema,
        auth: true,
        signal,
      });
      void queryClient.invalidateQueries({ queryKey: ticketKeys.unread() });
      void queryClient.invalidateQueries({ queryKey: ticketKeys.mine() });
      return ticket;
    },
  });
}
