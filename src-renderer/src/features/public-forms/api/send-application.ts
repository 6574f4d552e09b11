import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { formReceivedSchema, type DealerApplicationInput } from '@shared/forms/public-forms';

export function useSendApplication() {
  return useMutation({
    mutationFn: (input: DealerApplicationInput) =>
      apiRequest('/api/forms/dealer-application', {
        schema: formReceivedSchema,
        method: 'POST',
        body: input,
      }),
  });
}
