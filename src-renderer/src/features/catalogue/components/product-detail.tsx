import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { StockBadge } from '@/components/stock-badge';
import { apiUrl, imageUrl } from '@/lib/api-base';
import { categoryLabel } from '@shared/domain/rules';
import { productFactRows } from '@shared/catalogue/product-facts';
import type { Product } from '@shared/schemas/product';
import { PriceBlock } from './price-block';

/**
 * A product page: image, description, specifications (every fact once, product-facts.ts),
 * documents, prices and buying, then what fits it (`fitting`).
 */
export function ProductDetail({
  product,
  discount,
  buy,
  fitting,
}: {
  product: Product;
  discount: number | null;
  buy?: ReactNode;
  /** The `Past bij` section, composed by the page (it adds to the cart). */
  fitting?: ReactNode;
}) {
  return (
    <div className="product-detail">
      <nav aria-label="Kruimelpad" className="breadcrumbs">
        <Link to={paths.catalogue}>Catalogus</Link> ›{' '}
        <Link to={`${paths.catalogue}?categorie=${product.category}`}>
          {categoryLabel(product.category)}
        </Link>
      </nav>
      <div className="product-detail-grid">
        <img
          src={imageUrl(product.imageUrl)}
          alt={`Afbeelding van ${product.name}`}
          width={400}
          height={320}
        />
        <div>
          <p className="product-model">Type {product.modelNumber}</p>
          <p>{product.description}</p>
          <StockBadge product={product} />
          <PriceBlock product={product} discount={discount} />
          {buy}
        </div>
      </div>
      <section aria-labelledby="specificaties">
        <h2 id="specificaties">Specificaties</h2>
        <table className="spec-table">
          <tbody>
            {productFactRows(product).map(({ label, value }) => (
              <tr key={label}>
                <th scope="row">{label}</th>
                <td>{value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <section aria-labelledby="documenten">
        <h2 id="documenten">Documenten</h2>
        {product.documents.length ? (
          <ul className="document-list">
            {product.documents.map((document) => (
              <li key={document.url}>
                <a href={apiUrl(document.url)} download>
                  {document.title} (pdf)
                </a>
              </li>
            ))}
          </ul>
        ) : (
          <p className="empty-state">Voor dit product zijn nog geen documenten beschikbaar.</p>
        )}
      </section>
      {fitting}
    </div>
  );
}
