import { apiDownload } from '@/lib/api-client';
import { useApiMutation } from '@/lib/api-mutation';
import {
  customerInvoiceSchema,
  type CreateCustomerInvoiceRequest,
} from '@shared/schemas/customer-invoice';
import { customerInvoicesPath } from './get-customer-invoices';
import { customerInvoiceKeys } from './keys';

/**
 * `Aanbetalingsfactuur maken`, `Eindfactuur maken`, `Crediteren`. After a change every list and
 * open total of the firm's invoices is fetched again.
 */
export function useCreateCustomerInvoice() {
  return useApiMutation({
    schema: customerInvoiceSchema,
    request: (body: CreateCustomerInvoiceRequest) => ({
      path: customerInvoicesPath,
      method: 'POST',
      body,
    }),
    refresh: customerInvoiceKeys.all,
  });
}

/** `Markeer als betaald` (today). */
export function useMarkCustomerInvoicePaid() {
  return useApiMutation({
    schema: customerInvoiceSchema,
    request: (id: string) => ({
      path: `${customerInvoicesPath}/${encodeURIComponent(id)}/betaald`,
      method: 'POST',
      body: {},
    }),
    refresh: customerInvoiceKeys.all,
  });
}

export function downloadCustomerInvoicePdf(invoice: { id: string; number: string }) {
  return apiDownload(
    `${customerInvoicesPath}/${encodeURIComponent(invoice.id)}/pdf`,
    `${invoice.number}.pdf`,
  );
}
