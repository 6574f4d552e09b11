import { apiRequest } from '@/lib/api-client';
import { useQuery } from '@/lib/use-query';
import { productSchema } from '@shared/schemas/product';

/** One product by id. */
export function useProduct(id: string) {
  return useQuery(`product:${id}`, (signal) =>
    apiRequest(`/api/products/${encodeURIComponent(id)}`, { schema: productSchema, signal }),
  ).state;
}
