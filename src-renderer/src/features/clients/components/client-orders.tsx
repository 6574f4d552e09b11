import { Link } from 'react-router-dom';
import { ClientPagedRows } from './client-rows';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/dates';
import { formatEuro } from '@shared/domain/money';
import { ORDER_STATUS_LABELS } from '@shared/domain/rules';
import { useClientOrders } from '../api/get-client-orders';

/** The orders linked to this client. */
export function ClientOrders({ clientId }: { clientId: string }) {
  return (
    <ClientPagedRows
      query={useClientOrders(clientId)}
      what="De bestellingen"
      empty="Nog geen bestellingen gekoppeld. Kies deze klant bij het afrekenen."
      more="Meer bestellingen laden"
      row={(order) => (
        <>
          <Link to={paths.order(order.id)}>{order.number}</Link>
          <span>{formatDate(order.createdAt)}</span>
          <span>{ORDER_STATUS_LABELS[order.status]}</span>
          <span>{formatEuro(order.totalInclVat)}</span>
        </>
      )}
    />
  );
}
