import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { offerteNewsSchema, offerteSchema } from '@shared/schemas/offerte';
import { offerteKeys } from './keys';

const offertePath = (id: string) => `/api/offertes/${encodeURIComponent(id)}`;

export function useOfferte(id: string) {
  return useQuery({
    queryKey: offerteKeys.one(id),
    queryFn: ({ signal }) =>
      apiRequest(offertePath(id), { schema: offerteSchema, auth: true, signal }),
  });
}

/** Accepted offertes nobody opened yet: the marker in the menu; checked every minute. */
export function useOfferteNews() {
  return useQuery({
    queryKey: offerteKeys.news(),
    queryFn: ({ signal }) =>
      apiRequest('/api/offertes/nieuws', { schema: offerteNewsSchema, auth: true, signal }),
    refetchInterval: 60_000,
  });
}

export { offertePath };
