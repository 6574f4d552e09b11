import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiDownload, apiRequest } from '@/lib/api-client';
import {
  offerteSchema,
  sentOfferteSchema,
  type CreateOfferteRequest,
  type Offerte,
  type SaveOfferteInput,
} from '@shared/schemas/offerte';
import { offertePath } from './get-offerte';
import { offerteKeys } from './keys';

/** After a change: the offerte as answered, and the lists and marker fetched again. */
function useStore() {
  const queryClient = useQueryClient();
  return (offerte: Offerte) => {
    queryClient.setQueryData(offerteKeys.one(offerte.id), offerte);
    return queryClient.invalidateQueries({ queryKey: [...offerteKeys.all, 'list'] });
  };
}

/** A new offerte: blank, from a saved calculation, or from the cart. */
export function useCreateOfferte() {
  const store = useStore();
  return useMutation({
    mutationFn: (request: CreateOfferteRequest) =>
      apiRequest('/api/offertes', {
        schema: offerteSchema,
        auth: true,
        method: 'POST',
        body: request,
      }),
    onSuccess: store,
  });
}

export function useSaveOfferte(id: string) {
  const store = useStore();
  return useMutation({
    mutationFn: (input: SaveOfferteInput) =>
      apiRequest(offertePath(id), {
        schema: offerteSchema,
        auth: true,
        method: 'PUT',
        body: input,
      }),
    onSuccess: store,
  });
}

/** `Versturen`: the homeowner's link comes back once. */
export function useSendOfferte(id: string) {
  const store = useStore();
  return useMutation({
    mutationFn: () =>
      apiRequest(`${offertePath(id)}/versturen`, {
        schema: sentOfferteSchema,
        auth: true,
        method: 'POST',
      }),
    onSuccess: (sent) => store(sent.offerte),
  });
}

export function useRevokeLink(id: string) {
  const store = useStore();
  return useMutation({
    mutationFn: () =>
      apiRequest(`${offertePath(id)}/link`, {
        schema: offerteSchema,
        auth: true,
        method: 'DELETE',
      }),
    onSuccess: store,
  });
}

export function downloadOffertePdf(offerte: { id: string; number: string }) {
  return apiDownload(`${offertePath(offerte.id)}/pdf`, `${offerte.number}.pdf`);
}
