import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiDownload, apiRequest } from '@/lib/api-client';
import {
  customerInvoiceSchema,
  type CreateCustomerInvoiceRequest,
} from '@shared/schemas/customer-invoice';
import { customerInvoicesPath } from './get-customer-invoices';
import { customerInvoiceKeys } from './keys';

/** After a change every list and open total of the firm's invoices is fetched again. */
function useRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: customerInvoiceKeys.all });
}

/** `Aanbetalingsfactuur maken`, `Eindfactuur maken`, `Crediteren`. */
export function useCreateCustomerInvoice() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (request: CreateCustomerInvoiceRequest) =>
      apiRequest(customerInvoicesPath, {
        schema: customerInvoiceSchema,
        auth: true,
        method: 'POST',
        body: request,
      }),
    onSuccess: refresh,
  });
}

/** `Markeer als betaald` (today). */
export function useMarkCustomerInvoicePaid() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest(`${customerInvoicesPath}/${encodeURIComponent(id)}/betaald`, {
        schema: customerInvoiceSchema,
        auth: true,
        method: 'POST',
        body: {},
      }),
    onSuccess: refresh,
  });
}

export function downloadCustomerInvoicePdf(invoice: { id: string; number: string }) {
  return apiDownload(
    `${customerInvoicesPath}/${encodeURIComponent(invoice.id)}/pdf`,
    `${invoice.number}.pdf`,
  );
}
