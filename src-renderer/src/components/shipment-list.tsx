import type { ReactNode } from 'react';
import { formatLongDate } from '@/lib/dates';
import { trackingOf } from '@shared/domain/carriers';
import type { Shipment } from '@shared/schemas/order';

/**
 * The shipments of an order, each with its lines, carrier, track-and-trace code and a link to
 * the carrier's tracking page (`Volg je zending bij PostNL`), and the expected delivery day
 * where known. `action` adds a control per shipment (the back-office's correction).
 */
export function ShipmentList({
  order,
  shipments,
  action,
}: {
  order: { address?: string; lines?: { productId: string; modelNumber: string }[] };
  shipments: Shipment[];
  action?: (shipment: Shipment) => ReactNode;
}) {
  const models = new Map(order.lines?.map((line) => [line.productId, line.modelNumber]));
  return (
    <ol className="shipment-list" aria-label="Zendingen">
      {shipments.map((shipment, index) => {
        const tracking = trackingOf(shipment.carrier, shipment.trackingCode, order.address);
        return (
          <li key={shipment.id}>
            <strong>
              {shipments.length > 1 ? `Deellevering ${index + 1}` : 'Zending'} met{' '}
              {shipment.carrier}
            </strong>{' '}
            <span className="admin-muted">
              (
              {shipment.lines
                .map((line) => `${line.quantity} × ${models.get(line.productId) ?? line.productId}`)
                .join(', ')}
              )
            </span>
            <br />
            <span>Track-and-trace: {tracking.code}</span>
            {tracking.url ? (
              <>
                {' '}
                <a href={tracking.url} target="_blank" rel="noopener noreferrer">
                  Volg je zending bij {shipment.carrier}
                </a>
              </>
            ) : null}
            <br />
            {`Verzonden op ${formatLongDate(shipment.shippedAt)}`}
            {shipment.deliveredAt
              ? ` · Geleverd op ${formatLongDate(shipment.deliveredAt)}`
              : shipment.expectedDeliveryDate
                ? ` · Verwachte levering: ${formatLongDate(shipment.expectedDeliveryDate)}`
                : null}
            {action?.(shipment)}
          </li>
        );
      })}
    </ol>
  );
}
