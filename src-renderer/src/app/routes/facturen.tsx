import { Link } from 'react-router-dom';
import { totalColumn, type Column } from '@/components/data-table';
import { filesColumn, INVOICE_KIND_LABELS } from '@/components/invoice-links';
import { ListScaffold } from '@/components/list-scaffold';
import { Page } from '@/components/page';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/dates';
import { useInvoices } from '@/features/invoices/api/invoices';
import type { Invoice } from '@shared/schemas/invoice';

const columns: Column<Invoice>[] = [
  {
    header: 'Nummer',
    primary: true,
    cell: (invoice) => (
      <>
        {invoice.number}
        <div className="muted">{INVOICE_KIND_LABELS[invoice.kind]}</div>
      </>
    ),
  },
  { header: 'Datum', cell: (invoice) => formatDate(`${invoice.issueDate}T12:00:00Z`) },
  {
    header: 'Bestelling',
    cell: (invoice) => <Link to={paths.order(invoice.orderId)}>{invoice.orderNumber}</Link>,
  },
  {
    header: 'Vervaldatum',
    cell: (invoice) =>
      invoice.kind === 'factuur' ? formatDate(`${invoice.dueDate}T12:00:00Z`) : '—',
  },
  totalColumn(),
  filesColumn('/api/invoices'),
];

/** The user's invoices and credit notes, as pdf and as UBL for the accounts. */
export function InvoicesPage() {
  const query = useInvoices();
  return (
    <Page
      title="Facturen"
      intro="Je facturen en creditfacturen, als pdf en als UBL-bestand voor je boekhouding."
    >
      <ListScaffold
        query={query}
        empty="Je hebt nog geen facturen. Een factuur volgt zodra een bestelling geleverd is."
        table={{ caption: 'Facturen en creditfacturen', columns }}
      />
    </Page>
  );
}
