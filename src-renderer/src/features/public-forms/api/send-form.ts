import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import {
  formReceivedSchema,
  type ContactMessageInput,
  type DealerApplicationInput,
} from '@shared/forms/public-forms';

/** What each public form posts, by its endpoint. */
interface PublicForms {
  '/api/forms/contact': ContactMessageInput;
  '/api/forms/dealer-application': DealerApplicationInput;
}

/** Sends a public form (no sign-in); the answer is the receipt to show. */
export function useSendForm<P extends keyof PublicForms>(path: P) {
  return useMutation({
    mutationFn: (input: PublicForms[P]) =>
      apiRequest(path, { schema: formReceivedSchema, method: 'POST', body: input }),
  });
}
