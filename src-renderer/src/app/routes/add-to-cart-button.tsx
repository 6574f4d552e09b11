import { toast } from '@/components/toasts';
import { useCart } from '@/features/cart/cart-context';
import type { Product } from '@shared/schemas/product';

/** Composes the catalogue with the cart: features do not import each other. */
export function AddToCartButton({
  product,
  quantity = 1,
}: {
  product: Product;
  quantity?: number;
}) {
  const { addToCart } = useCart();
  return (
    <button
      type="button"
      className="button button-primary"
      aria-describedby={`product-${product.id}`}
      disabled={!product.inStock}
      title={product.inStock ? undefined : 'Niet op voorraad'}
      onClick={() => {
        addToCart(product, quantity);
        toast.addedToCart(product.name);
      }}
    >
      In winkelwagen
    </button>
  );
}
