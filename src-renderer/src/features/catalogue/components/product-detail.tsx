import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { StockBadge } from '@/components/stock-badge';
import { apiUrl, imageUrl } from '@/lib/api-base';
import { categoryLabel } from '@shared/domain/rules';
import type { Product } from '@shared/schemas/product';
import { PriceBlock } from './price-block';

/** A product page: image, description, specifications, documents, prices and buying. */
export function ProductDetail({
  product,
  discount,
  buy,
}: {
  product: Product;
  discount: number | null;
  buy?: ReactNode;
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
            {Object.entries(product.specifications).map(([key, value]) => (
              <tr key={key}>
                <th scope="row">{key}</th>
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
    </div>
  );
}
