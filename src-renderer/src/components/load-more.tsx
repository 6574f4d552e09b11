import type { ReactNode } from 'react';

/** What `useInfiniteQuery` gives that the button needs. */
export interface NextPage {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}

/** `Meer laden` (or the label given) under a paged list, while there is a next page. */
export function LoadMore({
  list,
  children = 'Meer laden',
}: {
  list: NextPage;
  children?: ReactNode;
}) {
  if (!list.hasNextPage) return null;
  return (
    <div className="load-more">
      <button
        type="button"
        className="button"
        disabled={list.isFetchingNextPage}
        onClick={() => void list.fetchNextPage()}
      >
        {list.isFetchingNextPage ? 'Laden…' : children}
      </button>
    </div>
  );
}
