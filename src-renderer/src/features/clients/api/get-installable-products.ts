import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { PRODUCT_CATEGORIES } from '@shared/domain/rules';
import { productListSchema } from '@shared/schemas/product';

const categories = PRODUCT_CATEGORIES.filter((c) => c.slug !== 'toebehoren')
  .map((c) => c.slug)
  .join(',');

/**
 * Products that are installed at a client's address: heat pumps, boilers and tanks, by name,
 * searched on the server (the catalogue may hold far more than one list can show).
 */
export function useInstallableProducts(q = '') {
  return useQuery({
    queryKey: ['products', 'installable', q],
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({ categories, sort: 'naam', limit: '100' });
      if (q) params.set('q', q);
      return apiRequest(`/api/products?${params}`, {
        schema: productListSchema,
        signal,
        auth: true,
      });
    },
  });
}
