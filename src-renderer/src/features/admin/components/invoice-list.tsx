import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { invoiceColumns, OpenTotalBox } from '@/components/invoice-links';
import { ListScaffold } from '@/components/list-scaffold';
import { useUrlFilters } from '@/hooks/use-url-filters';
import type { AdminInvoice } from '@shared/schemas/invoice';
import { adminInvoicesQuery, adminOpenTotalQuery } from '../api/invoices';
import { CustomerCell } from './customer-cell';
import { MarkPaid } from './mark-paid';

const columns = invoiceColumns<AdminInvoice>({
  base: '/api/admin/invoices',
  orderPath: (id) => `/beheer/bestellingen/${encodeURIComponent(id)}`,
  afterNumber: [{ header: 'Klant', cell: (invoice) => <CustomerCell customer={invoice.buyer} /> }],
  // `Markeer als betaald` below the status, so the table keeps its width.
  action: (invoice) => <MarkPaid invoice={invoice} />,
});

/** What one company still owes, above its invoices. */
function CompanyOpenTotal({ companyId }: { companyId: string }) {
  const open = useQuery(adminOpenTotalQuery(companyId));
  return open.data ? <OpenTotalBox total={open.data} /> : null;
}

/**
 * All invoices and credit notes, or one company's (`?bedrijf=`) with its open total; searchable
 * by number and customer (kept in the URL); an open invoice can be marked paid.
 */
export function InvoiceList() {
  const filter = useUrlFilters();
  const companyId = filter.get('bedrijf') || undefined;
  const query = useInfiniteQuery(
    adminInvoicesQuery({ q: filter.get('q') || undefined, bedrijf: companyId }),
  );
  return (
    <>
      {companyId ? (
        <>
          <p>
            Facturen van één bedrijf. <Link to="/beheer/facturen">Alle facturen tonen</Link>
          </p>
          <CompanyOpenTotal companyId={companyId} />
        </>
      ) : null}
      <ListScaffold
        search="Factuurnummer, bestelnummer of klant"
        query={query}
        empty="Geen facturen gevonden."
        table={{ caption: 'Facturen en creditfacturen', columns }}
      />
    </>
  );
}
