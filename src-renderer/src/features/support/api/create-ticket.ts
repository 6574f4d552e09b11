import { useApiMutation } from '@/lib/api-mutation';
import { ticketSchema, type NewTicket } from '@shared/schemas/support';
import { ticketKeys } from './keys';
import { messageFormData } from './message-form-data';

export function useCreateTicket() {
  return useApiMutation({
    schema: ticketSchema,
    request: ({ ticket, files }: { ticket: NewTicket; files: File[] }) => ({
      path: '/api/tickets',
      method: 'POST',
      body: messageFormData(ticket, files),
    }),
    refresh: ticketKeys.mine(),
  });
}
