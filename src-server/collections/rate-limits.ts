import { z } from 'zod';
import { defineCollection, storedDate } from './collection';

/** rateLimits/{key}: submissions of a public form per hashed address and window. */
export const rateLimits = defineCollection({
  name: 'rateLimits',
  schema: z.object({
    count: z.number().int().min(0),
    /** When the window ends; a TTL policy may delete the document after it. */
    expiresAt: storedDate,
  }),
});
