import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { contactMessageSchema } from '@shared/schemas/admin/inbox';
import { adminKeys } from './keys';

export function useMarkMessage(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (read: boolean) =>
      apiRequest(`/api/admin/messages/${encodeURIComponent(id)}`, {
        schema: contactMessageSchema,
        auth: true,
        method: 'PATCH',
        body: { read },
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
