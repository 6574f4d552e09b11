import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { productSchema } from '@shared/schemas/product';
import { adminKeys } from './keys';

export function useAdminProduct(id: string | undefined) {
  return useQuery({
    queryKey: adminKeys.product(id ?? ''),
    enabled: Boolean(id),
    queryFn: ({ signal }) =>
      apiRequest(`/api/admin/products/${encodeURIComponent(id ?? '')}`, {
        schema: productSchema,
        auth: true,
        signal,
      }),
  });
}
