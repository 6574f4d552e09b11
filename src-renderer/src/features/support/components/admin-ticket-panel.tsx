import { Spinner } from '@/components/spinner';
import {
  TICKET_CATEGORY_LABELS,
  TICKET_STATUS_LABELS,
  TICKET_STATUSES,
} from '@shared/domain/rules';
import { useAdminTicket } from '../api/admin-tickets';
import { useSetTicketStatus } from '../api/set-ticket-status';
import { ReplyForm } from './reply-form';
import { TicketThread } from './ticket-thread';

/** One question in the back-office: the thread, an answer as support, and its status. */
export function AdminTicketPanel({ id }: { id: string }) {
  const ticket = useAdminTicket(id);
  const status = useSetTicketStatus(id, true);
  if (ticket.isPending) return <Spinner size="md" />;
  if (ticket.isError) {
    return (
      <p className="error-panel" role="alert">
        {ticket.error.message}
      </p>
    );
  }
  const data = ticket.data;
  return (
    <section aria-labelledby="vraag-titel" className="admin-ticket">
      <h2 id="vraag-titel">{data.subject}</h2>
      <p className="hint">
        {data.userName} · {TICKET_CATEGORY_LABELS[data.category]}
        {data.orderNumber ? ` · ${data.orderNumber}` : ''}
        {data.productName ? ` · ${data.productName}` : ''}
      </p>
      <label className="field inline-field">
        <span>Status</span>
        <select
          value={data.status}
          disabled={status.isPending}
          onChange={(event) =>
            status.mutate(event.target.value as (typeof TICKET_STATUSES)[number])
          }
        >
          {TICKET_STATUSES.map((s) => (
            <option key={s} value={s}>
              {TICKET_STATUS_LABELS[s]}
            </option>
          ))}
        </select>
      </label>
      {status.error ? (
        <p className="form-error" role="alert">
          {status.error.message}
        </p>
      ) : null}
      <TicketThread ticket={data} asSupport />
      <ReplyForm ticketId={id} label="Antwoord" asSupport />
    </section>
  );
}
