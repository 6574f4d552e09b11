import { useInfiniteQuery } from '@tanstack/react-query';
import { pagedQuery } from '@/lib/api-query';
import { calculationSummarySchema } from '@shared/schemas/calculator';
import { pageSchema } from '@shared/schemas/page';
import { clientKeys } from './keys';

/** The calculations saved for a client, most recently changed first. */
export function useClientCalculations(id: string) {
  return useInfiniteQuery(
    pagedQuery({
      queryKey: [...clientKeys.one(id), 'calculations'],
      path: '/api/calculator/calculations',
      schema: pageSchema(calculationSummarySchema),
      filters: { limit: '20', clientId: id },
    }),
  );
}
