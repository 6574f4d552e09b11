import { inStockFor, splitLine, stockAfter } from '@shared/domain/stock';
import type { OrderLine } from '@shared/schemas/order';
import { products } from '../collections/products';
import type { StorageTransaction } from '../storage/port';
import { stockMoved } from '../catalogue-files/version';
import { stockOfProductsChanged } from '../catalogue/catalogue';
import { backorderOf, type LoadedCheckout } from './quote';
import type { Storage } from '../storage/port';
import { diff, recordAudit, SYSTEM } from '../audit/audit';

/** The order whose placing or cancelling moved stock, for the log. */
interface StockCause {
  orderNumber: string;
  at: Date;
}

/**
 * Writes the new stock of a product and logs it as the portal's own change (`Systeem`): no
 * admin counted it, an order took it or gave it back.
 */
function moveStock(
  tx: StorageTransaction,
  productId: string,
  before: { stockQuantity?: number | undefined; inStock: boolean },
  stockQuantity: number,
  action: string,
  at: Date,
): void {
  const after = { stockQuantity, inStock: inStockFor(stockQuantity) };
  products.in(tx).update(productId, after);
  const changes = diff(before, after, ['stockQuantity', 'inStock']);
  if (changes.length > 0) {
    recordAudit(tx, { actor: SYSTEM, entity: 'product', entityId: productId, action, changes, at });
  }
}

/**
 * Takes the ordered quantities from counted stock inside the placing transaction (after its
 * reads: the lines were read in it) and answers each line's backordered part. Stock never goes
 * below 0; what is missing follows as a backorder.
 */
export function reserveStock(
  tx: StorageTransaction,
  lines: LoadedCheckout['lines'],
  today: string,
  cause: StockCause,
): Map<string, Pick<OrderLine, 'backordered' | 'expectedDate'>> {
  const split = new Map<string, Pick<OrderLine, 'backordered' | 'expectedDate'>>();
  for (const { productId, product, quantity } of lines) {
    if (!product) continue;
    const { backordered } = splitLine(product, quantity);
    if (backordered > 0) split.set(productId, backorderOf(product, backordered, today));
    const left = stockAfter(product, quantity);
    if (left !== undefined) {
      const action = `voorraad naar bestelling ${cause.orderNumber}`;
      moveStock(tx, productId, product, left, action, cause.at);
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
export async function releaseStock(
  tx: StorageTransaction,
  lines: OrderLine[],
  cause: StockCause,
): Promise<string[]> {
  const taken = lines.filter((line) => line.quantity - (line.backordered ?? 0) > 0);
  const stored = await products.in(tx).getMany(taken.map((line) => line.productId));
  const released: string[] = [];
  taken.forEach((line, index) => {
    const product = stored[index];
    if (product?.stockQuantity === undefined) return;
    const stockQuantity = product.stockQuantity + line.quantity - (line.backordered ?? 0);
    const action = `voorraad terug van geannuleerde bestelling ${cause.orderNumber}`;
    moveStock(tx, line.productId, product, stockQuantity, action, cause.at);
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
