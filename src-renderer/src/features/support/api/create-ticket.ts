import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { ticketSchema, type NewTicket } from '@shared/schemas/support';
import { ticketKeys } from './keys';
import { messageFormData } from './message-form-data';

export function useCreateTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ ticket, files }: { ticket: NewTicket; files: File[] }) =>
      apiRequest('/api/tickets', {
        schema: ticketSchema,
        method: 'POST',
        body: messageFormData(ticket, files),
        auth: true,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ticketKeys.mine() }),
  });
}
