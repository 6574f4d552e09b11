import { formatEuro } from '@shared/domain/money';

export interface OrderLineView {
  productId: string;
  name: string;
  modelNumber: string;
  quantity: number;
  unitPrice: number;
  lineTotal: number;
}

/** The lines of an order or a quote, with the unit price after discount. */
export function OrderLinesTable({ lines }: { lines: OrderLineView[] }) {
  return (
    <table className="review-lines">
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
            <td>
              {line.name} <span className="product-model">({line.modelNumber})</span>
            </td>
            <td>{line.quantity}</td>
            <td>{formatEuro(line.unitPrice)}</td>
            <td className="amount">{formatEuro(line.lineTotal)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
