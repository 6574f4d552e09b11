import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { businessDetailsSchema, type BusinessDetailsInput } from '@shared/schemas/business-details';
import { offerteKeys } from './keys';

export function useBusinessDetails() {
  return useQuery({
    queryKey: offerteKeys.details(),
    queryFn: ({ signal }) =>
      apiRequest('/api/business-details', { schema: businessDetailsSchema, auth: true, signal }),
  });
}

export function useSaveBusinessDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BusinessDetailsInput) =>
      apiRequest('/api/business-details', {
        schema: businessDetailsSchema,
        auth: true,
        method: 'PUT',
        body: input,
      }),
    onSuccess: (details) => queryClient.setQueryData(offerteKeys.details(), details),
  });
}

/** The logo as a file; the server checks that it is a png or jpg of at most 1 MB. */
export function useUploadLogo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) =>
      apiRequest('/api/business-details/logo', {
        schema: businessDetailsSchema,
        auth: true,
        method: 'PUT',
        file,
      }),
    onSuccess: (details) => queryClient.setQueryData(offerteKeys.details(), details),
  });
}
