import { useApiMutation, type ChangeRequest } from '@/lib/api-mutation';
import { clientDetailSchema, type InstallationInput } from '@shared/schemas/clients';
import { clientKeys } from './keys';

type Change =
  { add: InstallationInput } | { update: string; input: InstallationInput } | { remove: string };

/** Adds, corrects or removes an installation of a client; the answer is the client as it is now. */
export function useChangeInstallations(clientId: string) {
  const base = `/api/clients/${encodeURIComponent(clientId)}/installations`;
  const one = (id: string) => `${base}/${encodeURIComponent(id)}`;
  return useApiMutation({
    schema: clientDetailSchema,
    request: (change: Change): ChangeRequest =>
      'add' in change
        ? { path: base, method: 'POST', body: change.add }
        : 'update' in change
          ? { path: one(change.update), method: 'PUT', body: change.input }
          : { path: one(change.remove), method: 'DELETE' },
    saved: (client, cache) => cache.setQueryData(clientKeys.one(clientId), client),
  });
}
