import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { formReceivedSchema, type ContactMessageInput } from '@shared/forms/public-forms';

export function useSendContact() {
  return useMutation({
    mutationFn: (input: ContactMessageInput) =>
      apiRequest('/api/forms/contact', {
        schema: formReceivedSchema,
        method: 'POST',
        body: input,
      }),
  });
}
