import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { totalColumn, type Column } from '@/components/data-table';
import { optionsOf, TextField } from '@/components/form-field';
import { FilterSelect, ListScaffold } from '@/components/list-scaffold';
import { useUrlFilters } from '@/hooks/use-url-filters';
import { formatDate } from '@/lib/dates';
import { ORDER_STATUSES, ORDER_STATUS_LABELS, type OrderStatus } from '@shared/domain/rules';
import type { AdminOrder } from '@shared/schemas/admin/orders';
import { adminOrdersQuery } from '../api/orders';
import { CustomerCell } from './customer-cell';

export function OrderStatusLabel({ status }: { status: OrderStatus }) {
  return <span className={`status-badge status-${status}`}>{ORDER_STATUS_LABELS[status]}</span>;
}

const columns: Column<AdminOrder>[] = [
  {
    header: 'Bestelling',
    primary: true,
    cell: (order) => (
      <>
        <Link to={`/beheer/bestellingen/${encodeURIComponent(order.id)}`}>{order.number}</Link>
        {order.reference ? <div className="muted">{order.reference}</div> : null}
      </>
    ),
  },
  { header: 'Klant', cell: (order) => <CustomerCell customer={order.customer} /> },
  { header: 'Bedrijf', cell: (order) => order.companyName ?? order.companyId ?? '—' },
  { header: 'Datum', cell: (order) => formatDate(order.createdAt) },
  { header: 'Status', cell: (order) => <OrderStatusLabel status={order.status} /> },
  totalColumn(),
];

/** All customers' orders with search and filters that live in the URL. */
export function OrderList() {
  const filter = useUrlFilters();
  const klant = filter.get('klant');
  const query = useInfiniteQuery(
    adminOrdersQuery({
      q: filter.get('q') || undefined,
      status: filter.get('status') || undefined,
      van: filter.get('van') || undefined,
      tot: filter.get('tot') || undefined,
      klant: klant || undefined,
    }),
  );
  return (
    <>
      {klant ? (
        <p>
          Alleen bestellingen van één klant.{' '}
          <button
            type="button"
            className="button button-ghost"
            onClick={() => filter.set('klant', '')}
          >
            Alle klanten tonen
          </button>
        </p>
      ) : null}
      <ListScaffold
        search="Ordernummer, referentie of klant"
        filters={
          <>
            <FilterSelect
              label="Status"
              param="status"
              options={[['', 'Alle statussen'], ...optionsOf(ORDER_STATUSES, ORDER_STATUS_LABELS)]}
            />
            <TextField
              label="Vanaf"
              type="date"
              value={filter.get('van')}
              onChange={(event) => filter.set('van', event.target.value)}
            />
            <TextField
              label="Tot en met"
              type="date"
              value={filter.get('tot')}
              onChange={(event) => filter.set('tot', event.target.value)}
            />
          </>
        }
        query={query}
        empty="Geen bestellingen gevonden."
        table={{ caption: 'Bestellingen', columns }}
      />
    </>
  );
}
