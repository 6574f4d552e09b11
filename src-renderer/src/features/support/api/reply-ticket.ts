import { messageFormData } from './message-form-data';
import { useTicketChange } from './ticket-change';

/** A message in a thread, by the user or (with `asSupport`) by an admin. */
export function useReplyTicket(id: string, asSupport = false) {
  return useTicketChange(
    id,
    asSupport,
    ({ body, files }: { body: string; files: File[] }, ticket) => ({
      path: `${ticket}/messages`,
      method: 'POST',
      body: messageFormData({ body }, files),
    }),
  );
}
