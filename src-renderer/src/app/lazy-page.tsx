import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { ChunkBoundary } from '@/components/chunk-boundary';
import { PageSpinner } from '@/components/spinner';
import { withQueries } from '@/lib/lazy-queries';

interface PageOptions {
  /**
   * False for a page without server state of its own: it loads without TanStack Query, which
   * keeps a visitor's first page (home) light. Any page that uses a query must leave this on.
   */
  serverState?: boolean;
}

/**
 * A component whose code loads on demand, shown with `fallback` meanwhile. Code that cannot be
 * fetched (offline) is said so, and loads afresh when asked again.
 */
export function lazyPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
  { serverState = true, fallback }: PageOptions & { fallback: ReactNode },
): ComponentType<P> {
  const loader = serverState
    ? withQueries(load)
    : () => load().then((Component) => ({ default: Component }));
  const create = () => lazy(loader);
  let Lazy = create();
  return function LazyPart(props: P) {
    return (
      <ChunkBoundary onRetry={() => (Lazy = create())}>
        {() => (
          <Suspense fallback={fallback}>
            <Lazy {...props} />
          </Suspense>
        )}
      </ChunkBoundary>
    );
  };
}

/**
 * Every page loads on demand. Each has its own Suspense boundary: navigations run as
 * transitions, which would keep the old page on screen instead of showing the spinner.
 */
export function page<K extends string>(
  load: () => Promise<Record<K, ComponentType>>,
  name: K,
  options: PageOptions = {},
): ComponentType {
  return lazyPart(() => load().then((module) => module[name]), {
    ...options,
    fallback: <PageSpinner />,
  });
}
