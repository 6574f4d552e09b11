import type { z } from 'zod';
import { pageQuerySchema, type PageQuery } from '@shared/schemas/page';
import { validate } from '../validate';

/** A list's query: its filters plus `limit` and `cursor`, validated (a Dutch 400 otherwise). */
export function listQuery<S extends z.ZodRawShape>(filters: z.ZodObject<S>) {
  return validate('query', filters.extend(pageQuerySchema.shape));
}

/** A validated list query split into its filters and its page, as the list functions take them. */
export function filtersAndPage<Q extends PageQuery>({
  limit,
  cursor,
  ...filters
}: Q): [Omit<Q, keyof PageQuery>, PageQuery] {
  return [filters, { limit, cursor }];
}
