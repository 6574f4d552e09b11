import { lazy, Suspense, type ComponentType } from 'react';
import { ChunkBoundary } from '@/components/chunk-boundary';
import { PageSpinner } from '@/components/spinner';

/**
 * Every page loads on demand. Each has its own Suspense boundary: navigations run as
 * transitions, which would keep the old page on screen instead of showing the spinner.
 * A page whose code cannot be fetched (offline) says so, and loads afresh when asked again.
 */
export function page<K extends string>(
  load: () => Promise<Record<K, ComponentType>>,
  name: K,
): ComponentType {
  const create = () =>
    lazy<ComponentType>(() => load().then((module) => ({ default: module[name] })));
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
