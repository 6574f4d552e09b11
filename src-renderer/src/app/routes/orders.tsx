import { Link, useSearchParams } from 'react-router-dom';
import { LoadMore } from '@/components/load-more';
import { Page } from '@/components/page';
import { Spinner } from '@/components/spinner';
import { paths } from '@/config/paths';
import { useOrders } from '@/features/orders/api/get-orders';
import { StatusBadge } from '@/features/orders/components/status-timeline';
import { formatEuro } from '@shared/domain/money';
import { ORDER_STATUS_LABELS, ORDER_STATUSES, type OrderStatus } from '@shared/domain/rules';

const date = new Intl.DateTimeFormat('nl-NL', { day: 'numeric', month: 'short', year: 'numeric' });

function isStatus(value: string | null): value is OrderStatus {
  return (ORDER_STATUSES as readonly string[]).includes(value ?? '');
}

export function OrdersPage() {
  const [params, setParams] = useSearchParams();
  const wanted = params.get('status');
  const status = isStatus(wanted) ? wanted : undefined;
  const orders = useOrders(status);
  const items = orders.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <Page title="Bestellingen" intro="Al je bestellingen, met hun status en orderbevestiging.">
      <label className="field inline-field">
        <span>Status</span>
        <select
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
        </select>
      </label>
      {orders.isPending ? (
        <Spinner size="md" />
      ) : orders.isError && !orders.data ? (
        <div className="error-panel" role="alert">
          <p>Je bestellingen konden niet worden geladen. {orders.error.message}</p>
          <button type="button" className="button" onClick={() => void orders.refetch()}>
            Opnieuw proberen
          </button>
        </div>
      ) : items.length === 0 ? (
        <div className="empty-state">
          <p>
            {status
              ? 'Geen bestellingen met deze status.'
              : 'Je hebt nog geen bestellingen geplaatst.'}
          </p>
          <Link to={paths.catalogue} className="button">
            Naar de catalogus
          </Link>
        </div>
      ) : (
        <>
          <table className="orders-table stacked-table">
            <thead>
              <tr>
                <th scope="col">Bestelnummer</th>
                <th scope="col">Datum</th>
                <th scope="col">Referentie</th>
                <th scope="col">Status</th>
                <th scope="col">Totaal incl. btw</th>
              </tr>
            </thead>
            <tbody>
              {items.map((order) => (
                <tr key={order.id}>
                  <td data-label="Bestelnummer">
                    <Link to={paths.order(order.id)}>{order.number}</Link>
                  </td>
                  <td data-label="Datum">{date.format(new Date(order.createdAt))}</td>
                  <td data-label="Referentie">{order.reference || '—'}</td>
                  <td data-label="Status">
                    <StatusBadge status={order.status} />
                  </td>
                  <td data-label="Totaal incl. btw" className="amount">
                    {formatEuro(order.totalInclVat)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {orders.isFetchNextPageError ? (
            <p className="form-error" role="alert">
              {orders.error?.message}
            </p>
          ) : null}
          <LoadMore list={orders} />
        </>
      )}
    </Page>
  );
}
