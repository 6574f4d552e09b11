import { lazy, Suspense, type ComponentType } from 'react';
import { PageSpinner } from '@/components/spinner';

/**
 * Every page loads on demand. Each has its own Suspense boundary: navigations run as
 * transitions, which would keep the old page on screen instead of showing the spinner.
 */
export function page<K extends string>(
  load: () => Promise<Record<K, ComponentType>>,
  name: K,
): ComponentType {
  const Lazy = lazy<ComponentType>(() => load().then((module) => ({ default: module[name] })));
  return function LazyPage() {
    return (
      <Suspense fallback={<PageSpinner />}>
        <Lazy />
      </Suspense>
    );
  };
}
