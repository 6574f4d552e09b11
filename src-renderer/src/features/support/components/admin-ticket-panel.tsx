import { FormError } from '@/components/form-error';
import { Spinner } from '@/components/spinner';
import { Field } from '@/components/form-field';
import { TICKET_CATEGORY_LABELS, type TicketStatus } from '@shared/domain/rules';
import { useAdminTicket } from '../api/admin-tickets';
import { useSetTicketStatus } from '../api/set-ticket-status';
import { ReplyForm } from './reply-form';
import { TicketStatusOptions } from './ticket-status-badge';
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
      <Field label="Status">
        {(control) => (
          <select
            {...control}
            value={data.status}
            disabled={status.isPending}
            onChange={(event) => status.mutate(event.target.value as TicketStatus)}
          >
            <TicketStatusOptions />
          </select>
        )}
      </Field>
      <FormError message={status.error?.message} />
      <TicketThread ticket={data} asSupport />
      <ReplyForm ticketId={id} label="Antwoord" asSupport />
    </section>
  );
}
