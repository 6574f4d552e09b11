import { dutchDay } from '@shared/domain/calendar';
import { availabilityOf, BACKORDER_TEXT, type StockFields } from '@shared/domain/stock';

const CLASS_OF = {
  op_voorraad: 'in-stock',
  nalevering: 'backorder',
  niet_leverbaar: 'out-of-stock',
} as const;

/**
 * A product's availability as the catalogue, the product page and the cart show it:
 * `Op voorraad`, `Nalevering · Verwacht 3 december`, `Nalevering · Levertijd 5 werkdagen`,
 * `Nalevering` or `Niet op voorraad` (src-shared/domain/stock.ts).
 */
export function StockBadge({ product }: { product: StockFields }) {
  const availability = availabilityOf(product, dutchDay(new Date()));
  const text =
    availability.kind === 'nalevering' && availability.text !== BACKORDER_TEXT
      ? `${BACKORDER_TEXT} · ${availability.text}`
      : availability.text;
  return <p className={`stock ${CLASS_OF[availability.kind]}`}>{text}</p>;
}
