import { percentOf } from './money';
import { DISCOUNT_PERCENT } from './rules';

interface Priced {
  price: number;
  installateurPrijs?: number;
}

/** The base a user pays from: the installer price when present, else the price. */
export function basePrice(product: Priced): number {
  return product.installateurPrijs ?? product.price;
}

/** The unit price after the personal discount (a percentage 0..100), in whole cents. */
export function unitPriceFor(product: Priced, discountPercent: number): number {
  const discount = Math.min(DISCOUNT_PERCENT.max, Math.max(DISCOUNT_PERCENT.min, discountPercent));
  return percentOf(basePrice(product), 100 - discount);
}
