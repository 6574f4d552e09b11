import { useApiMutation } from '@/lib/api-mutation';
import { clientDetailSchema, type ClientInput } from '@shared/schemas/clients';
import { clientKeys } from './keys';

/** Creates a client, or changes one when an id is given. */
export function useSaveClient(id?: string) {
  return useApiMutation({
    schema: clientDetailSchema,
    request: (body: ClientInput) =>
      id
        ? { path: `/api/clients/${encodeURIComponent(id)}`, method: 'PUT', body }
        : { path: '/api/clients', method: 'POST', body },
    saved: (client, cache) => cache.setQueryData(clientKeys.one(client.id), client),
    refresh: [...clientKeys.all, 'list'],
  });
}
