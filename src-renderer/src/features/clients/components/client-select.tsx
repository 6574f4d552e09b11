import { useDeferredValue, useState } from 'react';
import { Field, SearchField } from '@/components/text-field';
import { useClients } from '../api/get-clients';

/**
 * The optional client an order is for; the server checks that the client is the user's own.
 * A dealer with more clients than one page can search them on the server and load more; the
 * chosen client stays in the list while another search is shown.
 */
export function ClientSelect({
  value,
  selectedName = '',
  onChange,
}: {
  value: string;
  /** The chosen client's name, shown while a search hides that client. */
  selectedName?: string;
  onChange: (id: string, name: string) => void;
}) {
  const [search, setSearch] = useState('');
  const q = useDeferredValue(search.trim());
  const clients = useClients(q);
  const items = clients.data?.pages.flatMap((page) => page.items) ?? [];
  const hidden = value !== '' && !items.some((client) => client.id === value);
  // More clients than one page: offer the search (and keep it while one is typed).
  const searchable = search !== '' || (clients.data?.pages[0]?.nextCursor ?? null) !== null;
  return (
    <div className="client-select">
      {searchable ? (
        <SearchField
          label="Klant zoeken"
          hint="Op naam, plaats of e-mailadres."
          value={search}
          onChange={setSearch}
        />
      ) : null}
      <Field label="Klant">
        {(control) => (
          <select
            {...control}
            value={value}
            onChange={(event) =>
              onChange(
                event.target.value,
                items.find((client) => client.id === event.target.value)?.name ?? '',
              )
            }
          >
            <option value="">
              {clients.isPending ? 'Klanten laden…' : 'Geen klant (optioneel)'}
            </option>
            {hidden ? <option value={value}>{selectedName || 'Gekozen klant'}</option> : null}
            {items.map((client) => (
              <option key={client.id} value={client.id}>
                {client.name}, {client.city}
              </option>
            ))}
          </select>
        )}
      </Field>
      {q !== '' && !clients.isPending && items.length === 0 ? (
        <p role="status">Geen klant gevonden voor “{q}”.</p>
      ) : null}
      {clients.hasNextPage ? (
        <button
          type="button"
          className="button button-ghost"
          disabled={clients.isFetchingNextPage}
          onClick={() => void clients.fetchNextPage()}
        >
          {clients.isFetchingNextPage ? 'Klanten laden…' : 'Meer klanten laden'}
        </button>
      ) : null}
    </div>
  );
}
