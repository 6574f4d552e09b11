import { formatEuro } from '@shared/domain/money';
import { LineStock } from './line-stock';

export interface OrderLineView {
  productId: string;
  name: string;
  modelNumber: string;
  quantity: number;
  unitPrice: number;
  lineTotal: number;
  /** The part that follows later (`nalevering`) and when, on orders and checkout quotes. */
  backordered?: number;
  expectedDate?: string;
}

/** The lines of an order or a quote, with the unit price after discount. */
export function OrderLinesTable({ lines }: { lines: OrderLineView[] }) {
  return (
    <table className="review-lines stacked-table">
      <thead>
        <tr>
          <th scope="col">Product</th>
          <th scope="col">Aantal</th>
          <th scope="col">Prijs per stuk</th>
          <th scope="col">Totaal</th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line) => (
          <tr key={line.productId}>
            <td className="stacked-full">
              {line.name} <span className="product-model">({line.modelNumber})</span>
              <LineStock line={line} />
            </td>
            <td data-label="Aantal">{line.quantity}</td>
            <td data-label="Prijs per stuk">{formatEuro(line.unitPrice)}</td>
            <td data-label="Totaal" className="amount">
              {formatEuro(line.lineTotal)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
