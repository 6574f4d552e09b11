import { Link } from 'react-router-dom';
import { AmountsTable } from '@/components/amounts-table';
import { OrderLinesTable } from '@/components/order-lines-table';
import { Page } from '@/components/page';
import { Spinner } from '@/components/spinner';
import { DELIVERY_LABELS, ORDER_STATUS_LABELS } from '@shared/domain/rules';
import { useAdminOrder } from '../api/get-admin-order';
import { AuditLog } from './audit-log';
import { OrderStatusLabel } from './order-list';
import { OrderStatusForm } from './order-status-form';
import { PickList, printPickList } from './pick-list';

const dateTime = new Intl.DateTimeFormat('nl-NL', { dateStyle: 'long', timeStyle: 'short' });

/** One order as the back-office sees it: lines, customer, delivery, status and log. */
export function OrderDetail({ id }: { id: string }) {
  const query = useAdminOrder(id);
  if (query.isPending) return <Spinner />;
  if (query.error) {
    return (
      <Page title="Bestelling">
        <p className="error-panel" role="alert">
          {query.error.message}
        </p>
        <Link to="/beheer/bestellingen">Terug naar de bestellingen</Link>
      </Page>
    );
  }
  const order = query.data;
  return (
    <Page title={`Bestelling ${order.number}`}>
      <div className="order-head">
        <OrderStatusLabel status={order.status} />
        <span>Geplaatst op {dateTime.format(new Date(order.createdAt))}</span>
        {order.reference ? <span>Referentie: {order.reference}</span> : null}
      </div>
      <div className="admin-toolbar no-print">
        <button type="button" className="button" onClick={printPickList}>
          Paklijst afdrukken
        </button>
        <Link to="/beheer/bestellingen" className="button button-ghost">
          Alle bestellingen
        </Link>
      </div>
      <div className="admin-grid">
        <section className="admin-card" aria-labelledby="klant-kop">
          <h2 id="klant-kop">Klant</h2>
          <p>
            <Link to={`/beheer/gebruikers/${encodeURIComponent(order.customer.id)}`}>
              {order.customer.name || order.customer.email}
            </Link>
            {order.customer.company ? <br /> : null}
            {order.customer.company}
            <br />
            <a href={`mailto:${order.customer.email}`}>{order.customer.email}</a>
            {order.customer.phone ? (
              <>
                <br />
                {order.customer.phone}
              </>
            ) : null}
          </p>
        </section>
        <section className="admin-card" aria-labelledby="levering-kop">
          <h2 id="levering-kop">Levering</h2>
          <p>
            {DELIVERY_LABELS[order.delivery]}
            {order.address ? `: ${order.address}` : ''}
          </p>
          {order.notes ? <p>Opmerkingen: {order.notes}</p> : null}
          {order.trackAndTrace ? <p>Track-and-trace: {order.trackAndTrace}</p> : null}
        </section>
        <section className="admin-card no-print" aria-labelledby="status-kop">
          <h2 id="status-kop">Status</h2>
          <ol className="admin-muted">
            {order.statusHistory.map((entry) => (
              <li key={`${entry.status}-${entry.at}`}>
                {ORDER_STATUS_LABELS[entry.status]}: {dateTime.format(new Date(entry.at))}
              </li>
            ))}
          </ol>
          <OrderStatusForm key={order.status} order={order} />
        </section>
      </div>
      <div className="admin-scroll">
        <OrderLinesTable lines={order.lines} />
      </div>
      <section aria-label="Bedragen" className="admin-grid">
        <AmountsTable amounts={order} />
      </section>
      <div className="no-print">
        <AuditLog entity="order" id={order.id} />
      </div>
      <PickList order={order} />
    </Page>
  );
}
