import { TICKET_STATUS_LABELS, TICKET_STATUSES, type TicketStatus } from '@shared/domain/rules';

export function TicketStatusBadge({ status }: { status: TicketStatus }) {
  return (
    <span className={`status-badge ticket-status-${status}`}>{TICKET_STATUS_LABELS[status]}</span>
  );
}

/** The statuses as options of a select, with their Dutch labels. */
export function TicketStatusOptions() {
  return TICKET_STATUSES.map((status) => (
    <option key={status} value={status}>
      {TICKET_STATUS_LABELS[status]}
    </option>
  ));
}
