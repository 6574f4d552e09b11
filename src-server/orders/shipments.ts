import { normaliseTrackingCode, type Carrier } from '@shared/domain/carriers';
import { isoMoment } from '@shared/domain/dates';
import type { AuditChange } from '@shared/schemas/admin/audit';
import type { AdminStatusChange } from '@shared/schemas/admin/orders';
import type { WithId } from '../collections/collection';
import type { StoredOrder } from '../collections/orders';
import type { Order, Shipment } from '@shared/schemas/order';
import { unshippedOf } from '@shared/domain/shipments';
import { ApiError } from '../errors';

/**
 * Partial deliveries: an order ships in one or more shipments, each with some of its lines, a
 * carrier and a code. The order is `verzonden` from the first shipment and may become
 * `geleverd` only when every line is shipped (what is open: src-shared/domain/shipments.ts).
 */

function invalid(field: string, message: string): ApiError {
  return new ApiError(400, 'ongeldige_invoer', message, { [field]: message });
}

/** The requested lines of a shipment checked against what is left; all that is left by default. */
export function shipmentLines(
  order: Pick<Order, 'lines' | 'shipments' | 'status'>,
  requested: { productId: string; quantity: number }[] | undefined,
): Shipment['lines'] {
  const left = unshippedOf(order);
  if (!requested) return [...left].map(([productId, quantity]) => ({ productId, quantity }));
  const names = new Map(order.lines.map((line) => [line.productId, line.name]));
  const chosen = new Map<string, number>();
  for (const { productId, quantity } of requested) {
    chosen.set(productId, (chosen.get(productId) ?? 0) + quantity);
  }
  for (const [productId, quantity] of chosen) {
    const name = names.get(productId);
    if (name === undefined) throw invalid('lines', 'Deze regel hoort niet bij de bestelling.');
    const open = left.get(productId) ?? 0;
    if (quantity > open) {
      throw invalid(
        'lines',
        open === 0
          ? `${name} is al helemaal verzonden.`
          : `Van ${name} ${open === 1 ? 'is' : 'zijn'} nog ${open} te verzenden, niet ${quantity}.`,
      );
    }
  }
  return [...chosen].map(([productId, quantity]) => ({ productId, quantity }));
}

/** The carrier and code a shipment needs, both required for `verzonden`. */
export function requiredTracking(change: {
  carrier?: Carrier | undefined;
  trackAndTrace?: string | undefined;
}): { carrier: Carrier; trackingCode: string } {
  if (!change.carrier) throw invalid('carrier', 'Kies een vervoerder voor deze levering.');
  const code = change.trackAndTrace?.trim() ?? '';
  if (!code) {
    throw invalid(
      'trackAndTrace',
      'Vul de track-and-tracecode in: die is nodig voor de status Verzonden.',
    );
  }
  return { carrier: change.carrier, trackingCode: normaliseTrackingCode(code) };
}

/** A new shipment numbered after the ones before it. */
export function nextShipment(
  order: Pick<Order, 'shipments'>,
  fields: Omit<Shipment, 'id'>,
): Shipment {
  return { id: `levering-${(order.shipments?.length ?? 0) + 1}`, ...fields };
}

/** Refuses `geleverd` while lines are still to ship. */
export function assertAllShipped(order: Pick<Order, 'lines' | 'shipments' | 'status'>): void {
  if (order.status !== 'verzonden' || unshippedOf(order).size === 0) return;
  throw new ApiError(
    409,
    'nog_niet_verzonden',
    'Nog niet alles is verzonden: verstuur eerst de overige regels, daarna kan de bestelling naar Geleverd.',
  );
}

function describeLines(order: Order, lines: Shipment['lines']): string {
  const models = new Map(order.lines.map((line) => [line.productId, line.modelNumber]));
  return lines
    .map((line) => `${line.quantity} × ${models.get(line.productId) || line.productId}`)
    .join(', ');
}

/** The shipment of a `verzonden` change, as fields of the order and lines of the audit. */
export function shipOrder(
  order: WithId<StoredOrder>,
  change: Pick<AdminStatusChange, 'lines' | 'expectedDeliveryDate'>,
  tracking: { carrier: Carrier; trackingCode: string },
  now: Date,
): { patch: Partial<StoredOrder>; changes: AuditChange[] } {
  const shipment = nextShipment(order, {
    lines: shipmentLines(order, change.lines),
    ...tracking,
    shippedAt: isoMoment(now),
    ...(change.expectedDeliveryDate ? { expectedDeliveryDate: change.expectedDeliveryDate } : {}),
  });
  return {
    patch: {
      shipments: [...(order.shipments ?? []), shipment],
      trackAndTrace: tracking.trackingCode,
    },
    changes: [
      {
        field: 'shipment',
        before: '—',
        after: `${shipment.id}: ${describeLines(order, shipment.lines)}`,
      },
      { field: 'carrier', before: '—', after: tracking.carrier },
      // The new shipment's own code: the order's code so far is an earlier shipment's, which
      // did not change (it read as if shipment 1's code had been replaced).
      { field: 'trackingCode', before: '—', after: tracking.trackingCode },
    ],
  };
}
