import { products } from '../../src-server/collections/products';
import type { Storage } from '../../src-server/storage/port';
import type { Product } from '@shared/schemas/product';
import { storedProduct } from '../fixtures/product';

/**
 * Puts whole products (`makeProduct` with these fields) in the catalogue under their ids, as
 * the catalogue stores them: services read products through their schema.
 */
export async function storeProducts(
  storage: Storage,
  byId: Record<string, Partial<Product>>,
): Promise<void> {
  for (const [id, fields] of Object.entries(byId)) {
    await products.on(storage).set(id, storedProduct(fields));
  }
}
