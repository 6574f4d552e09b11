import { Link } from 'react-router-dom';
import { TICKET_CATEGORY_LABELS } from '@shared/domain/rules';
import type { TicketSummary } from '@shared/schemas/support';
import { formatDateTime } from '@/lib/dates';
import { TicketStatusBadge } from './ticket-status-badge';

/** Questions with their status and last activity; each subject links to its thread. */
export function TicketList({
  tickets,
  linkTo,
  onSelect,
  showUser = false,
}: {
  tickets: TicketSummary[];
  linkTo?: (id: string) => string;
  onSelect?: (id: string) => void;
  showUser?: boolean;
}) {
  return (
    <ul className="ticket-list">
      {tickets.map((ticket) => (
        <li key={ticket.id} className="ticket-row">
          <div className="ticket-row-main">
            {linkTo ? (
              <Link to={linkTo(ticket.id)} className="ticket-subject">
                {ticket.subject}
              </Link>
            ) : (
              <button
                type="button"
                className="link-button ticket-subject"
                onClick={() => onSelect?.(ticket.id)}
              >
                {ticket.subject}
              </button>
            )}
            <span className="hint">
              {TICKET_CATEGORY_LABELS[ticket.category]}
              {showUser ? ` · ${ticket.userName}` : ''}
              {ticket.orderNumber ? ` · ${ticket.orderNumber}` : ''}
              {ticket.productName ? ` · ${ticket.productName}` : ''}
            </span>
          </div>
          <div className="ticket-row-meta">
            <TicketStatusBadge status={ticket.status} />
            {!showUser && ticket.unreadAnswer ? (
              <span className="unread-dot">Nieuw antwoord</span>
            ) : null}
            <span className="hint">
              Laatste activiteit{' '}
              <time dateTime={ticket.lastActivityAt}>{formatDateTime(ticket.lastActivityAt)}</time>
            </span>
          </div>
        </li>
      ))}
    </ul>
  );
}
