import { apiRequest } from '@/lib/api-client';
import { offerteLineInputSchema, type OfferteLine } from '@shared/schemas/offerte';

/** A catalogue product as an offerte line, priced by the server: own price plus default margin. */
export function productLine(productId: string): Promise<OfferteLine> {
  return apiRequest(`/api/offertes/productregel/${encodeURIComponent(productId)}`, {
    schema: offerteLineInputSchema,
    auth: true,
  });
}
