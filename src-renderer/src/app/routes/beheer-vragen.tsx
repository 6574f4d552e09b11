import { useState } from 'react';
import { optionsOf } from '@/components/form-field';
import { FilterSelect, ListScaffold } from '@/components/list-scaffold';
import { Page } from '@/components/page';
import { useUrlFilters } from '@/hooks/use-url-filters';
import { useAdminTickets } from '@/features/support/api/admin-tickets';
import { AdminTicketPanel } from '@/features/support/components/admin-ticket-panel';
import { TicketList } from '@/features/support/components/ticket-list';
import { TICKET_STATUS_LABELS, TICKET_STATUSES, type TicketStatus } from '@shared/domain/rules';
import '@/features/support/support.css';

const STATUS_OPTIONS = [
  ['alle', 'Alle statussen'] as const,
  ...optionsOf(TICKET_STATUSES, TICKET_STATUS_LABELS),
];
const isStatus = (value: string): value is TicketStatus =>
  (TICKET_STATUSES as readonly string[]).includes(value);

/**
 * Support questions in the back-office (/beheer/vragen): every user's tickets, newest
 * activity first, with a thread, an answer as support and the status. The status filter lives
 * in the URL (`?status=`, open unless chosen otherwise). The back-office layout and its admin
 * guard wrap this page; the API refuses non-admins on its own as well.
 */
export function AdminTicketsPage() {
  const shown = useUrlFilters().get('status', 'open');
  const status = isStatus(shown) ? shown : '';
  const tickets = useAdminTickets(status);
  // The chosen question belongs to the list it was chosen from: another filter hides it.
  const [selected, setSelected] = useState<{ status: string; id: string } | null>(null);
  const open = selected?.status === status ? selected.id : null;

  return (
    <Page
      title="Vragen"
      intro="Vragen van installateurs en dealers, met het laatst actieve bovenaan."
    >
      <div className="admin-tickets">
        <section aria-label="Lijst met vragen">
          <ListScaffold
            filters={
              <FilterSelect
                label="Filter op status"
                param="status"
                fallback="open"
                options={STATUS_OPTIONS}
              />
            }
            query={tickets}
            empty="Geen vragen met deze status."
            more="Meer vragen laden"
            render={(items) => (
              <TicketList tickets={items} onSelect={(id) => setSelected({ status, id })} showUser />
            )}
          />
        </section>
        {open ? (
          <AdminTicketPanel key={open} id={open} />
        ) : (
          <p className="empty-state">Kies een vraag om de berichten te zien en te antwoorden.</p>
        )}
      </div>
    </Page>
  );
}
