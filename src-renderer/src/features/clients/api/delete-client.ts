import { z } from 'zod';
import { useApiMutation } from '@/lib/api-mutation';
import { clientKeys } from './keys';

export function useDeleteClient(id: string) {
  return useApiMutation({
    schema: z.null(),
    request: () => ({ path: `/api/clients/${encodeURIComponent(id)}`, method: 'DELETE' }),
    saved: (_, cache) => cache.removeQueries({ queryKey: clientKeys.one(id) }),
    refresh: [...clientKeys.all, 'list'],
  });
}
