import { Link, useSearchParams } from 'react-router-dom';
import { DataTable, type Column } from '@/components/data-table';
import { SelectField } from '@/components/form-field';
import { Page } from '@/components/page';
import { PagedList } from '@/components/query-states';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/dates';
import { useOrders } from '@/features/orders/api/get-orders';
import { StatusBadge } from '@/features/orders/components/status-timeline';
import { formatEuro } from '@shared/domain/money';
import { ORDER_STATUS_LABELS, ORDER_STATUSES, type OrderStatus } from '@shared/domain/rules';
import type { Order } from '@shared/schemas/order';
import { useMember } from '@/hooks/use-member';

function isStatus(value: string | null): value is OrderStatus {
  return (ORDER_STATUSES as readonly string[]).includes(value ?? '');
}

const columns: Column<Order>[] = [
  {
    header: 'Bestelnummer',
    cell: (order) => <Link to={paths.order(order.id)}>{order.number}</Link>,
  },
  { header: 'Datum', cell: (order) => formatDate(order.createdAt) },
  { header: 'Referentie', cell: (order) => order.reference || '—' },
  { header: 'Besteld door', cell: (order) => order.buyer?.name || '—' },
  { header: 'Status', cell: (order) => <StatusBadge status={order.status} /> },
  { header: 'Totaal incl. btw', align: 'amount', cell: (order) => formatEuro(order.totalInclVat) },
];

export function OrdersPage() {
  const [params, setParams] = useSearchParams();
  const wanted = params.get('status');
  const status = isStatus(wanted) ? wanted : undefined;
  const orders = useOrders(status);
  const { inFirm } = useMember();

  return (
    <Page
      title="Bestellingen"
      intro={
        inFirm
          ? 'De bestellingen van je bedrijf, met hun status en orderbevestiging.'
          : 'Al je bestellingen, met hun status en orderbevestiging.'
      }
    >
      <SelectField
        label="Status"
        fieldClassName="inline-field"
        value={status ?? ''}
        onChange={(event) =>
          setParams(event.target.value ? { status: event.target.value } : {}, { flushSync: true })
        }
      >
        <option value="">Alle statussen</option>
        {ORDER_STATUSES.map((s) => (
          <option key={s} value={s}>
            {ORDER_STATUS_LABELS[s]}
          </option>
        ))}
      </SelectField>
      <PagedList
        query={orders}
        what={inFirm ? 'De bestellingen' : 'Je bestellingen'}
        empty={
          status ? (
            'Geen bestellingen met deze status.'
          ) : (
            <>
              {inFirm
                ? 'Je bedrijf heeft nog geen bestellingen geplaatst.'
                : 'Je hebt nog geen bestellingen geplaatst.'}{' '}
              <Link to={paths.catalogue}>Naar de catalogus</Link>
            </>
          )
        }
      >
        {(items) => (
          <DataTable
            caption="Bestellingen"
            className="orders-table"
            columns={columns}
            rows={items}
            rowKey={(order) => order.id}
          />
        )}
      </PagedList>
    </Page>
  );
}
