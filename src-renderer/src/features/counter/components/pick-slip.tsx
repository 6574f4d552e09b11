import { useEffect, useRef } from 'react';
import { PickSlip as SlipView } from '@/components/pick-slip';
import { formatDateTime } from '@/lib/dates';
import { pickSlipLines, readyToShip } from '@shared/domain/shipments';
import type { OrderLine } from '@shared/schemas/order';

/** What a pick slip shows of a placed counter order. */
export interface PickSlipOrder {
  number: string;
  clientName: string;
  reference: string;
  delivery: 'afhalen' | 'bezorgen';
  address: string;
  lines: Pick<
    OrderLine,
    'productId' | 'name' | 'modelNumber' | 'quantity' | 'backordered' | 'expectedDate'
  >[];
  placedAt: string;
}

/** The order number as a Code 128 barcode, drawn as SVG (sharp on any printer). */
function OrderBarcode({ value }: { value: string }) {
  const svg = useRef<SVGSVGElement>(null);
  useEffect(() => {
    let cancelled = false;
    void import('jsbarcode').then(({ default: JsBarcode }) => {
      if (cancelled || !svg.current) return;
      JsBarcode(svg.current, value, { format: 'CODE128', height: 56, margin: 0, fontSize: 14 });
    });
    return () => {
      cancelled = true;
    };
  }, [value]);
  return <svg ref={svg} role="img" aria-label={`Streepjescode ${value}`} />;
}

/**
 * The slip of the first shipment, on screen after placing and alone on paper: what is in stock
 * now, and the backordered units apart.
 */
export function PickSlip({ order }: { order: PickSlipOrder }) {
  const { pick, later } = pickSlipLines(
    order.lines,
    readyToShip({ status: 'ontvangen', lines: order.lines }),
  );
  return (
    <SlipView
      title={`Paklijst ${order.number}`}
      pick={pick}
      later={later}
      facts={[
        ['Klant', order.clientName],
        ['Referentie', order.reference || '—'],
        [
          'Levering',
          order.delivery === 'afhalen' ? 'Afhalen aan de balie' : `Bezorgen: ${order.address}`,
        ],
        ['Geplaatst', formatDateTime(order.placedAt)],
      ]}
    >
      <OrderBarcode value={order.number} />
    </SlipView>
  );
}
