import { Link } from 'react-router-dom';
import { LineStock } from '@/components/line-stock';
import { paths } from '@/config/paths';
import { imageUrl } from '@/lib/api-base';
import { formatEuro } from '@shared/domain/money';
import { useCart } from '../cart-context';
import type { CartQuote } from '../hooks/use-cart-quote';
import { useRemoveWithUndo } from '../hooks/use-remove-with-undo';
import { QuantityStepper } from './quantity-stepper';
import { RemoveButton } from './remove-button';

/**
 * The cart's lines as a table: each product with its price today (and a flag when that
 * changed since it was added, or when it cannot be ordered), its quantity and its total.
 */
export function CartLines({ pricing }: { pricing: CartQuote }) {
  const { items, updateQuantity } = useCart();
  const { remove } = useRemoveWithUndo();
  return (
    <table className="cart-table stacked-table">
      <thead>
        <tr>
          <th scope="col">Product</th>
          <th scope="col">Prijs per stuk</th>
          <th scope="col">Aantal</th>
          <th scope="col">Totaal</th>
          <th scope="col">
            <span className="visually-hidden">Acties</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {items.map((item) => {
          const line = pricing.lineOf(item.id);
          const problem = pricing.problemOf(item.id);
          const priceChanged = line && line.basePrice !== item.price;
          return (
            <tr key={item.id} className={problem ? 'has-problem' : undefined}>
              <td className="stacked-full">
                <div className="cart-product">
                  <img src={imageUrl(item.imageUrl)} alt="" width={64} height={52} />
                  <div>
                    <Link to={paths.product(item.id)}>{item.name}</Link>
                    <div className="product-model">Type {item.modelNumber}</div>
                    {problem ? (
                      <p className="line-flag">{problem.message}</p>
                    ) : line ? (
                      <LineStock line={line} />
                    ) : null}
                    {priceChanged ? (
                      <p className="line-flag">
                        Prijs gewijzigd: was {formatEuro(item.price)}, nu{' '}
                        {formatEuro(line.basePrice)}.
                      </p>
                    ) : null}
                  </div>
                </div>
              </td>
              <td data-label="Prijs per stuk">{line ? formatEuro(line.unitPrice) : '—'}</td>
              <td data-label="Aantal">
                <QuantityStepper
                  name={item.name}
                  value={item.quantity}
                  onChange={(quantity) => updateQuantity(item.id, quantity)}
                />
              </td>
              <td data-label="Totaal" className="amount">
                {line ? formatEuro(line.lineTotal) : '—'}
              </td>
              <td className="cart-actions">
                <RemoveButton name={item.name} onClick={() => remove(item)} />
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
