import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { clientDetailSchema, type InstallationInput } from '@shared/schemas/clients';
import { clientKeys } from './keys';

type Change =
  { add: InstallationInput } | { update: string; input: InstallationInput } | { remove: string };

/** Adds, corrects or removes an installation of a client; the answer is the client as it is now. */
export function useChangeInstallations(clientId: string) {
  const queryClient = useQueryClient();
  const base = `/api/clients/${encodeURIComponent(clientId)}/installations`;
  return useMutation({
    mutationFn: (change: Change) =>
      'add' in change
        ? apiRequest(base, {
            schema: clientDetailSchema,
            method: 'POST',
            body: change.add,
            auth: true,
          })
        : 'update' in change
          ? apiRequest(`${base}/${encodeURIComponent(change.update)}`, {
              schema: clientDetailSchema,
              method: 'PUT',
              body: change.input,
              auth: true,
            })
          : apiRequest(`${base}/${encodeURIComponent(change.remove)}`, {
              schema: clientDetailSchema,
              method: 'DELETE',
              auth: true,
            }),
    onSuccess: (client) => queryClient.setQueryData(clientKeys.one(clientId), client),
  });
}
