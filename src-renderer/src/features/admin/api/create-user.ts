import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { accountCreatedSchema, type CreateUserInput } from '@shared/schemas/admin/users';
import { adminKeys } from './keys';

export function useCreateUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateUserInput) =>
      apiRequest('/api/admin/users', {
        schema: accountCreatedSchema,
        auth: true,
        method: 'POST',
        body: input,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
