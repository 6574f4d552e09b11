import { useInfiniteQuery } from '@tanstack/react-query';
import { pagedQuery } from '@/lib/api-query';
import { calculationSummarySchema } from '@shared/schemas/calculator';
import { pageSchema } from '@shared/schemas/page';

export const calculationsKey = ['calculator', 'calculations'] as const;

/** The user's saved calculations, newest change first, page by page. */
export function useCalculations() {
  return useInfiniteQuery(
    pagedQuery({
      queryKey: calculationsKey,
      path: '/api/calculator/calculations',
      schema: pageSchema(calculationSummarySchema),
      filters: { limit: '20' },
    }),
  );
}
