import { z } from 'zod';
import { defineCollection, storedDate } from './collection';

/**
 * rateLimits/{key}: counters shared by every server instance. Per window: submissions of a
 * public form per hashed address (src-server/admin/rate-limit.ts), and a user's new records
 * and uploads (src-server/quotas.ts, `quota-…` keys). Without a window: the bytes of
 * attachments a user keeps (`quota-attachments-{uid}`), which holds only `bytes`.
 */
export const rateLimits = defineCollection({
  name: 'rateLimits',
  schema: z.object({
    count: z.number().int().min(0).optional(),
    /** When the window ends; a TTL policy may delete the document after it. */
    expiresAt: storedDate.optional(),
    bytes: z.number().int().min(0).optional(),
  }),
});
