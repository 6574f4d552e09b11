import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { StockBadge } from '@/components/stock-badge';
import { MainPrice } from './price-block';
import type { ProductRowProps } from './product-row';

/**
 * One product on one line, for the compact list: name and model number, its first
 * specification, availability, the price that counts for the user and the actions.
 */
export function ProductLine({ product, discount, action }: ProductRowProps) {
  const headingId = `product-${product.id}`;
  const [spec] = Object.entries(product.specifications);
  return (
    <article className="product-line" aria-labelledby={headingId}>
      <div className="product-line-name">
        <h2 id={headingId}>
          <Link to={paths.product(product.id)}>{product.name}</Link>
        </h2>
        <p className="product-model">{product.modelNumber}</p>
      </div>
      <p className="product-line-spec">
        {spec ? (
          <>
            <span>{spec[0]}</span> {spec[1]}
          </>
        ) : null}
      </p>
      <StockBadge product={product} />
      <MainPrice product={product} discount={discount} />
      <div className="product-line-actions">{action}</div>
    </article>
  );
}
