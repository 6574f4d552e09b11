import { apiRequest } from '@/lib/api-client';
import { calculationSchema } from '@shared/schemas/calculator';

/** One saved calculation, to reopen it. */
export function getCalculation(id: string) {
  return apiRequest(`/api/calculator/calculations/${encodeURIComponent(id)}`, {
    schema: calculationSchema,
    auth: true,
  });
}
