import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { ClientSource } from '@/components/client-picker';
import { pagedQuery } from '@/lib/api-query';
import { clientListItemSchema } from '@shared/schemas/clients';
import { offerteListItemSchema } from '@shared/schemas/offerte';
import { pageSchema } from '@shared/schemas/page';
import { offerteKeys } from './keys';

/** The company's offertes, most recently changed first, page by page; optionally one status. */
export function useOffertes(status: string) {
  return useInfiniteQuery({
    ...pagedQuery({
      queryKey: offerteKeys.list(status),
      path: '/api/offertes',
      schema: pageSchema(offerteListItemSchema),
      filters: { status, limit: '50' },
    }),
    placeholderData: keepPreviousData,
  });
}

/** The company's clients, for the offerte's `Klant`. */
export const offerteClients = {
  path: '/api/clients',
  schema: pageSchema(clientListItemSchema),
  queryKey: offerteKeys.clients,
} satisfies ClientSource;
