import {
  QueryClientProvider,
  QueryObserver,
  type QueryKey,
  type QueryObserverOptions,
  type QueryObserverResult,
} from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { createQueryClient } from './query-client';

/*
 * TanStack Query and the renderer's one QueryClient. This module loads with the first page or
 * component that needs server state (lib/lazy-queries.tsx), not with the first page: a
 * visitor's home page has none.
 */

/** The one QueryClient, for as long as the app runs (refetches on focus and reconnect). */
export const queryClient = createQueryClient();
queryClient.mount();

/** Gives what it wraps the QueryClient: every page with server state renders inside one. */
export function QueryScope({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}

/** A query watched outside React's tree (the session's profile); returns the unsubscribe. */
export function observeQuery<T>(
  options: QueryObserverOptions<T, Error, T, T, QueryKey>,
  listener: (result: QueryObserverResult<T, Error>) => void,
): () => void {
  const observer = new QueryObserver(queryClient, options);
  listener(observer.getCurrentResult());
  return observer.subscribe(listener);
}
