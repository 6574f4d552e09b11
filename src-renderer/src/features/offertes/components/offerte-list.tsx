import { Link } from 'react-router-dom';
import { DataTable } from '@/components/data-table';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/dates';
import { formatEuro } from '@shared/domain/money';
import type { OfferteListItem } from '@shared/schemas/offerte';
import { OfferteStatusBadge } from './offerte-status';

export function OfferteList({ offertes }: { offertes: OfferteListItem[] }) {
  return (
    <DataTable
      caption="Offertes"
      rows={offertes}
      rowKey={(offerte) => offerte.id}
      columns={[
        {
          header: 'Offerte',
          primary: true,
          cell: (offerte) => (
            <Link to={paths.offerte(offerte.id)}>
              {offerte.number}
              {offerte.version > 1 ? ` (versie ${offerte.version})` : ''}
            </Link>
          ),
        },
        { header: 'Klant', cell: (offerte) => offerte.clientName || '—' },
        {
          header: 'Status',
          cell: (offerte) => <OfferteStatusBadge status={offerte.status} order={offerte.order} />,
        },
        { header: 'Geldig tot', cell: (offerte) => formatDate(`${offerte.validUntil}T12:00:00Z`) },
        {
          header: 'Totaal incl. btw',
          align: 'amount',
          cell: (offerte) => formatEuro(offerte.totalInclVatCents),
        },
      ]}
    />
  );
}
