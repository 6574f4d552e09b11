import { keepPreviousData, useInfiniteQuery, type QueryKey } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import { pagedQuery } from '@/lib/api-query';
import type { z } from 'zod';
import { Field, SearchField } from './form-field';

/** What the picker shows of a client. */
export interface ClientChoice {
  id: string;
  name: string;
  city?: string;
}

/** Where the clients come from: the feature's list endpoint, its page schema and query key. */
export interface ClientSource {
  path: string;
  schema: z.ZodType<{ items: ClientChoice[]; nextCursor: string | null }>;
  queryKey: (q: string) => QueryKey;
}

/**
 * The optional client something is for (an order, a calculation); the server checks that the
 * client is the user's own. With more clients than one page the user can search them on the
 * server (`Klant zoeken`) and load more (`Meer klanten laden`); the chosen client stays in the
 * list while another search is shown.
 */
export function ClientPicker({
  source,
  value,
  selectedName = '',
  onChange,
  label = 'Klant',
  emptyLabel = 'Geen klant (optioneel)',
}: {
  source: ClientSource;
  value: string;
  /** The chosen client's name, shown while a search hides that client. */
  selectedName?: string;
  onChange: (id: string, name: string) => void;
  label?: string;
  /** The option for "no client" (the counter calls it `Losse verkoop`). */
  emptyLabel?: string;
}) {
  const [search, setSearch] = useState('');
  const q = useDeferredValue(search.trim());
  const clients = useInfiniteQuery({
    ...pagedQuery({
      queryKey: source.queryKey(q),
      path: source.path,
      schema: source.schema,
      filters: { q, limit: '50' },
    }),
    placeholderData: keepPreviousData,
  });
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
      <Field label={label}>
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
            <option value="">{clients.isPending ? 'Klanten laden…' : emptyLabel}</option>
            {hidden ? <option value={value}>{selectedName || 'Gekozen klant'}</option> : null}
            {items.map((client) => (
              <option key={client.id} value={client.id}>
                {client.city ? `${client.name}, ${client.city}` : client.name}
              </option>
            ))}
          </select>
        )}
      </Field>
      {q !== '' && !clients.isPending && items.length === 0 ? (
        <p role="status">Geen klant gevonden voor “{q}”.</p>
      ) : null}
      {clients.error ? <p className="form-error">{clients.error.message}</p> : null}
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
