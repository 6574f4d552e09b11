import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import {
  customerInvoicePageSchema,
  openCustomerItemsSchema,
} from '@shared/schemas/customer-invoice';
import { customerInvoiceKeys } from './keys';

export const customerInvoicesPath = '/api/customer-invoices';

/** The invoices of one offerte (a handful at most: one page holds them). */
export function useOfferteInvoices(offerteId: string) {
  return useQuery({
    queryKey: customerInvoiceKeys.ofOfferte(offerteId),
    queryFn: ({ signal }) =>
      apiRequest(`${customerInvoicesPath}?offerteId=${encodeURIComponent(offerteId)}&limit=100`, {
        schema: customerInvoicePageSchema,
        auth: true,
        signal,
      }),
  });
}

/** What clients still have to pay: of one client, or (without one) of the whole firm. */
export function useOpenCustomerItems(clientId?: string) {
  const query = clientId ? `?clientId=${encodeURIComponent(clientId)}` : '';
  return useQuery({
    queryKey: customerInvoiceKeys.open(clientId ?? ''),
    queryFn: ({ signal }) =>
      apiRequest(`${customerInvoicesPath}/openstaand${query}`, {
        schema: openCustomerItemsSchema,
        auth: true,
        signal,
      }),
  });
}
