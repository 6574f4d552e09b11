import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { ClientSource } from '@/components/client-picker';
import { pagedQuery } from '@/lib/api-query';
import { clientListItemSchema } from '@shared/schemas/clients';
import { pageSchema } from '@shared/schemas/page';
import { clientKeys } from './keys';

/** The user's own clients by name, searched on the server: the source of the client picker. */
export const clientSource = {
  path: '/api/clients',
  schema: pageSchema(clientListItemSchema),
  queryKey: clientKeys.list,
} satisfies ClientSource;

/** The user's own clients, searched on the server, page by page. */
export function useClients(q: string) {
  return useInfiniteQuery({
    ...pagedQuery({ ...clientSource, queryKey: clientKeys.list(q), filters: { q, limit: '50' } }),
    placeholderData: keepPreviousData,
  });
}
