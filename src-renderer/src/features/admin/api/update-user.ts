import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { Role } from '@shared/domain/rules';
import { adminUserSchema } from '@shared/schemas/admin/users';
import { adminKeys } from './keys';

export function useUpdateUser(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (patch: { role?: Role; discount?: number }) =>
      apiRequest(`/api/admin/users/${encodeURIComponent(id)}`, {
        schema: adminUserSchema,
        auth: true,
        method: 'PATCH',
        body: patch,
      }),
    onSuccess: (user) => {
      client.setQueryData(adminKeys.user(id), user);
      return client.invalidateQueries({ queryKey: adminKeys.all });
    },
  });
}
