import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-request';
import { productAnswer } from './product-answer';

export function getProduct(id: string, signal?: AbortSignal) {
  // With the token, a signed-in user also gets the installer price.
  return apiRequest(`/api/products/${encodeURIComponent(id)}`, {
    schema: productAnswer,
    signal,
    auth: true,
  });
}

export function productQuery(id: string) {
  return queryOptions({
    queryKey: ['products', 'detail', id],
    queryFn: ({ signal }) => getProduct(id, signal),
  });
}

/** One product by id. */
export function useProduct(id: string) {
  return useQuery(productQuery(id));
}
