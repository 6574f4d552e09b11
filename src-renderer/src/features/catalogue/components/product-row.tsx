import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { StockBadge } from '@/components/stock-badge';
import { imageUrl } from '@/lib/api-base';
import { categoryLabel } from '@shared/domain/rules';
import type { Product } from '@shared/schemas/product';
import { PriceBlock } from './price-block';

/** A product in the catalogue list, the price for the user's discount and the actions. */
export interface ProductRowProps {
  product: Product;
  discount: number | null;
  action?: ReactNode;
}

/** One product in the catalogue list: image, name, key specifications, stock and prices. */
export function ProductRow({ product, discount, action }: ProductRowProps) {
  const headingId = `product-${product.id}`;
  return (
    <article className="product-row" aria-labelledby={headingId}>
      <img
        src={imageUrl(product.imageUrl)}
        alt=""
        width={120}
        height={96}
        loading="lazy"
        decoding="async"
      />
      <div className="product-row-main">
        <p className="product-category">{categoryLabel(product.category)}</p>
        <h2 id={headingId}>
          <Link to={paths.product(product.id)}>{product.name}</Link>
        </h2>
        <p className="product-model">Type {product.modelNumber}</p>
        <ul className="product-specs">
          {Object.entries(product.specifications)
            .slice(0, 3)
            .map(([key, value]) => (
              <li key={key}>
                <span>{key}</span> {value}
              </li>
            ))}
        </ul>
      </div>
      <div className="product-row-buy">
        <StockBadge product={product} />
        <PriceBlock product={product} discount={discount} />
        {action}
      </div>
    </article>
  );
}

export function ProductRowPlaceholder({ compact = false }: { compact?: boolean }) {
  return (
    <div
      className={`${compact ? 'product-line' : 'product-row'} product-row-placeholder`}
      aria-hidden="true"
    />
  );
}
