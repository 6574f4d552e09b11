import { DataTable, type Column } from '@/components/data-table';
import { QuantityInput } from '@/components/quantity-input';
import { formatEuro } from '@shared/domain/money';
import type { CartItem } from '@shared/cart/cart-schema';

/** What the server said about a line: the dealer's own price and the stock. */
export interface LinePrice {
  unitPrice: number;
  lineTotal: number;
  inStock: boolean;
  /** The availability as the shop shows it (`Op voorraad`, `Nalevering · Verwacht 3 december`). */
  availability?: string | undefined;
}

interface Row {
  line: CartItem;
  price: LinePrice | undefined;
}

/** The running list: the dealer's prices come from the server's quote, never from here. */
export function CounterLines({
  lines,
  priceOf,
  onQuantity,
  onRemove,
}: {
  lines: CartItem[];
  priceOf: (productId: string) => LinePrice | undefined;
  onQuantity: (id: string, quantity: number) => void;
  onRemove: (id: string) => void;
}) {
  if (lines.length === 0) {
    return <p className="counter-empty">Nog niets gescand. Typ of scan een artikelnummer.</p>;
  }
  const columns: Column<Row>[] = [
    { header: 'Product', primary: true, cell: ({ line }) => line.name },
    { header: 'Artikelnummer', cell: ({ line }) => line.modelNumber },
    {
      header: 'Aantal',
      cell: ({ line }) => (
        <QuantityInput
          className="counter-quantity"
          aria-label={`Aantal ${line.name}`}
          value={line.quantity}
          onCommit={(quantity) => onQuantity(line.id, quantity)}
        />
      ),
    },
    {
      header: 'Prijs per stuk',
      align: 'amount',
      cell: ({ price }) => (price ? formatEuro(price.unitPrice) : '…'),
    },
    {
      header: 'Totaal',
      align: 'amount',
      cell: ({ price }) => (price ? formatEuro(price.lineTotal) : '…'),
    },
    {
      header: 'Voorraad',
      cell: ({ line, price }) =>
        price?.availability ??
        ((price?.inStock ?? line.inStock) ? 'Op voorraad' : 'Niet op voorraad'),
    },
    {
      header: 'Verwijderen',
      cell: ({ line }) => (
        <button
          type="button"
          className="button button-ghost"
          aria-label={`${line.name} verwijderen`}
          onClick={() => onRemove(line.id)}
        >
          Verwijderen
        </button>
      ),
    },
  ];
  return (
    <DataTable
      caption="Regels van deze verkoop"
      columns={columns}
      rows={lines.map((line) => ({ line, price: priceOf(line.id) }))}
      rowKey={(row) => row.line.id}
    />
  );
}
