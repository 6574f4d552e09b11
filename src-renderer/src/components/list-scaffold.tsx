import { useState, type FormEvent, type ReactNode } from 'react';
import { useUrlFilters } from '@/hooks/use-url-filters';
import { DataTable, type Column } from './data-table';
import { TextField } from './form-field';
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
      <TextField
        label="Zoeken"
        fieldClassName="search-field"
        type="search"
        value={text}
        placeholder={placeholder}
        onChange={(event) => setText(event.target.value)}
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
 * A paged list page: search bar and filters (both in the URL), then the items as a table
 * (label/value cards on a phone) or as the cards `render` makes, with `Meer laden`.
 */
export function ListScaffold<T>({
  search,
  filters,
  query,
  empty,
  table,
  render,
}: {
  /** The search box's placeholder; without it the list has no search, only its filters. */
  search?: string;
  filters?: ReactNode;
  query: PagedQueryLike<T>;
  empty: string;
  table?: { caption: string; columns: Column<T>[]; rowKey: (row: T) => string };
  render?: (items: T[]) => ReactNode;
}) {
  return (
    <>
      {search !== undefined ? (
        <SearchBar placeholder={search}>{filters}</SearchBar>
      ) : filters ? (
        <div className="list-filters">{filters}</div>
      ) : null}
      <PagedList query={query} empty={empty}>
        {(items) =>
          table ? (
            <DataTable
              caption={table.caption}
              columns={table.columns}
              rows={items}
              rowKey={table.rowKey}
            />
          ) : (
            render?.(items)
          )
        }
      </PagedList>
    </>
  );
}
