import { toast } from '@/components/toasts';
import { useCart } from '@/features/cart/cart-context';
import { canOrder } from '@shared/domain/stock';
import type { Product } from '@shared/schemas/product';

/** Composes the catalogue with the cart: features do not import each other. */
export function AddToCartButton({
  product,
  quantity = 1,
  secondary = false,
}: {
  product: Product;
  quantity?: number;
  /** Beside another product's button (`Past bij`): `Toevoegen`, named after its product. */
  secondary?: boolean;
}) {
  const { addToCart } = useCart();
  // Out of stock is orderable as a backorder unless the product is marked not orderable.
  const orderable = canOrder(product) && !product.archived;
  return (
    <button
      type="button"
      className={secondary ? 'button' : 'button button-primary'}
      aria-describedby={secondary ? undefined : `product-${product.id}`}
      disabled={!orderable}
      title={orderable ? undefined : 'Niet op voorraad'}
      onClick={() => {
        addToCart(product, quantity);
        toast.addedToCart(product.name);
      }}
    >
      {secondary ? (
        <>
          Toevoegen<span className="visually-hidden"> {product.name} aan winkelwagen</span>
        </>
      ) : (
        'In winkelwagen'
      )}
    </button>
  );
}
