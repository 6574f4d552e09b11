import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { adminUserSchema } from '@shared/schemas/admin/users';
import { adminKeys } from './keys';

export function useAdminUser(id: string) {
  return useQuery({
    queryKey: adminKeys.user(id),
    queryFn: ({ signal }) =>
      apiRequest(`/api/admin/users/${encodeURIComponent(id)}`, {
        schema: adminUserSchema,
        auth: true,
        signal,
      }),
  });
}
