import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { ticketSchema } from '@shared/schemas/support';
import { ticketKeys } from './keys';
import { messageFormData } from './message-form-data';

/** A message in a thread, by the user or (with `asSupport`) by an admin. */
export function useReplyTicket(id: string, asSupport = false) {
  const queryClient = useQueryClient();
  const base = asSupport ? '/api/admin/tickets' : '/api/tickets';
  return useMutation({
    mutationFn: ({ body, files }: { body: string; files: File[] }) =>
      apiRequest(`${base}/${encodeURIComponent(id)}/messages`, {
        schema: ticketSchema,
        method: 'POST',
        body: messageFormData({ body }, files),
        auth: true,
      }),
    onSuccess: (ticket) => {
      queryClient.setQueryData(asSupport ? ticketKeys.adminOne(id) : ticketKeys.one(id), ticket);
      return queryClient.invalidateQueries({ queryKey: ticketKeys.all });
    },
  });
}
