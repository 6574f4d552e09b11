import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { maintenanceDueSchema } from '@shared/schemas/clients';
import { clientKeys } from './keys';

const answerSchema = z.object({ items: z.array(maintenanceDueSchema) });

/** The company's installations whose maintenance falls due within 60 days. */
export function useMaintenanceDue() {
  return useQuery({
    queryKey: [...clientKeys.all, 'maintenance-due'],
    queryFn: ({ signal }) =>
      apiRequest('/api/installations/maintenance-due', {
        schema: answerSchema,
        auth: true,
        signal,
      }),
  });
}
