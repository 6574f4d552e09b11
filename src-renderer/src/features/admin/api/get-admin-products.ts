import { useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { pageSchema } from '@shared/schemas/page';
import { productSchema } from '@shared/schemas/product';
import { adminKeys, searchParams } from './keys';

export interface ProductFilters {
  q?: string;
  status?: 'actief' | 'gearchiveerd' | 'alle';
}

const schema = pageSchema(productSchema);

export function useAdminProducts(filters: ProductFilters) {
  return useInfiniteQuery({
    queryKey: adminKeys.products(filters),
    initialPageParam: '',
    queryFn: ({ pageParam, signal }) =>
      apiRequest(`/api/admin/products${searchParams({ ...filters, cursor: pageParam })}`, {
        schema,
        auth: true,
        signal,
      }),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}
