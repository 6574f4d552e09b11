import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { useQuote } from '@/features/cart/api/get-quote';
import { toCartItem, type CartItem } from '@shared/cart/cart';
import type { QuoteRequest } from '@shared/schemas/order';
import { makeProduct } from '../fixtures/product';
import { quoteFor } from '../fixtures/quote';
import { json, stubWrites, withQueries } from './api-stub';

describe('the quote of a list that starts and ends empty (the counter)', () => {
  it('never asks for an empty list, so no refusal shows after the sale is cleared', async () => {
    // As the server answers: a quote needs at least one line.
    const asked = stubWrites((request: QuoteRequest) =>
      request.lines.length === 0
        ? json(400, { error: { code: 'ongeldige_invoer', message: 'Ongeldig.' } })
        : quoteFor(request),
    );
    const line = toCartItem(makeProduct({ id: 'p1' }), 1);
    const { result, rerender } = renderHook(
      ({ items }: { items: CartItem[] }) => useQuote(items, 'afhalen', 0),
      {
        initialProps: { items: [] as CartItem[] },
        wrapper: ({ children }: { children: ReactNode }) => withQueries(children),
      },
    );
    // A line is scanned: the quote follows once the list has settled.
    rerender({ items: [line] });
    await waitFor(() => expect(result.current.data?.totalInclVat).toBe(1_210_000));
    // The order is placed and the list cleared.
    rerender({ items: [] });
    await waitFor(() => expect(result.current.pending).toBe(false));
    expect(result.current.error).toBeNull();
    expect(asked.map((request) => request.lines.length)).toEqual([1]);
  });
});
