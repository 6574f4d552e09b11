import { pagedQuery } from '@/lib/api-query';
import { clientKeys } from './keys';

type PageSchema = Parameters<typeof pagedQuery>[0]['schema'];

/** What the company made for one client (a company list filtered on `clientId`), 20 a page. */
export function clientRecordsQuery<S extends PageSchema>(
  id: string,
  what: string,
  path: string,
  schema: S,
) {
  return pagedQuery({
    queryKey: [...clientKeys.one(id), what],
    path,
    schema,
    filters: { limit: '20', clientId: id },
  });
}
