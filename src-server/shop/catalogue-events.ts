import type { Storage } from '../storage/port';

/**
 * Tells the public catalogue of this instance that products changed, so the next request
 * reads them afresh instead of waiting for its cache to expire. Keyed by storage so several
 * apps in one process (tests) do not hear each other.
 */
const listeners = new WeakMap<Storage, Set<() => void>>();

export function onCatalogueChange(storage: Storage, listener: () => void): void {
  const set = listeners.get(storage) ?? new Set();
  set.add(listener);
  listeners.set(storage, set);
}

export function catalogueChanged(storage: Storage): void {
  for (const listener of listeners.get(storage) ?? []) listener();
}
