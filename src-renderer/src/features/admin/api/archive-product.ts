import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { productSchema } from '@shared/schemas/product';
import { adminKeys } from './keys';

export function useArchiveProduct(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (archived: boolean) =>
      apiRequest(`/api/admin/products/${encodeURIComponent(id)}/archief`, {
        schema: productSchema,
        auth: true,
        method: 'PATCH',
        body: { archived },
      }),
    onSuccess: (product) => {
      client.setQueryData(adminKeys.product(id), product);
      return client.invalidateQueries({ queryKey: adminKeys.all });
    },
  });
}
