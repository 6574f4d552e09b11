import type { QueryClient } from '@tanstack/react-query';
import { apiDownload } from '@/lib/api-client';
import { useApiMutation } from '@/lib/api-mutation';
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
const lists = [...offerteKeys.all, 'list'];
const keep = (offerte: Offerte, cache: QueryClient) =>
  cache.setQueryData(offerteKeys.one(offerte.id), offerte);

/** A new offerte: blank, from a saved calculation, or from the cart. */
export function useCreateOfferte() {
  return useApiMutation({
    schema: offerteSchema,
    request: (body: CreateOfferteRequest) => ({ path: '/api/offertes', method: 'POST', body }),
    saved: keep,
    refresh: lists,
  });
}

export function useSaveOfferte(id: string) {
  return useApiMutation({
    schema: offerteSchema,
    request: (body: SaveOfferteInput) => ({ path: offertePath(id), method: 'PUT', body }),
    saved: keep,
    refresh: lists,
  });
}

/** `Versturen`: the homeowner's link comes back once. */
export function useSendOfferte(id: string) {
  return useApiMutation({
    schema: sentOfferteSchema,
    request: () => ({ path: `${offertePath(id)}/versturen`, method: 'POST' }),
    saved: (sent, cache) => keep(sent.offerte, cache),
    refresh: lists,
  });
}

export function useRevokeLink(id: string) {
  return useApiMutation({
    schema: offerteSchema,
    request: () => ({ path: `${offertePath(id)}/link`, method: 'DELETE' }),
    saved: keep,
    refresh: lists,
  });
}

export function downloadOffertePdf(offerte: { id: string; number: string }) {
  return apiDownload(`${offertePath(offerte.id)}/pdf`, `${offerte.number}.pdf`);
}
