import { useApiMutation, type ChangeRequest } from '@/lib/api-mutation';
import { ticketSchema } from '@shared/schemas/support';
import { ticketKeys } from './keys';

/**
 * A change to one question, by the user or (with `asSupport`) by an admin: `request` gets the
 * question's path. The answer is the question as it is now; every list of questions refreshes.
 */
export function useTicketChange<V>(
  id: string,
  asSupport: boolean,
  request: (variables: V, ticket: string) => ChangeRequest,
) {
  const ticket = `${asSupport ? '/api/admin/tickets' : '/api/tickets'}/${encodeURIComponent(id)}`;
  return useApiMutation({
    schema: ticketSchema,
    request: (variables: V) => request(variables, ticket),
    saved: (answer, cache) =>
      cache.setQueryData(asSupport ? ticketKeys.adminOne(id) : ticketKeys.one(id), answer),
    refresh: ticketKeys.all,
  });
}
