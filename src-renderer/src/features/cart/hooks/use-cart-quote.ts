import { useState } from 'react';
import type { DeliveryMethod } from '@shared/domain/rules';
import { useQuote } from '../api/get-quote';
import { useCart } from '../cart-context';

/**
 * The cart page's price: the chosen delivery, the server's quote for the cart's lines, and
 * per line what it costs and what stands in its way. The quote follows every change of the
 * lines or the delivery; `busy` while a new answer is not in yet.
 */
export function useCartQuote() {
  const { items } = useCart();
  const [delivery, setDelivery] = useState<DeliveryMethod>('bezorgen');
  const query = useQuote(items, delivery, 0);
  const quote = query.data ?? null;
  return {
    delivery,
    setDelivery,
    query,
    quote,
    busy: query.pending || query.isFetching,
    /** Offline the quote waits; the cart says so instead of showing an old price as new. */
    offline: query.fetchStatus === 'paused',
    lineOf: (productId: string) => quote?.lines.find((line) => line.productId === productId),
    problemOf: (productId: string) =>
      quote?.problems.find((problem) => problem.productId === productId),
  };
}

export type CartQuote = ReturnType<typeof useCartQuote>;
