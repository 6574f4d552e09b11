import { Fragment, useState, type FormEvent, type ReactNode } from 'react';
import { useUrlFilters } from '@/hooks/use-url-filters';
import { DataTable, type Column } from './data-table';
import { SearchField, SelectField, type SelectOption } from './form-field';
import { PagedList, type PagedQueryLike } from './query-states';
import './list-scaffold.css';

/** The search box `Zoeken` of a list (kept in the URL as `q`), with the list's other filters. */
export function SearchBar({
  placeholder,
  children,
}: {
  placeholder: string;
  children?: ReactNode;
}) {
  const filter = useUrlFilters();
  const [text, setText] = useState(filter.get('q'));
  function submit(event: FormEvent) {
    event.preventDefault();
    filter.set('q', text.trim());
  }
  return (
    <form className="list-filters" role="search" onSubmit={submit}>
      <SearchField
        label="Zoeken"
        fieldClassName="search-field"
        value={text}
        placeholder={placeholder}
        onChange={setText}
        onBlur={() => filter.set('q', text.trim())}
      />
      {children}
      <button type="submit" className="button button-primary">
        Zoeken
      </button>
    </form>
  );
}

/**
 * A select that filters a list through the URL parameter `param`; choosing `fallback` (what
 * the list shows without the parameter) removes it, so the plain address stays plain.
 */
export function FilterSelect({
  label,
  param,
  fallback = '',
  options,
}: {
  label: string;
  param: string;
  fallback?: string;
  options: readonly SelectOption[];
}) {
  const filter = useUrlFilters();
  return (
    <SelectField
      label={label}
      value={filter.get(param, fallback)}
      options={options}
      onChange={(event) =>
        filter.set(param, event.target.value === fallback ? '' : event.target.value)
      }
    />
  );
}

/**
 * A paged list page: search bar and filters (both in the URL), then the items as a table
 * (label/value cards on a phone) or as a grid of the cards `card` makes, with `Meer laden`.
 * Items are keyed by their `id`.
 */
export function ListScaffold<T extends { id: string }>({
  search,
  filters,
  query,
  empty,
  what,
  table,
  card,
  cardsClassName = 'list-cards',
  more,
  render,
}: {
  /** The search box's placeholder; without it the list has no search, only its filters. */
  search?: string;
  filters?: ReactNode;
  query: PagedQueryLike<T>;
  empty: string;
  /** What failed to load, e.g. "Klanten" (… konden niet worden geladen). */
  what?: string;
  table?: { caption: string; columns: Column<T>[] };
  card?: (item: T) => ReactNode;
  /** The class of the cards' container: a grid of columns unless given. */
  cardsClassName?: string;
  /** The label of the next-page button; `Meer laden` unless given. */
  more?: string;
  /** The items shown another way (e.g. a list to pick from). */
  render?: (items: T[]) => ReactNode;
}) {
  return (
    <>
      {search !== undefined ? (
        <SearchBar placeholder={search}>{filters}</SearchBar>
      ) : filters ? (
        <div className="list-filters">{filters}</div>
      ) : null}
      <PagedList query={query} empty={empty} what={what} more={more}>
        {(items) =>
          render ? (
            render(items)
          ) : table ? (
            <DataTable
              caption={table.caption}
              columns={table.columns}
              rows={items}
              rowKey={(row) => row.id}
            />
          ) : (
            <div className={cardsClassName}>
              {items.map((item) => (
                <Fragment key={item.id}>{card?.(item)}</Fragment>
              ))}
            </div>
          )
        }
      </PagedList>
    </>
  );
}
