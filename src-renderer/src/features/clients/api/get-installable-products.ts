import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { PRODUCT_CATEGORIES } from '@shared/domain/rules';
import { productListSchema } from '@shared/schemas/product';

const categories = PRODUCT_CATEGORIES.filter((c) => c.slug !== 'toebehoren')
  .map((c) => c.slug)
  .join(',');

/** Products that are installed at a client's address: heat pumps, boilers and tanks. */
export function useInstallableProducts() {
  return useQuery({
    queryKey: ['products', 'installable'],
    staleTime: 5 * 60_000,
    queryFn: ({ signal }) =>
      apiRequest(`/api/products?categories=${categories}&sort=naam&limit=200`, {
        schema: productListSchema,
        signal,
      }),
  });
}
