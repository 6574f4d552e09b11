import { QuantityInput } from '@/components/quantity-input';
import { formatEuro } from '@shared/domain/money';
import { useCart } from '../cart-context';
import { useRemoveWithUndo } from '../hooks/use-remove-with-undo';
import { EmptyCart } from './empty-cart';
import { RemoveButton } from './remove-button';
import '../cart.css';

/** A short view of the cart for the dashboard. */
export function CartSummary() {
  const { items, cartCount, cartTotal, updateQuantity } = useCart();
  const { remove, clear } = useRemoveWithUndo();
  if (items.length === 0) return <EmptyCart />;
  return (
    <div className="cart-summary">
      <ul className="cart-lines">
        {items.map((item) => (
          <li key={item.id} className="cart-line">
            <span className="cart-line-name">{item.name}</span>
            <label className="cart-line-quantity">
              <span className="visually-hidden">Aantal {item.name}</span>
              <QuantityInput
                value={item.quantity}
                onCommit={(quantity) => updateQuantity(item.id, quantity)}
              />
            </label>
            <span className="cart-line-total">{formatEuro(item.price * item.quantity)}</span>
            <RemoveButton name={item.name} onClick={() => remove(item)} />
          </li>
        ))}
      </ul>
      <p className="cart-totals">
        <span>
          {cartCount} {cartCount === 1 ? 'artikel' : 'artikelen'}
        </span>
        <strong data-testid="cart-total">Totaal excl. btw: {formatEuro(cartTotal)}</strong>
      </p>
      <button type="button" className="button button-ghost" onClick={clear}>
        Winkelwagen legen
      </button>
    </div>
  );
}
