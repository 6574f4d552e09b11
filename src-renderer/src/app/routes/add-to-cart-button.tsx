import toast from 'react-hot-toast';
import { useCart } from '@/features/cart/cart-context';
import type { Product } from '@shared/schemas/product';

/** Composes the catalogue with the cart: features do not import each other. */
export function AddToCartButton({ product }: { product: Product }) {
  const { addToCart } = useCart();
  return (
    <button
      type="button"
      className="button button-primary"
      aria-describedby={`product-${product.id}`}
      onClick={() => {
        addToCart(product);
        toast.success(`${product.name} staat in je winkelwagen.`);
      }}
    >
      In winkelwagen
    </button>
  );
}
