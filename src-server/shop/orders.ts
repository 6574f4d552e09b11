import { createHash, randomUUID } from 'node:crypto';
import {
  computeQuote,
  maxRedeemablePoints,
  redemptionProblem,
  type Quote,
  type QuoteProduct,
} from '@shared/domain/quote';
import {
  DEFAULT_DISCOUNT_PERCENT,
  DEFAULT_REWARD_POINTS,
  DEFAULT_VAT_RATE,
  ORDER_TRANSITIONS,
  type OrderStatus,
} from '@shared/domain/rules';
import type {
  LedgerEntry,
  Order,
  PlaceOrderRequest,
  QuoteRequest,
  QuoteResponse,
} from '@shared/schemas/order';
import { mergedQuantities, orderSchema } from '@shared/schemas/order';
import type { Page, PageQuery } from '@shared/schemas/page';
import type { Clock } from '../env';
import { ApiError } from '../errors';
import { queryPage } from '../paging';
import { reserveOrderNumber } from './order-number';
import { COLLECTIONS } from '../records';
import type { DocumentData, Storage, StorageTransaction } from '../storage/port';

type Reader = Pick<StorageTransaction, 'getMany'>;

interface LoadedLine {
  product: (QuoteProduct & { inStock: boolean; imageUrl: string }) | null;
  productId: string;
  quantity: number;
}

async function loadLines(reader: Reader, lines: QuoteRequest['lines']): Promise<LoadedLine[]> {
  const merged = mergedQuantities(lines);
  // One read for the whole cart (Firestore getAll), not one per line.
  const products = await reader.getMany(COLLECTIONS.products, [...merged.keys()]);
  return [...merged].map(([productId, quantity], index) => {
    const data = products[index];
    if (!data) return { productId, quantity, product: null };
    return {
      productId,
      quantity,
      product: {
        id: productId,
        name: String(data.name),
        modelNumber: String(data.modelNumber),
        price: Number(data.price),
        ...(typeof data.installateurPrijs === 'number'
          ? { installateurPrijs: data.installateurPrijs }
          : {}),
        vatRate: typeof data.vatRate === 'number' ? data.vatRate : DEFAULT_VAT_RATE,
        inStock: data.inStock === true,
        imageUrl: String(data.imageUrl ?? ''),
      },
    };
  });
}

function problemsOf(lines: LoadedLine[]) {
  return lines.flatMap((line) => {
    if (!line.product) {
      return [
        {
          productId: line.productId,
          message: 'Dit product bestaat niet meer. Verwijder het uit je winkelwagen.',
        },
      ];
    }
    if (!line.product.inStock) {
      return [{ productId: line.productId, message: `${line.product.name} is niet op voorraad.` }];
    }
    return [];
  });
}

function profileNumbers(profile: DocumentData | null) {
  return {
    discount: typeof profile?.discount === 'number' ? profile.discount : DEFAULT_DISCOUNT_PERCENT,
    points:
      typeof profile?.rewardPoints === 'number' ? profile.rewardPoints : DEFAULT_REWARD_POINTS,
  };
}

const REDEMPTION_MESSAGES = {
  not_a_multiple: 'Spaarpunten wissel je in per 100 punten.',
  not_enough: 'Je hebt niet genoeg spaarpunten.',
  too_many: 'Je kunt met spaarpunten hoogstens de helft van het goederenbedrag betalen.',
} as const;

function quoteOf(lines: LoadedLine[], request: QuoteRequest, discount: number): Quote {
  const known = lines.filter(
    (line): line is LoadedLine & { product: QuoteProduct } => line.product !== null,
  );
  return computeQuote({
    lines: known.map((line) => ({ product: line.product, quantity: line.quantity })),
    discountPercent: discount,
    delivery: request.delivery,
    pointsToRedeem: request.pointsToRedeem,
  });
}

/** Prices a cart on the server: stored products, the stored discount, the stored points. */
export async function quoteCart(
  storage: Storage,
  uid: string,
  request: QuoteRequest,
): Promise<QuoteResponse> {
  const profile = await storage.get(COLLECTIONS.users, uid);
  const { discount, points } = profileNumbers(profile);
  const lines = await loadLines(storage, request.lines);
  const goodsOnly = quoteOf(lines, { ...request, pointsToRedeem: 0 }, discount);
  const problem = redemptionProblem(request.pointsToRedeem, goodsOnly.goodsNet, points);
  if (problem)
    throw new ApiError(400, 'punten_ongeldig', REDEMPTION_MESSAGES[problem], {
      pointsToRedeem: REDEMPTION_MESSAGES[problem],
    });
  const quote = quoteOf(lines, request, discount);
  const extra = new Map(lines.map((line) => [line.productId, line.product]));
  return {
    ...quote,
    lines: quote.lines.map((line) => ({
      ...line,
      inStock: extra.get(line.productId)?.inStock ?? false,
      imageUrl: extra.get(line.productId)?.imageUrl ?? '',
    })),
    maxRedeemablePoints: maxRedeemablePoints(goodsOnly.goodsNet, points),
    availablePoints: points,
    discountPercent: discount,
    problems: problemsOf(lines),
  };
}

function toIso(value: unknown): string {
  return value instanceof Date ? value.toISOString() : String(value);
}

export function toOrder(id: string, data: DocumentData): Order {
  return orderSchema.parse({
    ...data,
    id,
    createdAt: toIso(data.createdAt),
    statusHistory: (data.statusHistory as { status: string; at: unknown }[]).map((entry) => ({
      status: entry.status,
      at: toIso(entry.at),
    })),
  });
}

/**
 * Changes a user's points: the balance on the profile and an entry in the ledger, always
 * together, so the balance stays the sum of the ledger.
 */
export function changePoints(
  tx: StorageTransaction,
  change: {
    userId: string;
    balance: number;
    amount: number;
    reason: LedgerEntry['reason'];
    orderId?: string;
    orderNumber?: string;
    /** Why the back-office corrected the balance. */
    note?: string;
    at: Date;
  },
) {
  tx.update(COLLECTIONS.users, change.userId, { rewardPoints: change.balance + change.amount });
  tx.set(COLLECTIONS.pointsLedger, randomUUID(), {
    userId: change.userId,
    amount: change.amount,
    reason: change.reason,
    ...(change.orderId ? { orderId: change.orderId } : {}),
    ...(change.orderNumber ? { orderNumber: change.orderNumber } : {}),
    ...(change.note ? { note: change.note } : {}),
    createdAt: change.at,
  });
}

/** The order a request asks for, whatever the order of its lines. */
function fingerprint(request: PlaceOrderRequest): string {
  const lines = [...mergedQuantities(request.lines)].sort(([a], [b]) => a.localeCompare(b));
  return createHash('sha256')
    .update(JSON.stringify({ ...request, lines }))
    .digest('hex');
}

/**
 * Places an order in one transaction: recomputes every amount, refuses unknown and
 * out-of-stock products, assigns the number, writes order, ledger and points together.
 * A repeated idempotency key returns the order placed the first time; the same key with a
 * different request is refused, never silently answered with the first order.
 */
export async function placeOrder(
  storage: Storage,
  clock: Clock,
  uid: string,
  idempotencyKey: string,
  request: PlaceOrderRequest,
): Promise<{ order: Order; created: boolean }> {
  const keyId = `${uid}__${idempotencyKey}`;
  const number = await reserveOrderNumber(storage, keyId, clock.now());
  return storage.transaction(async (tx) => {
    const seen = await tx.get(COLLECTIONS.idempotency, keyId);
    const requestHash = fingerprint(request);
    if (seen && typeof seen.requestHash === 'string' && seen.requestHash !== requestHash) {
      throw new ApiError(
        422,
        'sleutel_hergebruikt',
        'Deze bestelling is al verstuurd met andere gegevens. Vernieuw de pagina en bestel opnieuw.',
      );
    }
    if (seen) {
      const existing = await tx.get(COLLECTIONS.orders, String(seen.orderId));
      if (existing) return { order: toOrder(String(seen.orderId), existing), created: false };
    }
    const now = clock.now();
    const [profile, lines, client] = await Promise.all([
      tx.get(COLLECTIONS.users, uid),
      loadLines(tx, request.lines),
      request.clientId ? tx.get(COLLECTIONS.clients, request.clientId) : null,
    ]);
    // Only the user's own client can be linked; another's id is as unknown as a made-up one.
    if (request.clientId && client?.ownerId !== uid) {
      throw new ApiError(400, 'ongeldige_invoer', 'Deze klant bestaat niet.', {
        clientId: 'Deze klant bestaat niet.',
      });
    }
    if (!profile)
      throw new ApiError(404, 'profiel_niet_gevonden', 'Er is geen profiel voor dit account.');
    const problems = problemsOf(lines);
    if (problems[0])
      throw new ApiError(409, 'niet_bestelbaar', problems.map((p) => p.message).join(' '));
    const { discount, points } = profileNumbers(profile);
    const goodsOnly = quoteOf(lines, { ...request, pointsToRedeem: 0 }, discount);
    const problem = redemptionProblem(request.pointsToRedeem, goodsOnly.goodsNet, points);
    if (problem)
      throw new ApiError(400, 'punten_ongeldig', REDEMPTION_MESSAGES[problem], {
        pointsToRedeem: REDEMPTION_MESSAGES[problem],
      });
    if (request.delivery === 'bezorgen' && !request.address) {
      throw new ApiError(400, 'ongeldige_invoer', 'Vul een afleveradres in.', {
        address: 'Vul een afleveradres in.',
      });
    }

    const quote = quoteOf(lines, request, discount);
    const id = randomUUID();
    const { maxRedeemablePoints: _unused, ...amounts } = quote;
    const record: DocumentData = {
      ...amounts,
      userId: uid,
      number,
      status: 'ontvangen',
      statusHistory: [{ status: 'ontvangen', at: now }],
      createdAt: now,
      address: request.delivery === 'bezorgen' ? request.address : '',
      reference: request.reference,
      notes: request.notes,
      discountPercent: discount,
      pointsCredited: false,
      idempotencyKey,
      ...(request.clientId && client
        ? { clientId: request.clientId, clientName: String(client.name) }
        : {}),
      lines: quote.lines.map((line) => ({ ...line })),
      vat: quote.vat.map((v) => ({ ...v })),
    };
    tx.set(COLLECTIONS.orders, id, record);
    tx.set(COLLECTIONS.idempotency, keyId, { orderId: id, requestHash, createdAt: now });
    if (quote.pointsRedeemed > 0) {
      changePoints(tx, {
        userId: uid,
        balance: points,
        amount: -quote.pointsRedeemed,
        reason: 'inwisseling',
        orderId: id,
        orderNumber: number,
        at: now,
      });
    }
    return { order: toOrder(id, record), created: true };
  });
}

/**
 * Moves an order along the allowed status graph. Delivered orders earn their points;
 * cancelled orders get their redeemed points back.
 */
export async function changeOrderStatus(
  storage: Storage,
  clock: Clock,
  orderId: string,
  next: OrderStatus,
): Promise<Order> {
  return storage.transaction(async (tx) => {
    const data = await tx.get(COLLECTIONS.orders, orderId);
    if (!data) throw new ApiError(404, 'bestelling_niet_gevonden', 'Deze bestelling bestaat niet.');
    const current = data.status as OrderStatus;
    if (!ORDER_TRANSITIONS[current].includes(next)) {
      throw new ApiError(
        409,
        'status_niet_toegestaan',
        `Een bestelling met status ${current} kan niet naar ${next}.`,
      );
    }
    const userId = String(data.userId);
    const profile = await tx.get(COLLECTIONS.users, userId);
    const { points } = profileNumbers(profile);
    const now = clock.now();
    const history = [...(data.statusHistory as DocumentData[]), { status: next, at: now }];
    const patch: DocumentData = { status: next, statusHistory: history };
    const number = String(data.number);
    if (next === 'geleverd' && data.pointsCredited !== true) {
      const earned = Number(data.pointsToEarn);
      patch.pointsCredited = true;
      if (earned > 0 && profile) {
        changePoints(tx, {
          userId,
          balance: points,
          amount: earned,
          reason: 'verdiend',
          orderId,
          orderNumber: number,
          at: now,
        });
      }
    }
    if (next === 'geannuleerd') {
      const redeemed = Number(data.pointsRedeemed);
      if (redeemed > 0 && profile) {
        changePoints(tx, {
          userId,
          balance: points,
          amount: redeemed,
          reason: 'teruggeboekt',
          orderId,
          orderNumber: number,
          at: now,
        });
      }
    }
    tx.update(COLLECTIONS.orders, orderId, patch);
    return toOrder(orderId, { ...data, ...patch });
  });
}

export const orderNotFound = () =>
  new ApiError(404, 'bestelling_niet_gevonden', 'Deze bestelling bestaat niet.');

/** One page of a user's orders, newest first, optionally of one status. */
export async function orderPageOf(
  storage: Storage,
  uid: string,
  status: OrderStatus | undefined,
  page: PageQuery,
): Promise<Page<Order>> {
  const { items, nextCursor } = await queryPage(
    storage,
    COLLECTIONS.orders,
    {
      where: [
        { field: 'userId', op: '==', value: uid },
        ...(status ? [{ field: 'status', op: '==' as const, value: status }] : []),
      ],
      orderBy: [{ field: 'createdAt', direction: 'desc' }],
    },
    page,
  );
  return { items: items.map((doc) => toOrder(doc.id, doc.data)), nextCursor };
}

/** A user's own order; another user's order is "not found", so ids reveal nothing. */
export async function orderOf(storage: Storage, uid: string, orderId: string): Promise<Order> {
  const data = /^[A-Za-z0-9_-]{1,200}$/.test(orderId)
    ? await storage.get(COLLECTIONS.orders, orderId)
    : null;
  if (!data || data.userId !== uid)
    throw new ApiError(404, 'bestelling_niet_gevonden', 'Deze bestelling bestaat niet.');
  return toOrder(orderId, data);
}

/** One page of a user's points ledger, newest first. */
export async function ledgerPageOf(
  storage: Storage,
  uid: string,
  page: PageQuery,
): Promise<Page<LedgerEntry>> {
  const { items, nextCursor } = await queryPage(
    storage,
    COLLECTIONS.pointsLedger,
    {
      where: [{ field: 'userId', op: '==', value: uid }],
      orderBy: [{ field: 'createdAt', direction: 'desc' }],
    },
    page,
  );
  return { items: items.map(toLedgerEntry), nextCursor };
}

export function toLedgerEntry(doc: { id: string; data: DocumentData }): LedgerEntry {
  return {
    id: doc.id,
    amount: Number(doc.data.amount),
    reason: doc.data.reason as LedgerEntry['reason'],
    ...(doc.data.orderId ? { orderId: String(doc.data.orderId) } : {}),
    ...(doc.data.orderNumber ? { orderNumber: String(doc.data.orderNumber) } : {}),
    ...(doc.data.note ? { note: String(doc.data.note) } : {}),
    createdAt: toIso(doc.data.createdAt),
  };
}
