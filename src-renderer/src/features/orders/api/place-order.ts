import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { meKey } from '@/lib/query-keys';
import { orderSchema, type PlaceOrderRequest } from '@shared/schemas/order';
import { ordersKey } from './get-orders';

/** Places an order; the same idempotency key never places a second one. */
export function placeOrder(request: PlaceOrderRequest, idempotencyKey: string) {
  return apiRequest('/api/orders', {
    schema: orderSchema,
    method: 'POST',
    body: request,
    auth: true,
    headers: { 'idempotency-key': idempotencyKey },
  });
}

/**
 * Places an order, then marks what it changed as stale: the order lists and, because
 * redeemed points leave the balance, the profile and the points ledger.
 */
export function usePlaceOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    // Sent even when the browser says it is offline: the counter must hear "no connection" at
    // once (to queue the order, or say so and keep the cart), not wait on a paused mutation.
    networkMode: 'always',
    mutationFn: ({ request, key }: { request: PlaceOrderRequest; key: string }) =>
      placeOrder(request, key),
    // Not awaited: the order is placed, the refetches need not hold up the order page.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ordersKey });
      void queryClient.invalidateQueries({ queryKey: meKey });
    },
  });
}
