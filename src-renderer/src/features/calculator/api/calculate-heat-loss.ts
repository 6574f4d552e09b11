import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { heatLossResponseSchema, type HeatLossRequest } from '@shared/schemas/calculator';

/** Room by room on the server: `POST /api/calculator/heat-loss`. */
export function calculateHeatLoss(request: HeatLossRequest) {
  return apiRequest('/api/calculator/heat-loss', {
    schema: heatLossResponseSchema,
    auth: true,
    method: 'POST',
    body: request,
  });
}

export function useCalculateHeatLoss() {
  return useMutation({ mutationFn: calculateHeatLoss });
}
