import { CUSTOMER_INVOICE_STATUS_LABELS } from '@shared/domain/customer-invoice';
import type { CustomerInvoice } from '@shared/schemas/customer-invoice';
import '../customer-invoices.css';

/** `Open` or `Betaald`; a credited invoice reads `Gecrediteerd` with its credit invoice. */
export function CustomerInvoiceStatus({
  invoice,
}: {
  invoice: Pick<CustomerInvoice, 'status' | 'creditedBy' | 'paidOn'>;
}) {
  if (invoice.creditedBy) {
    return (
      <span className="status-badge klantfactuur-gecrediteerd">
        Gecrediteerd ({invoice.creditedBy.number})
      </span>
    );
  }
  return (
    <span className={`status-badge klantfactuur-${invoice.status}`}>
      {CUSTOMER_INVOICE_STATUS_LABELS[invoice.status]}
    </span>
  );
}
