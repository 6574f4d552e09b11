import { z } from 'zod';
import { PAGE_LIMITS } from '@shared/domain/rules';

/** `?limit=&cursor=` of every paged list (docs/domain-rules.md, "Lists"). */
export const pageQuerySchema = z.object({
  limit: z.coerce
    .number({ error: `Geef een aantal van 1 tot en met ${PAGE_LIMITS.max}.` })
    .int({ error: `Geef een geheel aantal van 1 tot en met ${PAGE_LIMITS.max}.` })
    .min(1, { error: `Geef een aantal van 1 tot en met ${PAGE_LIMITS.max}.` })
    .max(PAGE_LIMITS.max, { error: `Er kunnen hooguit ${PAGE_LIMITS.max} regels tegelijk.` })
    .default(PAGE_LIMITS.default),
  cursor: z.string().max(1000, { error: 'Deze paginaverwijzing is ongeldig.' }).optional(),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

/** The answer of every paged list: `{ items, nextCursor }`; nextCursor is null on the last page. */
export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), nextCursor: z.string().nullable() });
}
export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}
