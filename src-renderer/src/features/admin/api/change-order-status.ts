import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { OrderStatus } from '@shared/domain/rules';
import { adminOrderSchema } from '@shared/schemas/admin/orders';
import { adminKeys } from './keys';

export function useChangeOrderStatus(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: { status: OrderStatus; trackAndTrace?: string }) =>
      apiRequest(`/api/admin/orders/${encodeURIComponent(id)}/status`, {
        schema: adminOrderSchema,
        auth: true,
        method: 'PATCH',
        body: change,
      }),
    onSuccess: (order) => {
      client.setQueryData(adminKeys.order(id), order);
      return client.invalidateQueries({ queryKey: adminKeys.all });
    },
  });
}
