import { apiRequest } from '@/lib/api-client';
import { useQuery } from '@/lib/use-query';
import { ledgerSchema } from '@shared/schemas/order';

export function usePoints() {
  return useQuery('points', (signal) =>
    apiRequest('/api/me/points', { schema: ledgerSchema, auth: true, signal }),
  );
}
