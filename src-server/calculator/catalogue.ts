import { DEFAULT_DISCOUNT_PERCENT, type CategorySlug } from '@shared/domain/rules';
import type { Product } from '@shared/schemas/product';
import { COLLECTIONS, toProduct } from '../records';
import { skippedProductMessage } from '../shop/catalogue-text';
import type { DocumentData, Storage } from '../storage/port';

/** The categories the advice draws from: water-side heat pumps, tanks and accessories. */
const ADVICE_CATEGORIES: CategorySlug[] = [
  'lucht-water',
  'bodem-water',
  'hybride',
  'boilers-buffervaten',
  'toebehoren',
];

/** Products that carry structured heat-pump or accessory data, as the API returns them. */
export async function calculatorProducts(storage: Storage): Promise<Product[]> {
  const lists = await Promise.all(
    ADVICE_CATEGORIES.map((category) =>
      storage.query(COLLECTIONS.products, {
        where: [{ field: 'category', op: '==', value: category }],
      }),
    ),
  );
  return lists.flat().flatMap((doc) => {
    const product = adviceProduct(doc.id, doc.data);
    return product ? [product] : [];
  });
}

/**
 * A product the advice may offer: with calculator data and not archived. A record that does
 * not fit the schema is left out (and logged), as in the catalogue, never a failed advice.
 */
function adviceProduct(id: string, data: DocumentData): Product | null {
  let product: Product;
  try {
    product = toProduct(id, data);
  } catch (error) {
    console.warn(skippedProductMessage(id, error));
    return null;
  }
  if (product.archived) return null;
  return product.heatPump !== undefined || product.accessory !== undefined ? product : null;
}

/** The user's personal discount percentage, as stored on the profile. */
export async function discountOf(storage: Storage, uid: string): Promise<number> {
  const profile = await storage.get(COLLECTIONS.users, uid);
  return typeof profile?.discount === 'number' ? profile.discount : DEFAULT_DISCOUNT_PERCENT;
}
