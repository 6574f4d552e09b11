import { Link } from 'react-router-dom';
import { totalColumn, type Column } from '@/components/data-table';
import {
  filesColumn,
  issueDateColumn,
  numberColumn,
  OpenTotalBox,
  paymentColumns,
} from '@/components/invoice-links';
import { ListScaffold } from '@/components/list-scaffold';
import { Page } from '@/components/page';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/dates';
import { useInvoices } from '@/features/invoices/api/invoices';
import { useOpenTotal } from '@/features/invoices/api/open-total';
import type { InvoiceItem } from '@shared/schemas/invoice';

const columns: Column<InvoiceItem>[] = [
  numberColumn(),
  issueDateColumn(),
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
  ...paymentColumns<InvoiceItem>(),
  filesColumn('/api/invoices'),
];

/** The firm's invoices and credit notes with what is still open, as pdf and as UBL. */
export function InvoicesPage() {
  const query = useInvoices();
  const open = useOpenTotal();
  return (
    <Page
      title="Facturen"
      intro="De facturen en creditfacturen van je bedrijf, als pdf en als UBL-bestand voor je boekhouding."
    >
      {open.data ? <OpenTotalBox total={open.data} /> : null}
      <ListScaffold
        query={query}
        empty="Je bedrijf heeft nog geen facturen. Een factuur volgt zodra een bestelling geleverd is."
        table={{ caption: 'Facturen en creditfacturen', columns }}
      />
    </Page>
  );
}
