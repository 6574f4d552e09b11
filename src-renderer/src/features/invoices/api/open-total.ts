import { useQuery } from '@tanstack/react-query';
import { apiQuery } from '@/lib/api-query';
import { openTotalSchema } from '@shared/schemas/invoice';

/** What the firm still owes on its invoices: `Totaal openstaand` on /facturen. */
export function useOpenTotal() {
  return useQuery(apiQuery(['facturen', 'openstaand'], '/api/invoices/open', openTotalSchema));
}
