import { lazy, Suspense, type ComponentType } from 'react';
import { ChunkBoundary } from '@/components/chunk-boundary';
import { PageSpinner } from '@/components/spinner';
import { withQueries } from '@/lib/lazy-queries';

interface PageOptions {
  /**
   * False for a page without server state: it loads without TanStack Query, which keeps a
   * visitor's first page (home) light. Any page that uses a query must leave this on.
   */
  serverState?: boolean;
}

/**
 * Every page loads on demand. Each has its own Suspense boundary: navigations run as
 * transitions, which would keep the old page on screen instead of showing the spinner.
 * A page whose code cannot be fetched (offline) says so, and loads afresh when asked again.
 */
export function page<K extends string>(
  load: () => Promise<Record<K, ComponentType>>,
  name: K,
  { serverState = true }: PageOptions = {},
): ComponentType {
  const component = () => load().then((module) => module[name]);
  const loader = serverState
    ? withQueries(component)
    : () => component().then((Component) => ({ default: Component }));
  const create = () => lazy<ComponentType>(loader);
  let Lazy = create();
  return function LazyPage() {
    return (
      <ChunkBoundary onRetry={() => (Lazy = create())}>
        {() => (
          <Suspense fallback={<PageSpinner />}>
            <Lazy />
          </Suspense>
        )}
      </ChunkBoundary>
    );
  };
}
