import { apiDownload } from '@/lib/api-client';
import type { OfferteRequest } from '@shared/schemas/calculator';

/** The homeowner's offerte as a PDF, priced on the server. */
export function downloadOfferte(request: OfferteRequest) {
  const stamp = new Date().toISOString().slice(0, 10);
  return apiDownload('/api/calculator/offerte', `offerte-${stamp}.pdf`, { body: request });
}
