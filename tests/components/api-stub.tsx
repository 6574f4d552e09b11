import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import type { CartState } from '@/features/cart/cart-context';
import type { CartStorage } from '@/lib/platform';
import { createQueryClient } from '@/lib/query-client';
import { cartCount, cartTotal, type CartItem } from '@shared/cart/cart';

/**
 * Answers the renderer's API calls with `answer` (a JSON body, or a Response for an error)
 * and returns the list of every URL asked, in order. `setup.ts` unstubs after each test.
 */
export function stubApi(answer: (url: string, params: URLSearchParams) => unknown): string[] {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      asked.push(url);
      const body = answer(url, new URL(url, 'http://localhost').searchParams);
      return body instanceof Response ? body : new Response(JSON.stringify(body), { status: 200 });
    }),
  );
  return asked;
}

/** The UI inside a fresh query client, as the app has one. */
export function withQueries(ui: ReactNode) {
  return <QueryClientProvider client={createQueryClient()}>{ui}</QueryClientProvider>;
}

/** A loaded cart holding `items`, whose changes go nowhere. */
export function cartOf(items: CartItem[]): CartState {
  return {
    items,
    loaded: true,
    job: null,
    addToCart: () => undefined,
    addLines: () => undefined,
    setJob: () => undefined,
    updateQuantity: () => undefined,
    removeFromCart: () => undefined,
    clearCart: () => undefined,
    restoreItems: () => undefined,
    // The spec's cartTotal: before the personal discount.
    cartTotal: cartTotal(items),
    cartCount: cartCount(items),
  };
}

/** Carts kept in memory, one per owner, as the device's copy: `carts` shows what was saved. */
export function memoryCartStorage(initial: Record<string, unknown> = {}) {
  const carts = new Map(Object.entries(initial));
  const storage: CartStorage = {
    load: async (owner) => carts.get(owner) ?? null,
    save: async (owner, cart) => void carts.set(owner, cart),
  };
  return { storage, carts };
}
