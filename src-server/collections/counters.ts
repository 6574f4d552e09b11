import { z } from 'zod';
import { defineCollection } from './collection';

/** `counters/{name}`: the next free number of a sequence (orders: `orders-YYYY`). */
export const counters = defineCollection({
  name: 'counters',
  schema: z.object({ next: z.number().int().positive() }),
});
