import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { toast } from '@/components/toasts';
import { AmountsTable, discountOwner } from '@/components/amounts-table';
import { useAuth } from '@/lib/auth-context';
import { OrderLinesTable } from '@/components/order-lines-table';
import { DeliveryDetails, OrderHead } from '@/components/order-view';
import { Page } from '@/components/page';
import { paths } from '@/config/paths';
import { formatLongDate } from '@/lib/dates';
import { productQuery } from '@/features/catalogue/api/get-product';
import { useCart } from '@/features/cart/cart-context';
import { downloadOrderPdf } from '@/features/orders/api/download-order-pdf';
import { ApprovalNote } from '@/features/orders/components/approval-note';
import { OrderInvoices } from '@/features/invoices/components/order-invoices';
import { useOrder } from '@/features/orders/api/get-order';
import { StatusBadge, StatusTimeline } from '@/features/orders/components/status-timeline';
import { canOrder } from '@shared/domain/stock';
import type { Order } from '@shared/schemas/order';
import type { CartJob } from '@shared/cart/cart-sync';
import type { Product } from '@shared/schemas/product';
import { OrderInstallationsSlot } from './order-installations-slot';
import { RecordError } from './record-error';

/** What an order was for: its delivery, reference, notes, client and offerte. */
function jobOf(order: Order): CartJob {
  return {
    delivery: order.delivery,
    address: order.address,
    reference: order.reference,
    notes: order.notes,
    ...(order.clientId ? { clientId: order.clientId, clientName: order.clientName ?? '' } : {}),
    ...(order.offerteNumber ? { offerteNumber: order.offerteNumber } : {}),
  };
}

export function OrderPage() {
  const { id = '' } = useParams();
  const orderQuery = useOrder(id);
  const queryClient = useQueryClient();
  const { addLines } = useCart();
  const { user } = useAuth();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);

  if (!orderQuery.isSuccess) return <RecordError record="bestelling" query={orderQuery} />;
  const order = orderQuery.data;

  /** Puts the lines back in the cart at today's prices: the products are read afresh. */
  async function reorder() {
    setBusy(true);
    const skipped: string[] = [];
    const lines: { product: Product; quantity: number }[] = [];
    for (const line of order.lines) {
      try {
        const product = await queryClient.fetchQuery({
          ...productQuery(line.productId),
          staleTime: 0,
        });
        if (canOrder(product) && !product.archived)
          lines.push({ product, quantity: line.quantity });
        else skipped.push(line.name);
      } catch {
        skipped.push(line.name);
      }
    }
    setBusy(false);
    // The job comes along: whoever orders again does not type it again, on any device.
    addLines(lines, jobOf(order));
    if (skipped.length) toast.error(`Niet toegevoegd (niet leverbaar): ${skipped.join(', ')}`);
    else toast.success('De producten staan weer in je winkelwagen.');
    navigate(paths.cart);
  }

  async function pdf() {
    try {
      await downloadOrderPdf(order);
    } catch (caught) {
      toast.error((caught as Error).message);
    }
  }

  return (
    <Page title={`Bestelling ${order.number}`}>
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
        <button type="button" className="button" onClick={reorder} disabled={busy}>
          Opnieuw bestellen
        </button>
        <button type="button" className="button" onClick={() => window.print()}>
          Afdrukken
        </button>
        <button type="button" className="button" onClick={pdf}>
          Orderbevestiging (pdf)
        </button>
        <Link to={paths.orders} className="button button-ghost">
          Alle bestellingen
        </Link>
      </div>
      <OrderInvoices orderId={order.id} />
      <OrderInstallationsSlot order={order} />
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
    </Page>
  );
}
