import { TICKET_STATUS_LABELS, type TicketStatus } from '@shared/domain/rules';

export function TicketStatusBadge({ status }: { status: TicketStatus }) {
  return (
    <span className={`status-badge ticket-status-${status}`}>{TICKET_STATUS_LABELS[status]}</span>
  );
}
