import { LoadMore } from '@/components/load-more';
import { useState } from 'react';
import { Page } from '@/components/page';
import { Spinner } from '@/components/spinner';
import { Field } from '@/components/form-field';
import { useAdminTickets } from '@/features/support/api/admin-tickets';
import { AdminTicketPanel } from '@/features/support/components/admin-ticket-panel';
import { TicketList } from '@/features/support/components/ticket-list';
import { TicketStatusOptions } from '@/features/support/components/ticket-status-badge';
import type { TicketStatus } from '@shared/domain/rules';
import '@/features/support/support.css';

/**
 * Support questions in the back-office (/beheer/vragen): every user's tickets, newest
 * activity first, with a thread, an answer as support and the status. The back-office layout
 * and its admin guard wrap this page; the API refuses non-admins on its own as well.
 */
export function AdminTicketsPage() {
  const [filter, setFilter] = useState<TicketStatus | ''>('open');
  const [selected, setSelected] = useState<string | null>(null);
  const tickets = useAdminTickets(filter);
  const items = tickets.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <Page
      title="Vragen"
      intro="Vragen van installateurs en dealers, met het laatst actieve bovenaan."
    >
      <div className="admin-tickets">
        <section aria-label="Lijst met vragen">
          <Field label="Filter op status">
            {(control) => (
              <select
                {...control}
                value={filter}
                onChange={(event) => {
                  setFilter(event.target.value as TicketStatus | '');
                  setSelected(null);
                }}
              >
                <option value="">Alle statussen</option>
                <TicketStatusOptions />
              </select>
            )}
          </Field>
          {tickets.isPending ? (
            <Spinner size="md" />
          ) : tickets.isError ? (
            <p className="error-panel" role="alert">
              {tickets.error.message}
            </p>
          ) : items.length === 0 ? (
            <p className="empty-state">Geen vragen met deze status.</p>
          ) : (
            <>
              <TicketList tickets={items} onSelect={setSelected} showUser />
              <LoadMore list={tickets}>Meer vragen laden</LoadMore>
            </>
          )}
        </section>
        {selected ? (
          <AdminTicketPanel key={selected} id={selected} />
        ) : (
          <p className="empty-state">Kies een vraag om de berichten te zien en te antwoorden.</p>
        )}
      </div>
    </Page>
  );
}
