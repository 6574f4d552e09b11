import { inStockFor, splitLine, stockAfter } from '@shared/domain/stock';
import type { OrderLine } from '@shared/schemas/order';
import { products } from '../collections/products';
import type { StorageTransaction } from '../storage/port';
import { stockMoved } from '../catalogue-files/version';
import { stockOfProductsChanged } from '../catalogue/catalogue';
import { backorderOf, type LoadedCheckout } from './quote';
import type { Storage } from '../storage/port';

/**
 * Takes the ordered quantities from counted stock inside the placing transaction (after its
 * reads: the lines were read in it) and answers each line's backordered part. Stock never goes
 * below 0; what is missing follows as a backorder.
 */
export function reserveStock(
  tx: StorageTransaction,
  lines: LoadedCheckout['lines'],
  today: string,
): Map<string, Pick<OrderLine, 'backordered' | 'expectedDate'>> {
  const split = new Map<string, Pick<OrderLine, 'backordered' | 'expectedDate'>>();
  for (const { productId, product, quantity } of lines) {
    if (!product) continue;
    const { backordered } = splitLine(product, quantity);
    if (backordered > 0) split.set(productId, backorderOf(product, backordered, today));
    const left = stockAfter(product, quantity);
    if (left !== undefined) {
      products.in(tx).update(productId, { stockQuantity: left, inStock: inStockFor(left) });
    }
  }
  return split;
}

/** The order with each line's backordered part, as `reserveStock` answered it. */
export function withBackorders<O extends { lines: OrderLine[] }>(
  order: O,
  backorders: ReturnType<typeof reserveStock>,
): O {
  return {
    ...order,
    lines: order.lines.map((line) => ({ ...line, ...backorders.get(line.productId) })),
  };
}

/**
 * A cancelled order gives back what it took from stock (not its backordered part). Reads
 * first, then writes, as a transaction wants.
 */
export async function releaseStock(tx: StorageTransaction, lines: OrderLine[]): Promise<string[]> {
  const taken = lines.filter((line) => line.quantity - (line.backordered ?? 0) > 0);
  const stored = await products.in(tx).getMany(taken.map((line) => line.productId));
  const released: string[] = [];
  taken.forEach((line, index) => {
    const product = stored[index];
    if (product?.stockQuantity === undefined) return;
    const stockQuantity = product.stockQuantity + line.quantity - (line.backordered ?? 0);
    products.in(tx).update(line.productId, { stockQuantity, inStock: inStockFor(stockQuantity) });
    released.push(line.productId);
  });
  return released;
}

/** After a transaction changed stock: the catalogue shows the new figures at once. */
export function stockChanged(storage: Storage, productIds: Iterable<string>): void {
  let moved = false;
  for (const id of productIds) {
    stockOfProductsChanged(storage, id);
    moved = true;
  }
  // The CSV export shows stock: it is made again when next asked.
  if (moved) stockMoved(storage);
}
