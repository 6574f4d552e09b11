import type { CategorySlug } from '@shared/domain/rules';
import type { Product } from '@shared/schemas/product';
import { catalogueOf } from '../catalogue/catalogue';
import type { Storage } from '../storage/port';

/** The categories the advice draws from: water-side heat pumps, tanks and accessories. */
const ADVICE_CATEGORIES: CategorySlug[] = [
  'lucht-water',
  'bodem-water',
  'hybride',
  'boilers-buffervaten',
  'toebehoren',
];

/**
 * Products that carry structured heat-pump or accessory data, as the API returns them. The
 * catalogue finds them (on SQLite with an index, on a worker thread) and keeps the list until a
 * product changes: scanning every product per calculation took seconds at 100,000 products.
 */
export function calculatorProducts(storage: Storage): Promise<Product[]> {
  return catalogueOf(storage).advice(ADVICE_CATEGORIES);
}
