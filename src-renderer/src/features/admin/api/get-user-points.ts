import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { ledgerSchema } from '@shared/schemas/order';
import { adminKeys } from './keys';

/** A user's points balance and ledger. */
export function useUserPoints(id: string) {
  return useQuery({
    queryKey: adminKeys.userPoints(id),
    queryFn: ({ signal }) =>
      apiRequest(`/api/admin/users/${encodeURIComponent(id)}/punten`, {
        schema: ledgerSchema,
        auth: true,
        signal,
      }),
  });
}
