import { Link } from 'react-router-dom';
import { PagedList } from '@/components/query-states';
import { ClientRows } from './client-rows';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/dates';
import { formatEuro } from '@shared/domain/money';
import { ORDER_STATUS_LABELS } from '@shared/domain/rules';
import { useClientOrders } from '../api/get-client-orders';

/** The orders linked to this client. */
export function ClientOrders({ clientId }: { clientId: string }) {
  return (
    <PagedList
      query={useClientOrders(clientId)}
      what="De bestellingen"
      empty="Nog geen bestellingen gekoppeld. Kies deze klant bij het afrekenen."
      more="Meer bestellingen laden"
    >
      {(items) => (
        <ClientRows items={items}>
          {(order) => (
            <>
              <Link to={paths.order(order.id)}>{order.number}</Link>
              <span>{formatDate(order.createdAt)}</span>
              <span>{ORDER_STATUS_LABELS[order.status]}</span>
              <span>{formatEuro(order.totalInclVat)}</span>
            </>
          )}
        </ClientRows>
      )}
    </PagedList>
  );
}
