import {
  computeQuote,
  maxRedeemablePoints,
  redemptionProblem,
  type Quote,
} from '@shared/domain/quote';
import { mayDo } from '@shared/domain/company';
import { DEFAULT_DISCOUNT_PERCENT } from '@shared/domain/rules';
import {
  availabilityOf,
  canOrder,
  expectedDateOf,
  notOrderableMessage,
  splitLine,
} from '@shared/domain/stock';
import type { QuoteRequest, QuoteResponse } from '@shared/schemas/order';
import { mergedQuantities } from '@shared/schemas/order';
import { ApiError } from '../errors';
import type { DocumentReader } from '../collections/collection';
import { products as productsCollection, type StoredProduct } from '../collections/products';
import { firmPointsOf } from '../collections/company-points';
import { users, type StoredUser } from '../collections/users';
import { companyOfRecord } from '../policy/access';
import type { Storage } from '../storage/port';

/** The storage itself or a transaction: the quote reads the same way in both. */
export type Reader = DocumentReader;

interface LoadedLine {
  productId: string;
  quantity: number;
  /** The stored product; null when it no longer exists. */
  product: StoredProduct | null;
}

/** What a checkout is priced from: the stored products, the stored profile, the firm's points. */
export interface LoadedCheckout {
  lines: LoadedLine[];
  profile: StoredUser | null;
  discount: number;
  /** The firm whose points this member spends, and its balance. */
  companyId: string;
  points: number;
  /** Whether the member's role may redeem the firm's points (the role table, `spaarpunten`). */
  mayRedeem: boolean;
}

/** A priced checkout: every amount, the redeemable points and the lines that cannot be ordered. */
export interface PricedCheckout extends LoadedCheckout {
  quote: Quote;
  problems: { productId: string; message: string }[];
}

const REDEMPTION_MESSAGES = {
  not_a_multiple: 'Spaarpunten wissel je in per 100 punten.',
  not_enough: 'Je bedrijf heeft niet genoeg spaarpunten.',
  too_many: 'Je kunt met spaarpunten hoogstens de helft van het goederenbedrag betalen.',
} as const;

const NOT_YOUR_ROLE = 'Met jouw rol in het bedrijf kun je geen spaarpunten inwisselen.';

/**
 * Reads the user's profile, their firm's points and every product of the request (one read
 * for the whole cart).
 */
export async function loadCheckout(
  reader: Reader,
  uid: string,
  lines: QuoteRequest['lines'],
): Promise<LoadedCheckout> {
  const merged = mergedQuantities(lines);
  const [profile, products] = await Promise.all([
    users.from(reader).get(uid),
    // A product that does not fit its schema is not in the catalogue either (it logs and skips
    // it there): a cart treats it as gone, and it cannot be ordered.
    productsCollection.from(reader).getMany([...merged.keys()], { onInvalid: () => undefined }),
  ]);
  const firm = await firmPointsOf(reader, companyOfRecord(profile ?? {}, uid));
  return {
    profile,
    discount: profile?.discount ?? DEFAULT_DISCOUNT_PERCENT,
    companyId: firm.companyId,
    points: firm.balance,
    mayRedeem: mayDo(profile?.companyRole ?? 'eigenaar', 'spaarpunten'),
    lines: [...merged].map(([productId, quantity], index) => ({
      productId,
      quantity,
      product: products[index] ?? null,
    })),
  };
}

/** The lines that cannot be ordered, with the reason in Dutch. */
export function lineProblems(lines: LoadedLine[]): PricedCheckout['problems'] {
  return lines.flatMap(({ productId, product, quantity }) => {
    if (!product) {
      return [
        { productId, message: 'Dit product bestaat niet meer. Verwijder het uit je winkelwagen.' },
      ];
    }
    // Out of stock is orderable as a backorder unless the product is marked not orderable.
    return !product.archived && canOrder(product, quantity)
      ? []
      : [{ productId, message: notOrderableMessage(product.name) }];
  });
}

/**
 * The quote-and-redemption sequence, the one used by the cart quote and by placement: prices
 * the known lines with the stored discount, then checks the points to redeem against the
 * goods after discount and the firm's balance. A refused redemption is a Dutch 400; a role
 * that may not redeem is refused with 403, and its maximum is 0.
 */
export function priceCheckout(loaded: LoadedCheckout, request: QuoteRequest): PricedCheckout {
  if (!loaded.mayRedeem && request.pointsToRedeem > 0) {
    throw new ApiError(403, 'punten_ongeldig', NOT_YOUR_ROLE, { pointsToRedeem: NOT_YOUR_ROLE });
  }
  const quote = computeQuote({
    lines: loaded.lines.flatMap(({ product, quantity }) =>
      product ? [{ product, quantity }] : [],
    ),
    discountPercent: loaded.discount,
    delivery: request.delivery,
    pointsToRedeem: request.pointsToRedeem,
  });
  // The goods after discount do not depend on the points, so one computation answers both.
  const problem = redemptionProblem(request.pointsToRedeem, quote.goodsNet, loaded.points);
  if (problem) {
    throw new ApiError(400, 'punten_ongeldig', REDEMPTION_MESSAGES[problem], {
      pointsToRedeem: REDEMPTION_MESSAGES[problem],
    });
  }
  return {
    ...loaded,
    quote: {
      ...quote,
      maxRedeemablePoints: loaded.mayRedeem
        ? maxRedeemablePoints(quote.goodsNet, loaded.points)
        : 0,
    },
    problems: lineProblems(loaded.lines),
  };
}

/** The backordered part of a line and when it is expected, as a quote and an order show it. */
export function backorderOf(
  product: StoredProduct,
  backordered: number,
  today: string,
): { backordered: number; expectedDate?: string } {
  const expectedDate = expectedDateOf(product, today);
  return expectedDate ? { backordered, expectedDate } : { backordered };
}

/** Prices a cart on the server: stored products, the stored discount, the stored points. */
export async function quoteCart(
  storage: Storage,
  uid: string,
  request: QuoteRequest,
  today: string,
): Promise<QuoteResponse> {
  const priced = priceCheckout(await loadCheckout(storage, uid, request.lines), request);
  const products = new Map(priced.lines.map((line) => [line.productId, line.product]));
  return {
    ...priced.quote,
    lines: priced.quote.lines.map((line) => {
      const product = products.get(line.productId);
      if (!product) return { ...line, inStock: false, imageUrl: '' };
      const availability = availabilityOf(product, today);
      const { backordered } = splitLine(product, line.quantity);
      return {
        ...line,
        inStock: product.inStock,
        imageUrl: product.imageUrl,
        availability: availability.text,
        ...(backordered > 0 ? backorderOf(product, backordered, today) : {}),
      };
    }),
    availablePoints: priced.points,
    discountPercent: priced.discount,
    problems: priced.problems,
  };
}
