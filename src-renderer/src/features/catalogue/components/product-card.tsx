import type { ReactNode } from 'react';
import { categoryLabel } from '@shared/domain/rules';
import type { Product } from '@shared/schemas/product';
import { apiUrl } from '@/lib/api-client';
import { PriceBlock } from './price-block';

export function ProductCard({
  product,
  discount,
  action,
}: {
  product: Product;
  discount: number | null;
  action?: ReactNode;
}) {
  const headingId = `product-${product.id}`;
  return (
    <article className="product-card" aria-labelledby={headingId}>
      <img
        src={apiUrl(product.imageUrl)}
        alt=""
        width={400}
        height={320}
        loading="lazy"
        decoding="async"
      />
      <div className="product-card-body">
        <p className="product-category">{categoryLabel(product.category)}</p>
        <h2 id={headingId}>{product.name}</h2>
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
        <p className={product.inStock ? 'stock in-stock' : 'stock out-of-stock'}>
          {product.inStock ? 'Op voorraad' : 'Niet op voorraad'}
        </p>
        <PriceBlock product={product} discount={discount} />
        {action}
      </div>
    </article>
  );
}
