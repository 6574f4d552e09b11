import type { Ticket, TicketSummary } from '@shared/schemas/support';
import type { StoredTicket } from '../collections/tickets';

export function toTicketSummary(stored: StoredTicket): TicketSummary {
  const { messages: _messages, companyId: _company, ...ticket } = stored;
  return ticket;
}

/** The ticket as the API answers it: attachment paths stay on the server. */
export function toTicket(stored: StoredTicket): Ticket {
  const { companyId: _company, ...ticket } = stored;
  return {
    ...ticket,
    messages: stored.messages.map((message) => ({
      ...message,
      attachments: message.attachments.map(({ path: _path, ...attachment }) => attachment),
    })),
  };
}
