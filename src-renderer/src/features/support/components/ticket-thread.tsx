import { toast } from '@/components/toasts';
import { apiDownload } from '@/lib/api-client';
import type { Ticket } from '@shared/schemas/support';
import { formatDateTime } from '@/lib/dates';
import { fileSize } from './format';

/** The messages of a question, oldest first, with their attachments as downloads. */
export function TicketThread({
  ticket,
  asSupport = false,
}: {
  ticket: Ticket;
  asSupport?: boolean;
}) {
  const base = asSupport ? '/api/admin/tickets' : '/api/tickets';
  return (
    <ol className="ticket-thread" aria-label="Berichten">
      {ticket.messages.map((message) => (
        <li key={message.id} className={`card ticket-message ticket-message-${message.author}`}>
          <p className="ticket-message-head">
            <strong>
              {message.author === 'support' ? 'Warmteportaal support' : message.authorName}
            </strong>{' '}
            <time className="hint" dateTime={message.createdAt}>
              {formatDateTime(message.createdAt)}
            </time>
          </p>
          <p className="ticket-message-body">{message.body}</p>
          {message.attachments.length > 0 ? (
            <ul className="ticket-attachments" aria-label="Bijlagen">
              {message.attachments.map((attachment) => (
                <li key={attachment.id}>
                  <button
                    type="button"
                    className="link-button"
                    onClick={() =>
                      apiDownload(
                        `${base}/${encodeURIComponent(ticket.id)}/attachments/${attachment.id}`,
                        attachment.name,
                      ).catch((error: Error) => toast.error(error.message))
                    }
                  >
                    {attachment.name}
                  </button>{' '}
                  <span className="hint">({fileSize(attachment.size)})</span>
                </li>
              ))}
            </ul>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
