import { addWorkingDays, dutchDayMonth } from './calendar';

/**
 * Stock, lead time and backorders (`nalevering`), the rules of docs/domain-rules.md,
 * "Stock". A product that carries `stockQuantity` is counted: `inStock` is
 * then `stockQuantity > 0`, placing an order takes what is there and the rest follows as a
 * backorder, unless `backorderable` is false. A product without `stockQuantity` (entered
 * before stock was counted) keeps its original flag alone: in stock is orderable
 * without limit, out of stock is not orderable unless `backorderable` is set to true.
 */
export interface StockFields {
  inStock: boolean;
  stockQuantity?: number | undefined;
  leadTimeDays?: number | undefined;
  expectedDate?: string | undefined;
  backorderable?: boolean | undefined;
}

export type AvailabilityKind = 'op_voorraad' | 'nalevering' | 'niet_leverbaar';

export interface Availability {
  kind: AvailabilityKind;
  /** What the catalogue, product page, cart and checkout show. */
  text: string;
  /** When a backorder is expected to be deliverable, `YYYY-MM-DD`, where known. */
  expectedDate?: string;
}

export const NOT_ORDERABLE_TEXT = 'Niet op voorraad';
export const BACKORDER_TEXT = 'Nalevering';

/** The original `inStock` flag, from a counted stock. */
export function inStockFor(stockQuantity: number): boolean {
  return stockQuantity > 0;
}

/** How many can be delivered from stock now; untracked products in stock have no limit. */
export function availableQuantity(product: StockFields): number {
  if (product.stockQuantity !== undefined) return product.stockQuantity;
  return product.inStock ? Number.POSITIVE_INFINITY : 0;
}

/** Whether the missing part may be ordered as a backorder. */
export function isBackorderable(product: StockFields): boolean {
  return product.backorderable ?? product.stockQuantity !== undefined;
}

/** Whether `quantity` of the product can be ordered at all. */
export function canOrder(product: StockFields, quantity = 1): boolean {
  return availableQuantity(product) >= quantity || isBackorderable(product);
}

/**
 * When a backorder can be delivered: the expected date when it is still to come, else the
 * lead time in working days from today; unknown when neither is given.
 */
export function expectedDateOf(product: StockFields, today: string): string | undefined {
  if (product.expectedDate && product.expectedDate >= today) return product.expectedDate;
  if (product.leadTimeDays !== undefined && product.leadTimeDays > 0) {
    return addWorkingDays(today, product.leadTimeDays);
  }
  return undefined;
}

function leadTimeText(days: number): string {
  return `Levertijd ${days} ${days === 1 ? 'werkdag' : 'werkdagen'}`;
}

/**
 * What a product's availability reads: `Op voorraad`; for a backorder `Verwacht 3 december`
 * (a known date), `Levertijd 5 werkdagen` (a lead time) or `Nalevering`; `Niet op voorraad`
 * when it cannot be ordered.
 */
export function availabilityOf(product: StockFields, today: string): Availability {
  if (availableQuantity(product) > 0) return { kind: 'op_voorraad', text: 'Op voorraad' };
  if (!isBackorderable(product)) return { kind: 'niet_leverbaar', text: NOT_ORDERABLE_TEXT };
  const expectedDate = expectedDateOf(product, today);
  if (!expectedDate) return { kind: 'nalevering', text: BACKORDER_TEXT };
  const text =
    expectedDate === product.expectedDate
      ? `Verwacht ${dutchDayMonth(expectedDate)}`
      : leadTimeText(product.leadTimeDays ?? 0);
  return { kind: 'nalevering', text, expectedDate };
}

export interface LineSplit {
  /** Delivered from stock. */
  fromStock: number;
  /** Follows later (`nalevering`). */
  backordered: number;
}

/** How an order line of `quantity` splits into what is in stock and what follows. */
export function splitLine(product: StockFields, quantity: number): LineSplit {
  const fromStock = Math.min(quantity, availableQuantity(product));
  return { fromStock, backordered: quantity - fromStock };
}

/**
 * The stock after an order took `quantity`: never below 0 (what is missing is backordered).
 * Undefined for products whose stock is not counted.
 */
export function stockAfter(product: StockFields, quantity: number): number | undefined {
  if (product.stockQuantity === undefined) return undefined;
  return Math.max(0, product.stockQuantity - quantity);
}

/**
 * The Dutch refusal for a line that cannot be ordered (the cart and the 409 at checkout): only
 * products the admin marked not orderable, or uncounted ones out of stock, get it.
 */
export function notOrderableMessage(name: string): string {
  return `${name} is niet op voorraad.`;
}
