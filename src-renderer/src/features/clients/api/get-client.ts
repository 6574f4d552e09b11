import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { clientDetailSchema } from '@shared/schemas/clients';
import { clientKeys } from './keys';

export function useClient(id: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    enabled,
    queryKey: clientKeys.one(id),
    queryFn: ({ signal }) =>
      apiRequest(`/api/clients/${encodeURIComponent(id)}`, {
        schema: clientDetailSchema,
        auth: true,
        signal,
      }),
  });
}
