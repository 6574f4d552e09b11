import type { ReactNode } from 'react';
import { DELIVERY_LABELS, type DeliveryMethod } from '@shared/domain/rules';

/** An order's status, when it was placed and the buyer's reference, in one line. */
export function OrderHead({
  status,
  placed,
  reference,
  placedBy,
}: {
  status: ReactNode;
  /** The formatted moment the order was placed. */
  placed: string;
  reference?: string;
  /** The colleague who placed it (the company shares its orders). */
  placedBy?: string;
}) {
  return (
    <div className="order-head">
      {status}
      <span>Geplaatst op {placed}</span>
      {placedBy ? <span>Door {placedBy}</span> : null}
      {reference ? <span>Referentie: {reference}</span> : null}
    </div>
  );
}

export interface DeliveryView {
  delivery: DeliveryMethod;
  address?: string;
  notes?: string;
  trackAndTrace?: string;
}

/** How the order comes to the buyer: method, address, notes and track-and-trace. */
export function DeliveryDetails({
  order,
  className,
  children,
}: {
  order: DeliveryView;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <section className={className} aria-labelledby="levering-kop">
      <h2 id="levering-kop">Levering</h2>
      <p>
        {DELIVERY_LABELS[order.delivery]}
        {order.address ? `: ${order.address}` : ''}
      </p>
      {order.notes ? <p>Opmerkingen: {order.notes}</p> : null}
      {order.trackAndTrace ? <p>Track-and-trace: {order.trackAndTrace}</p> : null}
      {children}
    </section>
  );
}
