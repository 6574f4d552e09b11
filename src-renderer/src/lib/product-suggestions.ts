import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { productSchema } from '@shared/schemas/product';

const suggestionSchema = productSchema.pick({ id: true, name: true, modelNumber: true });
const suggestionsSchema = z.object({ items: z.array(suggestionSchema) });
export type ProductSuggestion = z.infer<typeof suggestionSchema>;

/**
 * Products whose name or model number matches what is typed so far (from 2 letters), from the
 * catalogue's search: the quick order's code field and the offerte's product picker.
 */
export function useProductSuggestions(typed: string) {
  const q = typed.trim();
  return useQuery<ProductSuggestion[]>({
    queryKey: ['products', 'suggestions', q],
    queryFn: ({ signal }) =>
      apiRequest(`/api/products?${new URLSearchParams({ q, limit: '8' }).toString()}`, {
        schema: suggestionsSchema,
        auth: true,
        signal,
      }).then((list) => list.items),
    enabled: q.length >= 2,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}
