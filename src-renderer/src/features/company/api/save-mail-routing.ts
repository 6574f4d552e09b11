import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '@/lib/api-query';
import { companyRecordSchema, type MailRoutingInput } from '@shared/schemas/company';
import { companyKeys } from './keys';

/** Saves who gets which of the firm's e-mails (eigenaar). */
export function useSaveMailRouting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MailRoutingInput) =>
      apiSend('/api/company/mail', { method: 'PUT', body, schema: companyRecordSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companyKeys.all }),
  });
}
