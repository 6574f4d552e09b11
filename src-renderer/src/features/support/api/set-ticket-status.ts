import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { TicketStatus } from '@shared/domain/rules';
import { ticketSchema } from '@shared/schemas/support';
import { ticketKeys } from './keys';

/** Closes a question (user), or sets any status (admin, with `asSupport`). */
export function useSetTicketStatus(id: string, asSupport = false) {
  const queryClient = useQueryClient();
  const base = asSupport ? '/api/admin/tickets' : '/api/tickets';
  return useMutation({
    mutationFn: (status: TicketStatus) =>
      apiRequest(`${base}/${encodeURIComponent(id)}/status`, {
        schema: ticketSchema,
        method: 'PATCH',
        body: { status },
        auth: true,
      }),
    onSuccess: (ticket) => {
      queryClient.setQueryData(asSupport ? ticketKeys.adminOne(id) : ticketKeys.one(id), ticket);
      return queryClient.invalidateQueries({ queryKey: ticketKeys.all });
    },
  });
}
