import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { AmountsTable, discountOwner } from '@/components/amounts-table';
import { OrderLinesTable } from '@/components/order-lines-table';
import { DeliveryDetails, OrderHead } from '@/components/order-view';
import { toast } from '@/components/toasts';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth-context';
import { formatLongDate } from '@/lib/dates';
import type { Order } from '@shared/schemas/order';
import { downloadOrderPdf } from '../api/download-order-pdf';
import { ApprovalNote } from './approval-note';
import { StatusBadge, StatusTimeline } from './status-timeline';

async function pdf(order: Order) {
  try {
    await downloadOrderPdf(order);
  } catch (caught) {
    toast.error((caught as Error).message);
  }
}

/**
 * One order as its buyer sees it: head, approval, actions (`Opnieuw bestellen` through
 * `reorder`), its invoices and installations (slots from the page), timeline, lines, delivery
 * and amounts.
 */
export function OrderDetail({
  order,
  reorder,
  invoices,
  installations,
}: {
  order: Order;
  reorder: { reorder(order: Order): Promise<void>; busy: boolean };
  invoices: ReactNode;
  installations: ReactNode;
}) {
  const { user } = useAuth();
  return (
    <>
      <OrderHead
        status={<StatusBadge status={order.status} />}
        placed={formatLongDate(order.createdAt)}
        reference={order.reference}
        client={
          order.clientId && order.clientName ? (
            <Link to={paths.client(order.clientId)}>{order.clientName}</Link>
          ) : undefined
        }
        offerte={order.offerteNumber}
        placedBy={order.buyer?.name}
      />
      <ApprovalNote order={order} />
      <div className="order-actions no-print">
        <button
          type="button"
          className="button"
          onClick={() => void reorder.reorder(order)}
          disabled={reorder.busy}
        >
          Opnieuw bestellen
        </button>
        <button type="button" className="button" onClick={() => window.print()}>
          Afdrukken
        </button>
        <button type="button" className="button" onClick={() => void pdf(order)}>
          Orderbevestiging (pdf)
        </button>
        <Link to={paths.orders} className="button button-ghost">
          Alle bestellingen
        </Link>
      </div>
      {invoices}
      {installations}
      <StatusTimeline order={order} />
      <OrderLinesTable lines={order.lines} />
      <div className="order-columns">
        <DeliveryDetails order={order}>
          <p className="points-note">
            {order.pointsCredited
              ? `${order.pointsToEarn.toLocaleString('nl-NL')} spaarpunten bijgeschreven.`
              : `${order.pointsToEarn.toLocaleString('nl-NL')} spaarpunten na levering.`}
          </p>
        </DeliveryDetails>
        <section aria-label="Bedragen">
          <AmountsTable amounts={order} whose={discountOwner(order.buyer, user?.email)} />
        </section>
      </div>
    </>
  );
}
