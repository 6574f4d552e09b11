import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useApiMutation } from '@/lib/api-mutation';
import { businessDetailsSchema, type BusinessDetailsInput } from '@shared/schemas/business-details';
import { offerteKeys } from './keys';

export function useBusinessDetails() {
  return useQuery({
    queryKey: offerteKeys.details(),
    queryFn: ({ signal }) =>
      apiRequest('/api/business-details', { schema: businessDetailsSchema, auth: true, signal }),
  });
}

/**
 * A write whose answer is the company's details as now stored: the cached details become
 * those, so every form and the offertes show them at once.
 */
function useDetailsWrite<I>(
  path: string,
  request: (input: I) => { body: BusinessDetailsInput } | { file: File },
) {
  return useApiMutation({
    schema: businessDetailsSchema,
    request: (input: I) => ({ path, method: 'PUT', ...request(input) }),
    saved: (details, cache) => cache.setQueryData(offerteKeys.details(), details),
  });
}

export function useSaveBusinessDetails() {
  return useDetailsWrite('/api/business-details', (input: BusinessDetailsInput) => ({
    body: input,
  }));
}

/** The logo as a file; the server checks that it is a png or jpg of at most 1 MB. */
export function useUploadLogo() {
  return useDetailsWrite('/api/business-details/logo', (file: File) => ({ file }));
}
