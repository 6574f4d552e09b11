import type { ReactNode } from 'react';
import { Spinner } from '@/components/spinner';

/** Loading, error and empty states of a back-office list, the same everywhere. */
export function QueryStates({
  isPending,
  error,
  isEmpty,
  empty,
  retry,
  children,
}: {
  isPending: boolean;
  error: Error | null;
  isEmpty: boolean;
  empty: string;
  retry: () => void;
  children: ReactNode;
}) {
  if (isPending) return <Spinner />;
  if (error) {
    return (
      <div className="error-panel" role="alert">
        {error.message}{' '}
        <button type="button" className="button button-ghost" onClick={retry}>
          Opnieuw proberen
        </button>
      </div>
    );
  }
  if (isEmpty) return <p className="empty-state">{empty}</p>;
  return <>{children}</>;
}

/** The next page of a paged list. */
export function LoadMore({
  hasNextPage,
  isFetchingNextPage,
  fetchNextPage,
}: {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}) {
  if (!hasNextPage) return null;
  return (
    <p>
      <button
        type="button"
        className="button"
        onClick={() => fetchNextPage()}
        disabled={isFetchingNextPage}
      >
        {isFetchingNextPage ? 'Laden...' : 'Meer laden'}
      </button>
    </p>
  );
}

interface PagedQuery<T> {
  data: { pages: { items: T[] }[] } | undefined;
  isPending: boolean;
  error: Error | null;
  refetch: () => unknown;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}

/** A paged back-office list: its states, its items and the button for the next page. */
export function PagedList<T>({
  query,
  empty,
  children,
}: {
  query: PagedQuery<T>;
  empty: string;
  children: (items: T[]) => ReactNode;
}) {
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <QueryStates
      isPending={query.isPending}
      error={query.error}
      isEmpty={items.length === 0}
      empty={empty}
      retry={() => query.refetch()}
    >
      {children(items)}
      <LoadMore {...query} />
    </QueryStates>
  );
}
