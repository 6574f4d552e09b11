import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiDownload, apiRequest } from '@/lib/api-client';
import { publicOfferteSchema } from '@shared/schemas/offerte';
import { offerteKeys } from './keys';

const linkPath = (token: string) => `/api/offerte-links/${encodeURIComponent(token)}`;

/** The homeowner's offerte behind a link; no account. */
export function usePublicOfferte(token: string) {
  return useQuery({
    queryKey: offerteKeys.link(token),
    queryFn: ({ signal }) => apiRequest(linkPath(token), { schema: publicOfferteSchema, signal }),
    retry: false,
  });
}

/** `Akkoord` or `Afwijzen`; the page shows the answer the server gives back. */
export function useAnswerOfferte(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (
      answer:
        { kind: 'akkoord'; name: string; agree: boolean } | { kind: 'afwijzen'; reason: string },
    ) => {
      const { kind, ...body } = answer;
      return apiRequest(`${linkPath(token)}/${kind}`, {
        schema: publicOfferteSchema,
        method: 'POST',
        body,
      });
    },
    onSuccess: (offerte) => queryClient.setQueryData(offerteKeys.link(token), offerte),
  });
}

export function downloadPublicPdf(token: string, number: string) {
  return apiDownload(`${linkPath(token)}/pdf`, `${number}.pdf`);
}
