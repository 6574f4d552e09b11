import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { calculationSchema, type SaveCalculationRequest } from '@shared/schemas/calculator';
import { calculationsKey } from './get-calculations';

/** Saves a new calculation, or changes the one with `id`. */
export function saveCalculation({ id, ...request }: SaveCalculationRequest & { id?: string }) {
  return apiRequest(
    id ? `/api/calculator/calculations/${encodeURIComponent(id)}` : '/api/calculator/calculations',
    { schema: calculationSchema, auth: true, method: id ? 'PUT' : 'POST', body: request },
  );
}

export function useSaveCalculation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCalculation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: calculationsKey }),
  });
}
