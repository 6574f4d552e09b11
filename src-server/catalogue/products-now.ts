import type { Product } from '@shared/schemas/product';
import { products } from '../collections/products';
import type { Storage } from '../storage/port';

/**
 * Lines to put in the cart again (an accepted offerte, a bestellijst, an earlier order), each
 * with its product as the catalogue has it now, in one read: null when the product is gone or
 * archived. The full product is the trade view: only signed-in members ask for these.
 */
export async function withProductsNow<L extends { productId: string }>(
  storage: Storage,
  lines: readonly L[],
): Promise<(L & { product: Product | null })[]> {
  const found = await products.on(storage).getMany(lines.map((line) => line.productId));
  return lines.map((line, index) => {
    const product = found[index];
    return { ...line, product: product && !product.archived ? product : null };
  });
}
