import { useQueries } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { StockBadge } from '@/components/stock-badge';
import type { Product } from '@shared/schemas/product';
import { productQuery } from '../api/get-product';
import { MainPrice } from './price-block';

/**
 * `Past bij`: the accessories the back-office linked to a product, each with its price for the
 * reader and `action` (the page's add-to-cart). Links to products that are gone or archived are
 * left out; without any, no section.
 */
export function FittingProducts({
  ids,
  discount,
  action,
}: {
  ids: readonly string[];
  discount: number | null;
  action: (product: Product) => ReactNode;
}) {
  const results = useQueries({ queries: ids.map((id) => productQuery(id)) });
  const products = results.flatMap((result) =>
    result.data && !result.data.archived ? [result.data] : [],
  );
  if (ids.length === 0 || (products.length === 0 && !results.some((r) => r.isPending))) return null;
  return (
    <section aria-labelledby="past-bij">
      <h2 id="past-bij">Past bij</h2>
      <ul className="fitting-list">
        {products.map((product) => (
          <li key={product.id} className="fitting-item">
            <div>
              <Link to={paths.product(product.id)}>{product.name}</Link>
              <p className="product-model">{product.modelNumber}</p>
            </div>
            <StockBadge product={product} />
            <MainPrice product={product} discount={discount} />
            {action(product)}
          </li>
        ))}
      </ul>
    </section>
  );
}
