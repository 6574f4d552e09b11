import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '@/lib/api-query';
import { companyRecordSchema, type CompanyDetails } from '@shared/schemas/company';
import { companyKeys } from './keys';

/** Saves the firm's details (eigenaar and inkoper). */
export function useSaveCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CompanyDetails) =>
      apiSend('/api/company', { method: 'PUT', body, schema: companyRecordSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companyKeys.all }),
  });
}
