import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { totalColumn, type Column } from '@/components/data-table';
import { filesColumn, INVOICE_KIND_LABELS } from '@/components/invoice-links';
import { ListScaffold } from '@/components/list-scaffold';
import { useUrlFilters } from '@/hooks/use-url-filters';
import { formatDate } from '@/lib/dates';
import type { AdminInvoice } from '@shared/schemas/invoice';
import { adminInvoicesQuery } from '../api/invoices';
import { CustomerCell } from './customer-cell';

const columns: Column<AdminInvoice>[] = [
  {
    header: 'Nummer',
    primary: true,
    cell: (invoice) => (
      <>
        {invoice.number}
        <div className="muted">
          {INVOICE_KIND_LABELS[invoice.kind]}
          {invoice.invoiceNumber ? ` op ${invoice.invoiceNumber}` : ''}
        </div>
      </>
    ),
  },
  { header: 'Klant', cell: (invoice) => <CustomerCell customer={invoice.buyer} /> },
  { header: 'Datum', cell: (invoice) => formatDate(`${invoice.issueDate}T12:00:00Z`) },
  {
    header: 'Bestelling',
    cell: (invoice) => (
      <Link to={`/beheer/bestellingen/${encodeURIComponent(invoice.orderId)}`}>
        {invoice.orderNumber}
      </Link>
    ),
  },
  totalColumn(),
  filesColumn('/api/admin/invoices'),
];

/** All invoices and credit notes, searchable by number and customer (kept in the URL). */
export function InvoiceList() {
  const filter = useUrlFilters();
  const query = useInfiniteQuery(adminInvoicesQuery({ q: filter.get('q') || undefined }));
  return (
    <ListScaffold
      search="Factuurnummer, bestelnummer of klant"
      query={query}
      empty="Geen facturen gevonden."
      table={{ caption: 'Facturen en creditfacturen', columns }}
    />
  );
}
