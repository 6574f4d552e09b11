import type { ReactNode } from 'react';

/** A list that could not load, with the reason and a way to try again. */
export function LoadError({
  what,
  message,
  onRetry,
}: {
  what: string;
  message: string;
  onRetry: () => void;
}) {
  return (
    <div className="error-panel" role="alert">
      <p>
        {what} konden niet worden geladen. {message}
      </p>
      <button type="button" className="button" onClick={onRetry}>
        Opnieuw proberen
      </button>
    </div>
  );
}

/** The next page of a paged list, loaded on request. */
export function LoadMore({
  list,
  children,
}: {
  list: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => unknown };
  children: ReactNode;
}) {
  if (!list.hasNextPage) return null;
  return (
    <button
      type="button"
      className="button load-more"
      disabled={list.isFetchingNextPage}
      onClick={() => void list.fetchNextPage()}
    >
      {list.isFetchingNextPage ? 'Laden…' : children}
    </button>
  );
}

/** A form's error, announced when it appears. */
export function FormError({ message }: { message: string | null | undefined }) {
  return message ? (
    <p className="form-error" role="alert">
      {message}
    </p>
  ) : null;
}
