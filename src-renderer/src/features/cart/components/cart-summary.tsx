import { QuantityInput } from '@/components/quantity-input';
import { LoadError } from '@/components/query-states';
import { Spinner } from '@/components/spinner';
import { formatEuro } from '@shared/domain/money';
import { AMOUNT_LABELS } from '@shared/domain/quote';
import { useQuote } from '../api/get-quote';
import { useCart } from '../cart-context';
import { useRemoveWithUndo } from '../hooks/use-remove-with-undo';
import { EmptyCart } from './empty-cart';
import { RemoveButton } from './remove-button';
import '../cart.css';

/**
 * A short view of the cart for the dashboard. Its figures are the server's quote for delivery
 * without points, the same quote the cart page opens with, so "Totaal excl. btw" is what the
 * user will pay on both pages (after the personal discount), never `cartTotal`
 * (docs/domain-rules.md).
 */
export function CartSummary() {
  const { items, cartCount, updateQuantity } = useCart();
  const { remove, clear } = useRemoveWithUndo();
  const quoteQuery = useQuote(items, 'bezorgen', 0);
  if (items.length === 0) return <EmptyCart />;
  const quote = quoteQuery.data;
  const lineOf = (id: string) => quote?.lines.find((line) => line.productId === id);
  const problemOf = (id: string) => quote?.problems.find((problem) => problem.productId === id);
  return (
    <div className="cart-summary">
      <ul className="cart-lines">
        {items.map((item) => {
          const line = lineOf(item.id);
          const problem = problemOf(item.id);
          return (
            <li key={item.id} className="cart-line">
              <span className="cart-line-name">{item.name}</span>
              {problem ? <p className="line-flag">{problem.message}</p> : null}
              <label className="cart-line-quantity">
                <span className="visually-hidden">Aantal {item.name}</span>
                <QuantityInput
                  value={item.quantity}
                  onCommit={(quantity) => updateQuantity(item.id, quantity)}
                />
              </label>
              <span className="cart-line-total">{line ? formatEuro(line.lineTotal) : '—'}</span>
              <RemoveButton name={item.name} onClick={() => remove(item)} />
            </li>
          );
        })}
      </ul>
      <div
        className="cart-totals"
        aria-busy={quoteQuery.pending || quoteQuery.isFetching}
        aria-live="polite"
      >
        <span>
          {cartCount} {cartCount === 1 ? 'artikel' : 'artikelen'}
        </span>
        {quote ? (
          <strong data-testid="cart-total">
            {AMOUNT_LABELS.totalExclVat}: {formatEuro(quote.totalExclVat)}
          </strong>
        ) : quoteQuery.error ? null : (
          <Spinner size="sm" />
        )}
      </div>
      {quote?.deliveryCost ? (
        <p className="hint">
          Inclusief {formatEuro(quote.deliveryCost)} verzendkosten bij bezorgen.
        </p>
      ) : null}
      {quoteQuery.error && !quote ? (
        <LoadError message={quoteQuery.error.message} onRetry={() => void quoteQuery.refetch()} />
      ) : null}
      <button type="button" className="button button-ghost" onClick={clear}>
        Winkelwagen legen
      </button>
    </div>
  );
}
