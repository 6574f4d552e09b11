import { apiRequest } from '@/lib/api-client';
import { reorderSchema, type Reorder } from '@shared/schemas/order';

/**
 * `Opnieuw bestellen`: the order's lines with their products as the catalogue has them now
 * (null: no longer sold), at the user's trade prices; one request for the whole order.
 */
export function reorderLines(orderId: string): Promise<Reorder> {
  return apiRequest(`/api/orders/${encodeURIComponent(orderId)}/opnieuw-bestellen`, {
    schema: reorderSchema,
    auth: true,
  });
}
