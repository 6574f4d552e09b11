import { useInfiniteQuery } from '@tanstack/react-query';
import { offerteListItemSchema } from '@shared/schemas/offerte';
import { pageSchema } from '@shared/schemas/page';
import { clientRecordsQuery } from './client-records';

/** The offertes made for a client, most recently changed first. */
export function useClientOffertes(id: string) {
  return useInfiniteQuery(
    clientRecordsQuery(id, 'offertes', '/api/offertes', pageSchema(offerteListItemSchema)),
  );
}
