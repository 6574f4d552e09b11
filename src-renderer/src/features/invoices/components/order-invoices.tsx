import { InvoiceLinks } from '@/components/invoice-links';
import { useOrderInvoices } from '../api/invoices';

/** On an invoiced order: its invoice and credit notes as pdf and UBL. */
export function OrderInvoices({ orderId }: { orderId: string }) {
  const query = useOrderInvoices(orderId);
  const documents = query.data?.items ?? [];
  if (documents.length === 0) return null;
  return (
    <section className="order-invoices no-print" aria-label="Facturen">
      {documents.map((invoice) => (
        <p key={invoice.id}>
          {invoice.number}: <InvoiceLinks invoice={invoice} base="/api/invoices" />
        </p>
      ))}
    </section>
  );
}
