import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { quickOrderAnswerSchema } from '@shared/schemas/quick-order';

/** The products behind a list of article codes, in one request, at the user's prices. */
export function useResolveCodes() {
  return useMutation({
    mutationFn: (codes: string[]) =>
      apiRequest('/api/quick-order/resolve', {
        schema: quickOrderAnswerSchema,
        method: 'POST',
        body: { codes },
        auth: true,
      }),
  });
}
