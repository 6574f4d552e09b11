import { z } from 'zod';
import { useApiMutation } from '@/lib/api-mutation';
import { calculationsKey } from './get-calculations';

export function useDeleteCalculation() {
  return useApiMutation({
    schema: z.null(),
    request: (id: string) => ({
      path: `/api/calculator/calculations/${encodeURIComponent(id)}`,
      method: 'DELETE',
    }),
    refresh: calculationsKey,
  });
}
