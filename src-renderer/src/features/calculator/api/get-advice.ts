import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { adviceResponseSchema, type AdviceRequestBody } from '@shared/schemas/calculator';

export function adviceQuery(request: AdviceRequestBody) {
  return queryOptions({
    queryKey: ['calculator', 'advice', request],
    queryFn: ({ signal }) =>
      apiRequest('/api/calculator/advice', {
        schema: adviceResponseSchema,
        auth: true,
        method: 'POST',
        body: request,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** Heat pumps and their installation at the user's own prices; only once there is a loss. */
export function useAdvice(request: AdviceRequestBody) {
  return useQuery({ ...adviceQuery(request), enabled: request.heatLossW > 0 });
}
