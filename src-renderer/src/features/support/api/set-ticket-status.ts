import type { TicketStatus } from '@shared/domain/rules';
import { useTicketChange } from './ticket-change';

/** Closes a question (user), or sets any status (admin, with `asSupport`). */
export function useSetTicketStatus(id: string, asSupport = false) {
  return useTicketChange(id, asSupport, (status: TicketStatus, ticket) => ({
    path: `${ticket}/status`,
    method: 'PATCH',
    body: { status },
  }));
}
