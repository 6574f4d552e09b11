import { formatEuro } from '@shared/domain/money';
import { basePrice, unitPriceFor } from '@shared/domain/pricing';
import type { Product } from '@shared/schemas/product';

/**
 * Visitors see the advisory price; signed-in users also see the installer price and their
 * own price after personal discount. All prices excl. btw.
 */
export function PriceBlock({ product, discount }: { product: Product; discount: number | null }) {
  return (
    <dl className="price-block">
      <div className={discount === null ? 'price-main' : 'price-advice'}>
        <dt>Adviesprijs excl. btw</dt>
        <dd>{formatEuro(product.price)}</dd>
      </div>
      {discount === null ? null : (
        <>
          <div>
            <dt>Installateursprijs</dt>
            <dd>{formatEuro(basePrice(product))}</dd>
          </div>
          <div className="price-main">
            <dt>Jouw prijs</dt>
            <dd>{formatEuro(unitPriceFor(product, discount))}</dd>
          </div>
        </>
      )}
    </dl>
  );
}

/** The one price that counts for the user, for the compact list: theirs, or the advice price. */
export function MainPrice({ product, discount }: { product: Product; discount: number | null }) {
  return (
    <p className="main-price">
      <span>{discount === null ? 'Adviesprijs' : 'Jouw prijs'}</span>{' '}
      {formatEuro(discount === null ? product.price : unitPriceFor(product, discount))}
    </p>
  );
}
