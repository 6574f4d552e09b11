import { useState } from 'react';
import { DataTable } from '@/components/data-table';
import { formatEuro } from '@shared/domain/money';
import type { OrderListLine } from '@shared/schemas/order-list';
import type { Product } from '@shared/schemas/product';
import '../order-lists.css';

/**
 * The lines of a list, each with a checkbox: `In winkelwagen` takes the ticked lines (all at
 * first), so part of a list can go back in the cart. Products no longer sold cannot be ticked.
 */
export function OrderListLines({
  lines,
  onAdd,
}: {
  lines: OrderListLine[];
  onAdd: (lines: { product: Product; quantity: number }[]) => void;
}) {
  const [skipped, setSkipped] = useState<ReadonlySet<string>>(new Set());
  const chosen = lines.flatMap((line) =>
    line.product && !skipped.has(line.productId)
      ? [{ product: line.product, quantity: line.quantity }]
      : [],
  );
  const toggle = (id: string, on: boolean) =>
    setSkipped((was) => {
      const next = new Set(was);
      if (on) next.delete(id);
      else next.add(id);
      return next;
    });
  return (
    <>
      <DataTable<OrderListLine>
        caption="Regels van de bestellijst"
        rowKey={(line) => line.productId}
        rows={lines}
        columns={[
          {
            header: 'Meenemen',
            cell: (line) => (
              <input
                type="checkbox"
                aria-label={`Meenemen: ${line.name}`}
                disabled={!line.product}
                checked={Boolean(line.product) && !skipped.has(line.productId)}
                onChange={(event) => toggle(line.productId, event.target.checked)}
              />
            ),
          },
          {
            header: 'Product',
            primary: true,
            cell: (line) => (
              <>
                {line.name}
                <div className="product-model">Type {line.modelNumber}</div>
                {line.product ? null : <p className="line-flag">Niet meer leverbaar.</p>}
              </>
            ),
          },
          { header: 'Aantal', align: 'amount', cell: (line) => line.quantity },
          {
            header: 'Installateursprijs',
            align: 'amount',
            cell: (line) =>
              line.product ? formatEuro(line.product.installateurPrijs ?? line.product.price) : '—',
          },
        ]}
      />
      <div className="form-actions">
        <button
          type="button"
          className="button button-primary"
          disabled={chosen.length === 0}
          onClick={() => onAdd(chosen)}
        >
          In winkelwagen
        </button>
        <span className="hint">
          {chosen.length} van {lines.length} regels gekozen.
        </span>
      </div>
    </>
  );
}
