import { LoadMore } from '@/components/load-more';
import { Link } from 'react-router-dom';
import { Spinner } from '@/components/spinner';
import { paths } from '@/config/paths';
import { formatEuro } from '@shared/domain/money';
import { ORDER_STATUS_LABELS } from '@shared/domain/rules';
import { useClientOrders } from '../api/get-client-orders';

const date = new Intl.DateTimeFormat('nl-NL', { day: 'numeric', month: 'short', year: 'numeric' });

/** The orders linked to this client. */
export function ClientOrders({ clientId }: { clientId: string }) {
  const orders = useClientOrders(clientId);
  if (orders.isPending) return <Spinner size="sm" />;
  if (orders.isError) {
    return (
      <p className="error-panel" role="alert">
        De bestellingen konden niet worden geladen. {orders.error.message}
      </p>
    );
  }
  const items = orders.data.pages.flatMap((page) => page.items);
  if (items.length === 0) {
    return (
      <p className="empty-state">
        Nog geen bestellingen gekoppeld. Kies deze klant bij het afrekenen.
      </p>
    );
  }
  return (
    <>
      <ul className="client-order-list">
        {items.map((order) => (
          <li key={order.id}>
            <Link to={paths.order(order.id)}>{order.number}</Link>
            <span>{date.format(new Date(order.createdAt))}</span>
            <span>{ORDER_STATUS_LABELS[order.status]}</span>
            <span>{formatEuro(order.totalInclVat)}</span>
          </li>
        ))}
      </ul>
      <LoadMore list={orders}>Meer bestellingen laden</LoadMore>
    </>
  );
}
