import { invoiceColumns, OpenTotalBox } from '@/components/invoice-links';
import { ListScaffold } from '@/components/list-scaffold';
import { Page } from '@/components/page';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/dates';
import { useInvoices } from '@/features/invoices/api/invoices';
import { useOpenTotal } from '@/features/invoices/api/open-total';
import type { InvoiceItem } from '@shared/schemas/invoice';

const columns = invoiceColumns<InvoiceItem>({
  base: '/api/invoices',
  orderPath: paths.order,
  afterOrder: [
    {
      header: 'Vervaldatum',
      cell: (invoice) =>
        invoice.kind === 'factuur' ? formatDate(`${invoice.dueDate}T12:00:00Z`) : '—',
    },
  ],
});

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
