import { Link } from 'react-router-dom';
import { formatEuro } from '@shared/domain/money';
import { ORDER_STATUSES, ORDER_STATUS_LABELS, type OrderStatus } from '@shared/domain/rules';
import { useAdminOrders } from '../api/get-admin-orders';
import { useUrlFilters as useFilterParams } from '@/hooks/use-url-filters';
import { PagedList } from './query-states';
import { SearchForm } from './search-form';
import { SelectField } from './select-field';

const date = new Intl.DateTimeFormat('nl-NL', { dateStyle: 'medium' });

export function OrderStatusLabel({ status }: { status: OrderStatus }) {
  return <span className={`status-badge status-${status}`}>{ORDER_STATUS_LABELS[status]}</span>;
}

/** All customers' orders with search and filters that live in the URL. */
export function OrderList() {
  const filter = useFilterParams();
  const filters = {
    q: filter.get('q') || undefined,
    status: filter.get('status') || undefined,
    van: filter.get('van') || undefined,
    tot: filter.get('tot') || undefined,
    klant: filter.get('klant') || undefined,
  };
  const query = useAdminOrders(filters);

  return (
    <>
      <SearchForm
        value={filter.get('q')}
        placeholder="Ordernummer, referentie of klant"
        onSearch={(text) => filter.set('q', text)}
      >
        <SelectField
          label="Status"
          value={filter.get('status')}
          onChange={(e) => filter.set('status', e.target.value)}
        >
          <option value="">Alle statussen</option>
          {ORDER_STATUSES.map((status) => (
            <option key={status} value={status}>
              {ORDER_STATUS_LABELS[status]}
            </option>
          ))}
        </SelectField>
        <label className="field">
          Vanaf
          <input
            type="date"
            value={filter.get('van')}
            onChange={(e) => filter.set('van', e.target.value)}
          />
        </label>
        <label className="field">
          Tot en met
          <input
            type="date"
            value={filter.get('tot')}
            onChange={(e) => filter.set('tot', e.target.value)}
          />
        </label>
      </SearchForm>
      {filters.klant ? (
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
      <PagedList query={query} empty="Geen bestellingen gevonden.">
        {(orders) => (
          <div className="admin-table-wrap">
            <table className="admin-table">
              <caption className="visually-hidden">Bestellingen</caption>
              <thead>
                <tr>
                  <th scope="col">Bestelling</th>
                  <th scope="col">Klant</th>
                  <th scope="col" className="hide-narrow">
                    Datum
                  </th>
                  <th scope="col">Status</th>
                  <th scope="col" className="hide-narrow">
                    Totaal incl. btw
                  </th>
                </tr>
              </thead>
              <tbody>
                {orders.map((order) => (
                  <tr key={order.id}>
                    <td>
                      <Link to={`/beheer/bestellingen/${encodeURIComponent(order.id)}`}>
                        {order.number}
                      </Link>
                      {order.reference ? (
                        <div className="admin-muted">{order.reference}</div>
                      ) : null}
                    </td>
                    <td>
                      {order.customer.company || order.customer.name || order.customer.email}
                      <div className="admin-muted">{order.customer.email}</div>
                    </td>
                    <td className="hide-narrow">{date.format(new Date(order.createdAt))}</td>
                    <td>
                      <OrderStatusLabel status={order.status} />
                    </td>
                    <td className="hide-narrow amount">{formatEuro(order.totalInclVat)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </PagedList>
    </>
  );
}
