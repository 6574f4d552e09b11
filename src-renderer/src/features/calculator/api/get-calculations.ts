import { useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { calculationSummarySchema } from '@shared/schemas/calculator';
import { pageSchema } from '@shared/schemas/page';

export const calculationsKey = ['calculator', 'calculations'] as const;
const PAGE_SIZE = 20;

/** The user's saved calculations, newest change first, page by page. */
export function useCalculations() {
  return useInfiniteQuery({
    queryKey: calculationsKey,
    initialPageParam: '',
    queryFn: ({ pageParam, signal }) =>
      apiRequest(
        `/api/calculator/calculations?limit=${PAGE_SIZE}${pageParam ? `&cursor=${encodeURIComponent(pageParam)}` : ''}`,
        { schema: pageSchema(calculationSummarySchema), auth: true, signal },
      ),
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
}
