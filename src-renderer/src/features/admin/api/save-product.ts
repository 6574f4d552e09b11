import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { ProductInput } from '@shared/schemas/admin/products';
import { productSchema } from '@shared/schemas/product';
import { adminKeys } from './keys';

/** Creates a product (no id) or replaces an existing product's fields. */
export function useSaveProduct(id: string | undefined) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ProductInput) =>
      apiRequest(id ? `/api/admin/products/${encodeURIComponent(id)}` : '/api/admin/products', {
        schema: productSchema,
        auth: true,
        method: id ? 'PUT' : 'POST',
        body: input,
      }),
    onSuccess: (product) => {
      client.setQueryData(adminKeys.product(product.id), product);
      return client.invalidateQueries({ queryKey: adminKeys.all });
    },
  });
}
