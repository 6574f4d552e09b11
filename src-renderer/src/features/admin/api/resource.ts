import type { z } from 'zod';
import { apiQuery, pagedQuery } from '@/lib/api-query';
import { pageSchema } from '@shared/schemas/page';
import { adminKeys, adminPath, type AdminResource } from './keys';

type Filters = Record<string, string | undefined>;

/**
 * The two reads every back-office resource has: its paged, filtered list and one record,
 * both parsed with the record's schema.
 */
export function adminResource<S extends z.ZodType, F extends Filters>(
  resource: AdminResource,
  item: S,
) {
  const page = pageSchema(item);
  return {
    list: (filters: F) =>
      pagedQuery({
        queryKey: adminKeys.list(resource, filters),
        path: adminPath(resource),
        schema: page,
        filters,
      }),
    one: (id: string) => apiQuery(adminKeys.one(resource, id), adminPath(resource, id), item),
  };
}
