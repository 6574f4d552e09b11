import { allocate, sumPerRate, vatPerRate, type VatAmount } from './money';
import { basePrice, unitPriceFor } from './pricing';
import {
  CENTS_PER_POINT,
  DELIVERY_COST_CENTS,
  DELIVERY_VAT_RATE,
  FREE_DELIVERY_FROM_CENTS,
  MAX_REDEEM_SHARE_PERCENT,
  POINTS_PER_EURO_EARNED,
  POINTS_REDEEM_STEP,
  type DeliveryMethod,
} from './rules';

/**
 * The one label of each figure on every page and document, so one label never shows two
 * different figures: "Totaal excl. btw" is what the user pays before btw (`totalExclVat`), the
 * figure before the personal discount is the subtotal (`cartTotal`, docs/domain-rules.md).
 */
export const AMOUNT_LABELS = {
  subtotal: 'Subtotaal excl. btw',
  deliveryCost: 'Verzendkosten',
  totalExclVat: 'Totaal excl. btw',
  totalInclVat: 'Totaal incl. btw',
} as const;

/** What a quote needs of a product: the stored product, never the client's copy. */
export interface QuoteProduct {
  id: string;
  name: string;
  modelNumber: string;
  price: number;
  installateurPrijs?: number;
  vatRate: number;
}

export interface QuoteInput {
  lines: { product: QuoteProduct; quantity: number }[];
  discountPercent: number;
  delivery: DeliveryMethod;
  pointsToRedeem: number;
}

export interface QuoteLine {
  productId: string;
  name: string;
  modelNumber: string;
  quantity: number;
  /** Unit price before personal discount (installer price, else price). */
  basePrice: number;
  /** Unit price after personal discount, whole cents. */
  unitPrice: number;
  /** unitPrice × quantity. */
  lineTotal: number;
  vatRate: number;
}

export interface Quote {
  lines: QuoteLine[];
  /** Σ basePrice × quantity. */
  subtotal: number;
  /** What the personal discount takes off. */
  discount: number;
  /** Goods after discount, before points. */
  goodsNet: number;
  pointsRedeemed: number;
  pointsValue: number;
  delivery: DeliveryMethod;
  deliveryCost: number;
  totalExclVat: number;
  vat: VatAmount[];
  totalVat: number;
  totalInclVat: number;
  pointsToEarn: number;
  maxRedeemablePoints: number;
}

/** The most points that may be redeemed on goods worth `goodsNet` cents. */
export function maxRedeemablePoints(goodsNet: number, available: number): number {
  const capCents = Math.floor((goodsNet * MAX_REDEEM_SHARE_PERCENT) / 100);
  const capPoints = Math.floor(capCents / CENTS_PER_POINT);
  const limit = Math.min(capPoints, Math.max(0, available));
  return Math.floor(limit / POINTS_REDEEM_STEP) * POINTS_REDEEM_STEP;
}

/**
 * Computes every amount of an order (docs/domain-rules.md, "Orders"). `pointsToRedeem` must already
 * be allowed (see validateRedemption); amounts are integer cents.
 */
export function computeQuote(input: QuoteInput): Quote {
  const lines: QuoteLine[] = input.lines.map(({ product, quantity }) => {
    const unitPrice = unitPriceFor(product, input.discountPercent);
    return {
      productId: product.id,
      name: product.name,
      modelNumber: product.modelNumber,
      quantity,
      basePrice: basePrice(product),
      unitPrice,
      lineTotal: unitPrice * quantity,
      vatRate: product.vatRate,
    };
  });
  const subtotal = lines.reduce((sum, line) => sum + line.basePrice * line.quantity, 0);
  const goodsNet = lines.reduce((sum, line) => sum + line.lineTotal, 0);
  const pointsValue = input.pointsToRedeem * CENTS_PER_POINT;
  const goodsAfterPoints = goodsNet - pointsValue;
  const deliveryCost =
    input.delivery === 'bezorgen' && goodsNet < FREE_DELIVERY_FROM_CENTS && lines.length > 0
      ? DELIVERY_COST_CENTS
      : 0;

  // The points come off the goods per btw rate, in proportion (ties: the highest rate first).
  const goodsByRate = new Map(
    [...sumPerRate(lines.map((line) => ({ vatRate: line.vatRate, amount: line.lineTotal })))].sort(
      ([a], [b]) => b - a,
    ),
  );
  const pointsByRate = allocate(pointsValue, goodsByRate);
  const vat = vatPerRate([
    ...[...goodsByRate].map(([vatRate, goods]) => ({
      vatRate,
      amount: goods - (pointsByRate.get(vatRate) ?? 0),
    })),
    ...(deliveryCost > 0 ? [{ vatRate: DELIVERY_VAT_RATE, amount: deliveryCost }] : []),
  ]);
  const totalVat = vat.reduce((sum, v) => sum + v.amount, 0);
  const totalExclVat = goodsAfterPoints + deliveryCost;

  return {
    lines,
    subtotal,
    discount: subtotal - goodsNet,
    goodsNet,
    pointsRedeemed: input.pointsToRedeem,
    pointsValue,
    delivery: input.delivery,
    deliveryCost,
    totalExclVat,
    vat,
    totalVat,
    totalInclVat: totalExclVat + totalVat,
    pointsToEarn: Math.floor(goodsAfterPoints / 100) * POINTS_PER_EURO_EARNED,
    maxRedeemablePoints: 0,
  };
}

export type RedemptionProblem = 'not_a_multiple' | 'too_many' | 'not_enough';

/** Checks a redemption against the rules; null when it is allowed. */
export function redemptionProblem(
  points: number,
  goodsNet: number,
  available: number,
): RedemptionProblem | null {
  if (points === 0) return null;
  if (points % POINTS_REDEEM_STEP !== 0) return 'not_a_multiple';
  if (points > available) return 'not_enough';
  if (points > maxRedeemablePoints(goodsNet, Number.MAX_SAFE_INTEGER)) return 'too_many';
  return null;
}
