import { formatEuro } from '@shared/domain/money';
import { useCart } from '../cart-context';
import { EmptyCart } from './empty-cart';

/** A short view of the cart for the dashboard. */
export function CartSummary() {
  const { items, cartCount, cartTotal, updateQuantity, removeFromCart, clearCart } = useCart();
  if (items.length === 0) return <EmptyCart />;
  return (
    <div className="cart-summary">
      <ul className="cart-lines">
        {items.map((item) => (
          <li key={item.id} className="cart-line">
            <span className="cart-line-name">{item.name}</span>
            <label className="cart-line-quantity">
              <span className="visually-hidden">Aantal {item.name}</span>
              <input
                type="number"
                min={0}
                max={999}
                value={item.quantity}
                onChange={(event) => updateQuantity(item.id, Number(event.target.value))}
              />
            </label>
            <span className="cart-line-total">{formatEuro(item.price * item.quantity)}</span>
            <button
              type="button"
              className="button button-ghost"
              onClick={() => removeFromCart(item.id)}
              aria-label={`Verwijder ${item.name}`}
            >
              Verwijderen
            </button>
          </li>
        ))}
      </ul>
      <p className="cart-totals">
        <span>
          {cartCount} {cartCount === 1 ? 'artikel' : 'artikelen'}
        </span>
        <strong data-testid="cart-total">Totaal excl. btw: {formatEuro(cartTotal)}</strong>
      </p>
      <button type="button" className="button button-ghost" onClick={clearCart}>
        Winkelwagen legen
      </button>
    </div>
  );
}
