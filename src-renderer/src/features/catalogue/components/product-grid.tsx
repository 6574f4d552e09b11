import type { ReactNode } from 'react';
import { Spinner } from '@/components/spinner';
import type { Product } from '@shared/schemas/product';
import { useProducts, type ProductsQuery } from '../api/get-products';
import { ProductCard } from './product-card';

/** Products from the API with loading, error and empty states. */
export function ProductGrid({
  query,
  discount,
  renderAction,
}: {
  query?: ProductsQuery;
  discount: number | null;
  renderAction?: (product: Product) => ReactNode;
}) {
  const { state, retry } = useProducts(query);
  if (state.status === 'loading') return <Spinner size="md" />;
  if (state.status === 'error') {
    return (
      <div className="error-panel" role="alert">
        <p>De producten konden niet worden geladen. {state.message}</p>
        <button type="button" className="button" onClick={retry}>
          Opnieuw proberen
        </button>
      </div>
    );
  }
  if (state.data.items.length === 0) {
    return <p className="empty-state">Er zijn in deze categorie nog geen producten.</p>;
  }
  return (
    <>
      <p className="result-count">{state.data.total} producten</p>
      <div className="product-grid">
        {state.data.items.map((product) => (
          <ProductCard
            key={product.id}
            product={product}
            discount={discount}
            action={renderAction?.(product)}
          />
        ))}
      </div>
    </>
  );
}
