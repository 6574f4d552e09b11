import type { ComponentType } from 'react';
import type * as QueryScopeModule from './query-scope';

/*
 * The light handle on server state that the first page may carry: TanStack Query itself
 * (lib/query-scope.tsx) loads with the first page or component that uses it.
 */

type Queries = typeof QueryScopeModule;

let loading: Promise<Queries> | undefined;
let loaded: Queries | undefined;

/** Loads TanStack Query and the app's QueryClient (once; again after a failed load). */
export function loadQueries(): Promise<Queries> {
  loading ??= import('./query-scope').then(
    (module) => (loaded = module),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** The QueryClient when it has been loaded: before that, no answer is cached anywhere. */
export function loadedQueryClient() {
  return loaded?.queryClient;
}

/**
 * A loader for React.lazy: the component's code and TanStack Query load side by side, and the
 * component renders with the QueryClient provided.
 */
export function withQueries<P extends object>(
  load: () => Promise<ComponentType<P>>,
): () => Promise<{ default: ComponentType<P> }> {
  return () =>
    Promise.all([load(), loadQueries()]).then(([Component, { QueryScope }]) => ({
      default: function WithQueries(props: P) {
        return (
          <QueryScope>
            <Component {...props} />
          </QueryScope>
        );
      },
    }));
}
