import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { clientDetailSchema, type ClientInput } from '@shared/schemas/clients';
import { clientKeys } from './keys';

/** Creates a client, or changes one when an id is given. */
export function useSaveClient(id?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ClientInput) =>
      apiRequest(id ? `/api/clients/${encodeURIComponent(id)}` : '/api/clients', {
        schema: clientDetailSchema,
        method: id ? 'PUT' : 'POST',
        body: input,
        auth: true,
      }),
    onSuccess: (client) => {
      queryClient.setQueryData(clientKeys.one(client.id), client);
      return queryClient.invalidateQueries({ queryKey: [...clientKeys.all, 'list'] });
    },
  });
}
