import { PickSlip } from '@/components/pick-slip';
import { DELIVERY_LABELS } from '@shared/domain/rules';
import { pickSlipLines } from '@shared/domain/shipments';
import type { AdminOrder } from '@shared/schemas/admin/orders';
import { firmName } from '@shared/domain/display-name';

/** Which shipment a slip is for: one that went (its index), or the next one with its lines. */
export type SlipChoice = { shipment: number } | { next: { productId: string; quantity: number }[] };

/** What the warehouse picks for one shipment: products, model numbers and quantities, no prices. */
export function PickList({ order, slip }: { order: AdminOrder; slip: SlipChoice }) {
  const shipments = order.shipments ?? [];
  const index = 'shipment' in slip ? slip.shipment : shipments.length;
  const sending = 'shipment' in slip ? (shipments[index]?.lines ?? []) : slip.next;
  const { pick, later } = pickSlipLines(
    order.lines,
    sending,
    shipments.slice(0, index).map((shipment) => shipment.lines),
  );
  // A first shipment that is the whole order needs no number; a part of it does.
  const part = index > 0 || later.length > 0 ? ` · levering ${index + 1}` : '';
  return (
    <PickSlip
      className="pick-list"
      title={`Paklijst ${order.number}${part}`}
      pick={pick}
      later={later}
      facts={[
        ['Klant', firmName(order.customer)],
        [
          'Levering',
          `${DELIVERY_LABELS[order.delivery]}${order.address ? `: ${order.address}` : ''}`,
        ],
        ['Referentie', order.reference],
        ['Opmerkingen', order.notes],
      ]}
    />
  );
}

/** Prints only the pick list of the page. */
export function printPickList(): void {
  document.body.classList.add('printing-pick-list');
  const done = () => {
    document.body.classList.remove('printing-pick-list');
    window.removeEventListener('afterprint', done);
  };
  window.addEventListener('afterprint', done);
  window.print();
}
