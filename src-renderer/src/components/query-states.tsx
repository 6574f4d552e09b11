import type { ReactNode } from 'react';
import { ApiRequestError } from '@/lib/api-request';
import { LoadMore, type NextPage } from './load-more';
import { Spinner } from './spinner';
import './query-states.css';

/**
 * Whether asking again can help: not when the server refused the reader (403) or has no
 * such record (404); then `Opnieuw proberen` would only promise what it cannot do.
 */
export function retryHelps(error: Error): boolean {
  return !(error instanceof ApiRequestError && (error.status === 403 || error.status === 404));
}

/** A list or a record that could not load, with the reason and `Opnieuw proberen` (if given). */
export function LoadError({
  what,
  one = false,
  message,
  onRetry,
}: {
  /** What failed, e.g. "Klanten" (… konden niet worden geladen); leave out to show only the reason. */
  what?: string;
  /** `what` names one thing, e.g. "De bestellijst" (… kon niet worden geladen). */
  one?: boolean;
  message: string;
  onRetry?: (() => void) | undefined;
}) {
  return (
    <div className="error-panel" role="alert">
      <p>
        {what ? `${what} ${one ? 'kon' : 'konden'} niet worden geladen. ` : null}
        {message}
      </p>
      {onRetry ? (
        <button type="button" className="button" onClick={onRetry}>
          Opnieuw proberen
        </button>
      ) : null}
    </div>
  );
}

/** What a query gives that its states need. */
export interface QueryLike {
  isPending: boolean;
  /** A new answer is on its way (the old one may still be shown meanwhile). */
  isFetching?: boolean;
  error: Error | null;
  refetch: () => unknown;
}

/**
 * Loading, error (with retry where it can help) and empty: the same everywhere. Data already shown stays shown
 * when a background refresh fails.
 */
export function QueryStates({
  query,
  isEmpty,
  empty,
  what,
  one,
  hasData = false,
  children,
}: {
  query: QueryLike;
  isEmpty: boolean;
  /** The text shown when there is nothing, e.g. "Geen bestellingen gevonden." */
  empty: ReactNode;
  what?: string;
  /** `what` names one thing ("Je bedrijf kon niet worden geladen"). */
  one?: boolean;
  hasData?: boolean;
  children: ReactNode;
}) {
  if (query.isPending) return <Spinner />;
  if (query.error && !hasData) {
    return (
      <LoadError
        what={what}
        one={one}
        message={query.error.message}
        onRetry={retryHelps(query.error) ? () => void query.refetch() : undefined}
      />
    );
  }
  if (isEmpty) return <p className="empty-state">{empty}</p>;
  return <>{children}</>;
}

/** What `useInfiniteQuery` over `{ items, nextCursor }` pages gives. */
export interface PagedQueryLike<T> extends QueryLike, NextPage {
  data: { pages: { items: T[] }[] } | undefined;
}

/** The items of every page loaded so far. */
export function pagedItems<T>(query: { data: { pages: { items: T[] }[] } | undefined }): T[] {
  return query.data?.pages.flatMap((page) => page.items) ?? [];
}

/** A paged list: its states, its items and `Meer laden` for the next page. */
export function PagedList<T>({
  query,
  empty,
  what,
  more,
  children,
}: {
  query: PagedQueryLike<T>;
  empty: ReactNode;
  what?: string;
  /** The label of the next-page button; `Meer laden` unless given. */
  more?: ReactNode;
  children: (items: T[]) => ReactNode;
}) {
  const items = pagedItems(query);
  // A search that stopped reading early gives an empty page with a cursor: not "nothing
  // found" yet, so it says so and offers to search on.
  const searchOn = items.length === 0 && query.hasNextPage;
  // While a new answer (another search, filter or refresh) loads, the old one stays in view
  // and the list says it is busy, so assistive technology (and tests) know it is not final.
  const busy = Boolean(query.isFetching) && !query.isFetchingNextPage;
  return (
    <div className="paged-list" aria-busy={busy}>
      <QueryStates
        query={query}
        isEmpty={items.length === 0 && !query.hasNextPage}
        empty={empty}
        what={what}
        hasData={query.data !== undefined}
      >
        {searchOn ? (
          <p className="empty-state">Nog niets gevonden; zoek verder.</p>
        ) : (
          children(items)
        )}
        <LoadMore list={query}>{more}</LoadMore>
      </QueryStates>
    </div>
  );
}
