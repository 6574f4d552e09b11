import { useEffect, useRef } from 'react';
import { DataTable, type Column } from '@/components/data-table';

/** What a pick slip shows of a placed counter order. */
export interface PickSlipOrder {
  number: string;
  clientName: string;
  reference: string;
  delivery: 'afhalen' | 'bezorgen';
  address: string;
  lines: { productId: string; name: string; modelNumber: string; quantity: number }[];
  placedAt: string;
}

type SlipLine = PickSlipOrder['lines'][number];

const SLIP_COLUMNS: Column<SlipLine>[] = [
  { header: 'Aantal', cell: (line) => line.quantity },
  { header: 'Artikelnummer', cell: (line) => line.modelNumber },
  { header: 'Product', cell: (line) => line.name },
  // An empty box to tick on paper.
  { header: 'Gepakt', cell: () => <span className="pick-slip-check" /> },
];

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

/** The slip the warehouse picks from: on screen after placing, and alone on paper. */
export function PickSlip({ order }: { order: PickSlipOrder }) {
  return (
    <article className="pick-slip" aria-labelledby="paklijst-kop">
      <h2 id="paklijst-kop">Paklijst {order.number}</h2>
      <OrderBarcode value={order.number} />
      <dl className="pick-slip-facts">
        <dt>Klant</dt>
        <dd>{order.clientName}</dd>
        <dt>Referentie</dt>
        <dd>{order.reference || '—'}</dd>
        <dt>Levering</dt>
        <dd>
          {order.delivery === 'afhalen' ? 'Afhalen aan de balie' : `Bezorgen: ${order.address}`}
        </dd>
        <dt>Geplaatst</dt>
        <dd>{new Date(order.placedAt).toLocaleString('nl-NL')}</dd>
      </dl>
      <DataTable
        caption={`Te pakken voor ${order.number}`}
        className="pick-slip-lines"
        cards={false}
        columns={SLIP_COLUMNS}
        rows={order.lines}
        rowKey={(line) => line.productId}
      />
    </article>
  );
}
