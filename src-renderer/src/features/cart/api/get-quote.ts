import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { apiRequest } from '@/lib/api-client';
import { meKey } from '@/lib/query-keys';
import type { DeliveryMethod } from '@shared/domain/rules';
import { quoteResponseSchema, type QuoteRequest } from '@shared/schemas/order';
import type { CartItem } from '@shared/cart/cart';

export function getQuote(request: QuoteRequest, signal?: AbortSignal) {
  return apiRequest('/api/cart/quote', {
    schema: quoteResponseSchema,
    method: 'POST',
    body: request,
    auth: true,
    signal,
  });
}

/**
 * What the server charges for this cart; follows the cart with a short delay. The quote
 * depends on the user's discount and points, so it lives under `me` and is refreshed with them.
 * `pending` is true while the cart changed and its new price is not in yet.
 */
export function useQuote(items: CartItem[], delivery: DeliveryMethod, pointsToRedeem: number) {
  const request: QuoteRequest = {
    lines: items.map((item) => ({ productId: item.id, quantity: item.quantity })),
    delivery,
    pointsToRedeem,
  };
  const key = JSON.stringify(request);
  const [settled, setSettled] = useState(key);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(key), 250);
    return () => clearTimeout(timer);
  }, [key]);
  const asked = JSON.parse(settled) as QuoteRequest;
  const enabled = items.length > 0 && asked.lines.length > 0;
  const query = useQuery({
    queryKey: [...meKey, 'quote', settled],
    queryFn: ({ signal }) => getQuote(asked, signal),
    // Asks for the settled request, so that is what must have lines: for the first moments
    // after the first line is added, the settled request is still the empty one, which the
    // server refuses; that refusal stayed cached and came back as soon as the list was empty.
    enabled,
    placeholderData: keepPreviousData,
    // Prices are worked out by the server now; no kept copy can answer them. Offline the quote
    // waits (the cart says so) and asks again once the connection is back.
    networkMode: 'online',
  });
  return { ...query, pending: settled !== key || (enabled && query.isPlaceholderData) };
}
