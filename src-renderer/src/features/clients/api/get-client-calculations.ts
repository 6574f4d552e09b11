import { useInfiniteQuery } from '@tanstack/react-query';
import { calculationSummarySchema } from '@shared/schemas/calculator';
import { pageSchema } from '@shared/schemas/page';
import { clientRecordsQuery } from './client-records';

/** The calculations saved for a client, most recently changed first. */
export function useClientCalculations(id: string) {
  return useInfiniteQuery(
    clientRecordsQuery(
      id,
      'calculations',
      '/api/calculator/calculations',
      pageSchema(calculationSummarySchema),
    ),
  );
}
