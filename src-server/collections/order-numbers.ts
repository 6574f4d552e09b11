import { z } from 'zod';
import { defineCollection, storedDate } from './collection';

/**
 * `orderNumbers/{uid}__{key}`: the order number reserved for one checkout, so a retry of the
 * same checkout gets the same number (see orders/order-number.ts).
 */
export const orderNumbers = defineCollection({
  name: 'orderNumbers',
  schema: z.object({ number: z.string(), createdAt: storedDate }),
});
