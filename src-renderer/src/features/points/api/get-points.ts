import { useInfiniteQuery } from '@tanstack/react-query';
import { pagedQuery } from '@/lib/api-query';
import { meKey } from '@/lib/query-keys';
import { ledgerPageSchema } from '@shared/schemas/order';

/**
 * The points ledger, newest first, a page at a time. Every page carries the balance; the
 * first page's is the one shown, so balance and ledger always come from one answer.
 */
export function usePoints() {
  return useInfiniteQuery(
    pagedQuery({
      queryKey: [...meKey, 'points'],
      path: '/api/me/points',
      schema: ledgerPageSchema,
    }),
  );
}
