import { APPROVER_ROLES, needsApproval, ownOrderApprovalText } from '@shared/domain/company';
import { isoDay, isoMoment } from '@shared/domain/dates';
import { dutchDay } from '@shared/domain/calendar';
import type { OrderStatus } from '@shared/domain/rules';
import type { ApprovalItem, ApproveOrderRequest } from '@shared/schemas/approval';
import type { Order } from '@shared/schemas/order';
import type { Page, PageQuery } from '@shared/schemas/page';
import type { WithId } from '../collections/collection';
import { orders, publicOrder, type StoredOrder } from '../collections/orders';
import { users, type StoredUser } from '../collections/users';
import type { Clock } from '../env';
import { ApiError } from '../errors';
import { mailApprovalDecision } from '../notify/approvals';
import { notify } from '../notify/notify';
import { orderNotFound } from '../collections/orders';
import { offerteLinkFor } from './offerte-order';
import { changePoints } from '../points/points';
import { lineProblems, loadCheckout, priceCheckout, type Reader } from './quote';
import { reserveStock, stockChanged, withBackorders } from './stock';
import type { Storage, StorageTransaction } from '../storage/port';
import {
  assertCanAccess,
  companyOfRecord,
  memberOf,
  membersIn,
  type Member,
} from '../policy/access';
import { companyPage } from '../policy/company-records';
import { memberName } from '../policy/made-by';

export const WAITING: OrderStatus = 'wacht_op_goedkeuring';

/** Orders that do not count towards the month's spending. */
const NOT_SPENT: ReadonlySet<OrderStatus> = new Set(['geannuleerd', 'afgewezen']);

/**
 * Whether an order of `totalExclVat` by this member waits for approval: above the limit per
 * order, or above the month's with what they ordered this (Dutch) calendar month, waiting
 * orders included. Only reads, so the placing transaction can ask it before its writes.
 */
export async function waitsForApproval(
  tx: StorageTransaction,
  profile: StoredUser | null,
  totalExclVat: number,
  now: Date,
): Promise<boolean> {
  if (!profile) return false;
  const limits = {
    limitPerOrderCents: profile.limitPerOrderCents,
    limitPerMonthCents: profile.limitPerMonthCents,
  };
  if (limits.limitPerOrderCents === undefined && limits.limitPerMonthCents === undefined) {
    return false;
  }
  const month = dutchDay(now).slice(0, 7);
  // A day before the month's first in UTC covers the Dutch month; the filter below is exact.
  const from = new Date(`${month}-01T00:00:00Z`);
  from.setUTCDate(from.getUTCDate() - 1);
  const recent =
    limits.limitPerMonthCents === undefined
      ? []
      : await orders.in(tx).query({
          where: [
            { field: 'userId', op: '==', value: profile.id },
            { field: 'createdAt', op: '>=', value: isoMoment(from) },
          ],
          orderBy: [{ field: 'createdAt', direction: 'desc' }],
        });
  const spentThisMonthExclVat = recent
    .filter((order) => !NOT_SPENT.has(order.status))
    .filter((order) => dutchDay(new Date(order.createdAt)).slice(0, 7) === month)
    .reduce((sum, order) => sum + order.totalExclVat, 0);
  return needsApproval(limits, { totalExclVat, spentThisMonthExclVat });
}

/** The order as it waits: nothing reserved, no points redeemed until it is approved. */
export function awaitingApproval(order: StoredOrder): StoredOrder {
  return { ...order, status: WAITING, statusHistory: [{ status: WAITING, at: order.createdAt }] };
}

/** The order priced again today, as the member made it (their discount, their points). */
async function repriced(reader: Reader, order: StoredOrder) {
  const lines = order.lines.map(({ productId, quantity }) => ({ productId, quantity }));
  const loaded = await loadCheckout(reader, order.userId, lines);
  const problems = lineProblems(loaded.lines).map((problem) => problem.message);
  if (problems.length > 0) return { problems, checkout: null };
  try {
    const checkout = priceCheckout(loaded, {
      lines,
      delivery: order.delivery,
      pointsToRedeem: order.pointsRedeemed,
    });
    return { problems, checkout };
  } catch (error) {
    if (error instanceof ApiError) return { problems: [error.message], checkout: null };
    throw error;
  }
}

/** Why `member` may not approve an order they placed, or null for someone else's order. */
async function ownOrderRefusal(
  from: Storage | StorageTransaction,
  member: Member,
  order: StoredOrder,
): Promise<string | null> {
  if (order.userId !== member.uid) return null;
  const others = (await membersIn(from, member.companyId)).filter(
    (user) => user.id !== member.uid && APPROVER_ROLES.includes(user.companyRole ?? 'eigenaar'),
  );
  return ownOrderApprovalText(others.length);
}

/** The company's orders waiting for approval, oldest first, each priced again. */
export async function approvalPage(
  storage: Storage,
  uid: string,
  page: PageQuery,
): Promise<Page<ApprovalItem>> {
  const { items, nextCursor } = await companyPage(storage, uid, page, {
    collection: orders,
    action: 'goedkeuren',
    where: [{ field: 'status', op: '==', value: WAITING }],
  });
  const member = await memberOf(storage, uid);
  const [priced, refusals] = await Promise.all([
    Promise.all(items.map((order) => repriced(storage, order))),
    Promise.all(items.map((order) => ownOrderRefusal(storage, member, order))),
  ]);
  return {
    items: items.map((order, index) => {
      const { checkout, problems } = priced[index] ?? { checkout: null, problems: [] };
      const current = checkout?.quote.totalInclVat ?? order.totalInclVat;
      const refusal = refusals[index];
      return {
        ...publicOrder(order),
        currentTotalInclVat: current,
        priceChanged: current !== order.totalInclVat,
        problems,
        ...(refusal ? { cannotApprove: refusal } : {}),
      };
    }),
    nextCursor,
  };
}

const alreadyDecided = () =>
  new ApiError(
    409,
    'al_beoordeeld',
    'Deze bestelling is al goedgekeurd of afgewezen. Vernieuw de lijst.',
  );

/**
 * The waiting order of the approver's company, read in the deciding transaction: approving
 * and rejecting at once, only the first to commit finds it still waiting.
 */
async function waitingOrder(tx: StorageTransaction, uid: string, orderId: string) {
  const [member, order] = await Promise.all([memberOf(tx, uid), orders.in(tx).get(orderId)]);
  if (!order) throw orderNotFound();
  const companyId = companyOfRecord(order, order.userId);
  assertCanAccess(member, { companyId }, 'goedkeuren', orderNotFound);
  if (order.status !== WAITING) throw alreadyDecided();
  return { member, order, by: memberName(await users.in(tx).get(uid)) };
}

/**
 * Approves a waiting order: it is placed as the member made it, priced again. A total that
 * changed since the approver saw it is refused (409 `prijs_gewijzigd`) until they confirm the
 * new one; the points are redeemed now, and who approved is recorded.
 */
export async function approveOrder(
  storage: Storage,
  clock: Clock,
  uid: string,
  orderId: string,
  request: ApproveOrderRequest,
): Promise<Order> {
  const placed = await storage.transaction(async (tx) => {
    const { member, order, by } = await waitingOrder(tx, uid, orderId);
    const refusal = await ownOrderRefusal(tx, member, order);
    if (refusal) throw new ApiError(403, 'eigen_bestelling', refusal);
    const { checkout, problems } = await repriced(tx, order);
    if (!checkout) throw new ApiError(409, 'niet_bestelbaar', problems.join(' '));
    const linkOfferte = await offerteLinkFor(tx, order);
    const { maxRedeemablePoints: _unused, ...amounts } = checkout.quote;
    if (amounts.totalInclVat !== request.expectedTotalInclVat) {
      throw new ApiError(
        409,
        'prijs_gewijzigd',
        'De prijs van deze bestelling is veranderd. Bekijk het nieuwe bedrag en keur opnieuw goed.',
      );
    }
    const now = clock.now();
    const at = isoMoment(now);
    // Stock is taken now, not when the member placed it; what is missing follows as a backorder.
    const { lines } = withBackorders(order, reserveStock(tx, checkout.lines, isoDay(now)));
    const patch: Partial<StoredOrder> = {
      ...amounts,
      lines,
      status: 'ontvangen',
      statusHistory: [...order.statusHistory, { status: 'ontvangen', at }],
      discountPercent: checkout.discount,
      approval: { decision: 'goedgekeurd', by, byUserId: uid, at },
    };
    if (amounts.pointsRedeemed > 0) {
      changePoints(
        tx,
        { companyId: checkout.companyId, balance: checkout.points },
        {
          userId: order.userId,
          amount: -amounts.pointsRedeemed,
          reason: 'inwisseling',
          orderId,
          orderNumber: order.number,
          at: now,
        },
      );
    }
    orders.in(tx).update(orderId, patch);
    linkOfferte(orderId);
    return { ...order, ...patch };
  });
  stockChanged(
    storage,
    placed.lines.map((line) => line.productId),
  );
  const answer = publicOrder(placed);
  await notify.orderReceived({ storage, clock }, placed.userId, placed);
  await mailApprovalDecision({ storage, clock }, placed.userId, answer);
  return answer;
}

/** Rejects a waiting order with a reason; nothing was reserved or redeemed, so nothing returns. */
export async function rejectOrder(
  storage: Storage,
  clock: Clock,
  uid: string,
  orderId: string,
  reason: string,
): Promise<Order> {
  const { orderer, answer } = await storage.transaction(async (tx) => {
    const { order, by } = await waitingOrder(tx, uid, orderId);
    const at = isoMoment(clock.now());
    const patch: Partial<StoredOrder> = {
      status: 'afgewezen',
      statusHistory: [...order.statusHistory, { status: 'afgewezen', at }],
      approval: { decision: 'afgewezen', by, byUserId: uid, at, reason },
    };
    orders.in(tx).update(orderId, patch);
    const rejected = { ...order, ...patch } satisfies WithId<StoredOrder>;
    return { orderer: order.userId, answer: publicOrder(rejected) };
  });
  await mailApprovalDecision({ storage, clock }, orderer, answer);
  return answer;
}
