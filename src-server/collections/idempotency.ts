import { z } from 'zod';
import { defineCollection, storedDate, type DocOf } from './collection';

/**
 * `idempotency/{uid}__{key}`: the order a checkout placed and a fingerprint of its request, so
 * a retry returns that order and another request under the same key is refused. Older
 * records have no fingerprint.
 */
const storedCheckoutSchema = z.object({
  orderId: z.string(),
  requestHash: z.string().optional(),
  createdAt: storedDate,
});
export type StoredCheckout = DocOf<typeof storedCheckoutSchema>;

export const idempotency = defineCollection({ name: 'idempotency', schema: storedCheckoutSchema });
