import type { Product } from '@shared/schemas/product';
import { products } from '../collections/products';
import type { Storage } from '../storage/port';
import { skippedProductMessage } from '@shared/catalogue/search-text';

const BATCH = 500;
/** Products per read for files made in the background while requests are answered. */
export const BACKGROUND_BATCH = 100;

/** A turn of the event loop: other requests are answered before the work goes on. */
export const nextTurn = () => new Promise<void>((done) => setImmediate(done));

/**
 * Every product, archived ones included, by name, in batches with a turn of the event loop
 * between them: for work over the whole catalogue (100,000 products) that must not stop other
 * requests. A record that does not fit the schema is left out and logged, as in the catalogue.
 */
export async function* productBatches(
  storage: Storage,
  /** Only this category's products (an index on category and name). */
  category?: string,
  /**
   * Products per read. Reading and checking one takes the event loop's thread: files made in
   * the background read small batches, so no request waits long behind one.
   */
  batchSize = BATCH,
): AsyncGenerator<Product[]> {
  let cursor: string | undefined;
  do {
    const batch = await products.on(storage).page(
      {
        ...(category ? { where: [{ field: 'category', op: '==', value: category }] } : {}),
        orderBy: [{ field: 'name' }],
      },
      { limit: batchSize, ...(cursor ? { cursor } : {}) },
      { onInvalid: (error) => console.warn(skippedProductMessage(error.id, error)) },
    );
    yield batch.items;
    cursor = batch.nextCursor ?? undefined;
    await nextTurn();
  } while (cursor);
}
