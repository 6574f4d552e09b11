import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { adminUserSchema } from '@shared/schemas/admin/users';
import { adminKeys } from './keys';

export function useAdjustPoints(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (adjustment: { amount: number; reason: string }) =>
      apiRequest(`/api/admin/users/${encodeURIComponent(id)}/punten`, {
        schema: adminUserSchema,
        auth: true,
        method: 'POST',
        body: adjustment,
      }),
    onSuccess: (user) => {
      client.setQueryData(adminKeys.user(id), user);
      return client.invalidateQueries({ queryKey: adminKeys.all });
    },
  });
}
