import { apiRequest } from '@/lib/api-client';
import { productSchema } from '@shared/schemas/product';

/** One product at the user's prices: the suggestion a user picks for an unknown code. */
export function fetchProduct(id: string) {
  return apiRequest(`/api/products/${encodeURIComponent(id)}`, {
    schema: productSchema,
    auth: true,
  });
}
