import { toast } from '@/components/toasts';
import type { CartItem } from '@shared/cart/cart';
import { useCart } from '../cart-context';

const UNDO_MS = 8_000;

/**
 * Removing a line or emptying the cart, each with a toast that offers `Ongedaan maken`:
 * a slip of the finger never costs a cart.
 */
export function useRemoveWithUndo() {
  const { items, removeFromCart, clearCart, restoreItems } = useCart();

  function offerUndo(message: string, snapshot: CartItem[]) {
    toast.custom(
      (dismiss) => (
        <span className="toast-with-action">
          {message}
          <button
            type="button"
            className="button button-small"
            onClick={() => {
              restoreItems(snapshot);
              dismiss();
            }}
          >
            Ongedaan maken
          </button>
        </span>
      ),
      { duration: UNDO_MS },
    );
  }

  return {
    remove(item: CartItem) {
      removeFromCart(item.id);
      offerUndo(`${item.name} is uit je winkelwagen gehaald.`, items);
    },
    clear() {
      clearCart();
      offerUndo('Je winkelwagen is leeggemaakt.', items);
    },
  };
}
