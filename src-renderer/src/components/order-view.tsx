import type { ReactNode } from 'react';
import { DELIVERY_LABELS, type DeliveryMethod } from '@shared/domain/rules';
import type { Shipment } from '@shared/schemas/order';
import { ShipmentList } from './shipment-list';
import './order-view.css';

/** An order's status, when it was placed, the buyer's reference, client and offerte, in one line. */
export function OrderHead({
  status,
  placed,
  reference,
  client,
  offerte,
  placedBy,
}: {
  status: ReactNode;
  /** The formatted moment the order was placed. */
  placed: string;
  reference?: string;
  /** The installer's client the order is for: a name, or a link to the client. */
  client?: ReactNode;
  /** The accepted offerte the order came from (`OFF-YYYY-NNNNN`). */
  offerte?: string | undefined;
  /** The colleague who placed it (the company shares its orders). */
  placedBy?: string;
}) {
  return (
    <div className="order-head">
      {status}
      <span>Geplaatst op {placed}</span>
      {placedBy ? <span>Door {placedBy}</span> : null}
      {reference ? <span>Referentie: {reference}</span> : null}
      {client ? <span>Voor klant: {client}</span> : null}
      {offerte ? <span>Offerte: {offerte}</span> : null}
    </div>
  );
}

export interface DeliveryView {
  delivery: DeliveryMethod;
  address?: string;
  notes?: string;
  trackAndTrace?: string;
  shipments?: Shipment[];
  lines?: { productId: string; modelNumber: string }[];
}

/** How the order comes to the buyer: method, address, notes and the shipments with tracking. */
export function DeliveryDetails({
  order,
  className,
  children,
  shipmentAction,
}: {
  order: DeliveryView;
  className?: string;
  children?: ReactNode;
  /** A control per shipment (the back-office's correction of carrier and code). */
  shipmentAction?: (shipment: Shipment) => ReactNode;
}) {
  return (
    <section className={className} aria-labelledby="levering-kop">
      <h2 id="levering-kop">Levering</h2>
      <p>
        {DELIVERY_LABELS[order.delivery]}
        {order.address ? `: ${order.address}` : ''}
      </p>
      {order.notes ? <p>Opmerkingen: {order.notes}</p> : null}
      {order.shipments?.length ? (
        <ShipmentList order={order} shipments={order.shipments} action={shipmentAction} />
      ) : order.trackAndTrace ? (
        <p>Track-and-trace: {order.trackAndTrace}</p>
      ) : null}
      {children}
    </section>
  );
}
