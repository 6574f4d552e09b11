import { apiDownload } from '@/lib/api-client';
import { dutchDay } from '@shared/domain/calendar';
import type { OfferteRequest } from '@shared/schemas/calculator';

/** The homeowner's price indication (not an offerte) as a PDF, priced on the server. */
export function downloadOfferte(request: OfferteRequest) {
  return apiDownload('/api/calculator/offerte', `indicatie-${dutchDay(new Date())}.pdf`, {
    body: request,
  });
}
