import { FormError } from '@/components/form-error';
import { Link, useParams } from 'react-router-dom';
import { Page } from '@/components/page';
import { paths } from '@/config/paths';
import { useTicket } from '@/features/support/api/get-ticket';
import { useSetTicketStatus } from '@/features/support/api/set-ticket-status';
import { ReplyForm } from '@/features/support/components/reply-form';
import { TicketStatusBadge } from '@/features/support/components/ticket-status-badge';
import { TicketThread } from '@/features/support/components/ticket-thread';
import { TICKET_CATEGORY_LABELS } from '@shared/domain/rules';
import { RecordError } from './record-error';
import '@/features/support/support.css';

export function TicketPage() {
  const id = useParams().id ?? '';
  const ticket = useTicket(id);
  const close = useSetTicketStatus(id);

  if (!ticket.isSuccess) return <RecordError record="vraag" query={ticket} />;
  const data = ticket.data;
  return (
    <Page title={data.subject} back={{ to: paths.support, label: 'Alle vragen' }}>
      <div className="ticket-meta">
        <TicketStatusBadge status={data.status} />
        <span>{TICKET_CATEGORY_LABELS[data.category]}</span>
        {data.userName ? <span>Gesteld door {data.userName}</span> : null}
        {data.orderNumber && data.orderId ? (
          <Link to={paths.order(data.orderId)}>Bestelling {data.orderNumber}</Link>
        ) : null}
        {data.productName && data.productId ? (
          <Link to={paths.product(data.productId)}>{data.productName}</Link>
        ) : null}
        {data.status !== 'gesloten' ? (
          <button
            type="button"
            className="button button-ghost"
            disabled={close.isPending}
            onClick={() => close.mutate('gesloten')}
          >
            Vraag sluiten
          </button>
        ) : null}
      </div>
      <FormError message={close.error?.message} />
      <TicketThread ticket={data} />
      <ReplyForm
        ticketId={id}
        label="Je reactie"
        note={
          data.status === 'gesloten'
            ? 'Deze vraag is gesloten. Met een reactie open je hem weer.'
            : undefined
        }
      />
    </Page>
  );
}
