import { useSyncExternalStore } from 'react';

/** At most this many products side by side (a phone still shows them). */
export const MAX_COMPARED = 4;
const KEY = 'warmteportaal-vergelijken';

export interface ComparedProduct {
  id: string;
  name: string;
}

const listeners = new Set<() => void>();
let cache: { raw: string | null; items: ComparedProduct[] } = { raw: null, items: [] };

function isCompared(value: unknown): value is ComparedProduct {
  return (
    typeof value === 'object' &&
    value !== null &&
    'id' in value &&
    'name' in value &&
    typeof value.id === 'string' &&
    typeof value.name === 'string'
  );
}

/** The chosen products, kept in this browser while browsing (sessionStorage: per tab). */
function read(): ComparedProduct[] {
  let raw: string | null = null;
  try {
    raw = sessionStorage.getItem(KEY);
  } catch {
    return cache.items;
  }
  if (raw === cache.raw) return cache.items;
  let items: ComparedProduct[] = [];
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    items = Array.isArray(parsed) ? parsed.filter(isCompared).slice(0, MAX_COMPARED) : [];
  } catch {
    items = [];
  }
  cache = { raw, items };
  return items;
}

function write(items: ComparedProduct[]) {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(items));
  } catch {
    cache = { raw: null, items };
  }
  listeners.forEach((listener) => listener());
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** The products chosen to compare, and the ways to change the choice. */
export function useCompared() {
  const items = useSyncExternalStore(subscribe, read, () => cache.items);
  return {
    items,
    has: (id: string) => items.some((item) => item.id === id),
    full: items.length >= MAX_COMPARED,
    toggle(product: ComparedProduct, on: boolean) {
      const rest = read().filter((item) => item.id !== product.id);
      if (!on) return write(rest);
      if (rest.length < MAX_COMPARED) write([...rest, { id: product.id, name: product.name }]);
    },
    remove: (id: string) => write(read().filter((item) => item.id !== id)),
    clear: () => write([]),
  };
}
