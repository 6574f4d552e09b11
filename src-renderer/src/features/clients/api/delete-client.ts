import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { clientKeys } from './keys';

export function useDeleteClient(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest(`/api/clients/${encodeURIComponent(id)}`, {
        schema: z.null(),
        method: 'DELETE',
        auth: true,
      }),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: clientKeys.one(id) });
      return queryClient.invalidateQueries({ queryKey: [...clientKeys.all, 'list'] });
    },
  });
}
