import { apiRequest } from '@/lib/api-client';
import { orderSchema, type PlaceOrderRequest } from '@shared/schemas/order';

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
