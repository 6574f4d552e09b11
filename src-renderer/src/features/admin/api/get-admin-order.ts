import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { adminOrderSchema } from '@shared/schemas/admin/orders';
import { adminKeys } from './keys';

export function useAdminOrder(id: string) {
  return useQuery({
    queryKey: adminKeys.order(id),
    queryFn: ({ signal }) =>
      apiRequest(`/api/admin/orders/${encodeURIComponent(id)}`, {
        schema: adminOrderSchema,
        auth: true,
        signal,
      }),
  });
}
