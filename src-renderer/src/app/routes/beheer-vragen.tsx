import { useState } from 'react';
import { Page } from '@/components/page';
import { Spinner } from '@/components/spinner';
import { useAdminTickets } from '@/features/support/api/admin-tickets';
import { AdminTicketPanel } from '@/features/support/components/admin-ticket-panel';
import { TicketList } from '@/features/support/components/ticket-list';
import { TICKET_STATUS_LABELS, TICKET_STATUSES, type TicketStatus } from '@shared/domain/rules';
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
          <label className="field inline-field">
            <span>Filter op status</span>
            <select
              value={filter}
              onChange={(event) => {
                setFilter(event.target.value as TicketStatus | '');
                setSelected(null);
              }}
            >
              <option value="">Alle statussen</option>
              {TICKET_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {TICKET_STATUS_LABELS[s]}
                </option>
              ))}
            </select>
          </label>
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
              {tickets.hasNextPage ? (
                <button
                  type="button"
                  className="button load-more"
                  disabled={tickets.isFetchingNextPage}
                  onClick={() => void tickets.fetchNextPage()}
                >
                  Meer vragen laden
                </button>
              ) : null}
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
