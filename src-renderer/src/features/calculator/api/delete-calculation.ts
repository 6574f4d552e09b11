import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { calculationsKey } from './get-calculations';

export function deleteCalculation(id: string) {
  return apiRequest(`/api/calculator/calculations/${encodeURIComponent(id)}`, {
    schema: z.undefined(),
    auth: true,
    method: 'DELETE',
  });
}

export function useDeleteCalculation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCalculation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: calculationsKey }),
  });
}
