import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import type { CartState } from '@/features/cart/cart-context';
import type { CartStorage } from '@/lib/platform';
import { createQueryClient } from '@/lib/query-client';
import { cartCount, cartTotal, type CartItem } from '@shared/cart/cart';

/** An answer of `status` with `body` as JSON, as the API sends it. */
export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A stub's answer as the API sends it: a Response as it is, any other value as JSON (200). */
const respond = (answer: unknown) => (answer instanceof Response ? answer : json(200, answer));

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
      return respond(answer(url, new URL(url, 'http://localhost').searchParams));
    }),
  );
  return asked;
}

/**
 * Answers each request that sends a body (a write, or a quote) with `write(body, url)` and every
 * other with `read(url)`, each a JSON body or a Response for an error; returns every body sent,
 * in order. `setup.ts` unstubs after each test.
 */
export function stubWrites<B = unknown>(
  write: (body: B, url: string) => unknown,
  read: (url: string) => unknown = () => ({ items: [], nextCursor: null }),
): B[] {
  const sent: B[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (init?.body === undefined) return respond(read(url));
      const body = JSON.parse(String(init.body)) as B;
      sent.push(body);
      return respond(write(body, url));
    }),
  );
  return sent;
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
