import { useApiMutation } from '@/lib/api-mutation';
import { calculationSchema, type SaveCalculationRequest } from '@shared/schemas/calculator';
import { calculationsKey } from './get-calculations';

/** Saves a new calculation, or changes the one with `id`. */
export function useSaveCalculation() {
  return useApiMutation({
    schema: calculationSchema,
    request: ({ id, ...body }: SaveCalculationRequest & { id?: string }) =>
      id
        ? { path: `/api/calculator/calculations/${encodeURIComponent(id)}`, method: 'PUT', body }
        : { path: '/api/calculator/calculations', method: 'POST', body },
    refresh: calculationsKey,
  });
}
