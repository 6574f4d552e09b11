import { mayDo } from '@shared/domain/company';
import type { OrderStatus } from '@shared/domain/rules';
import { unshippedOf } from '@shared/domain/shipments';
import {
  WORKLIST_SHOWN,
  type Worklist,
  type WorklistBackorder,
  type WorklistOrder,
} from '@shared/schemas/worklist';
import { listAndCount, type TypedWhere, type WithId } from '../collections/collection';
import { orders, type StoredOrder } from '../collections/orders';
import { pickFields, presentFields } from '../collections/record-fields';
import type { Member } from '../policy/access';
import type { Storage } from '../storage/port';
import { approvalCount } from './approval-count';
import { WAITING } from './approval';

type Where = TypedWhere<StoredOrder>;

/** Placed and not yet delivered, cancelled or rejected: the orders still under way. */
export const IN_PROGRESS: readonly OrderStatus[] = [
  'ontvangen',
  'in_behandeling',
  'verzonden',
  'klaar_voor_afhalen',
];

/**
 * The newest orders read per status to find their backorders: what still follows sits on
 * orders under way, and a firm's newest are the ones it waits for. Bounded, whatever the
 * firm's history.
 */
const BACKORDER_WINDOW = 15;

function orderItem(order: WithId<StoredOrder>): WorklistOrder {
  return {
    ...pickFields(order, 'id', 'number', 'createdAt', 'status', 'totalInclVat'),
    ...presentFields(order, 'clientName', 'reference'),
  };
}

/** Each line's backordered units not yet shipped. */
function backordersOf(order: WithId<StoredOrder>): WorklistBackorder[] {
  const open = unshippedOf(order);
  return order.lines.flatMap((line) => {
    const quantity = Math.min(line.backordered ?? 0, open.get(line.productId) ?? 0);
    if (quantity <= 0) return [];
    return [
      {
        orderId: order.id,
        orderNumber: order.number,
        productName: line.name,
        quantity,
        ...presentFields(line, 'expectedDate'),
      },
    ];
  });
}

/** Expected soonest first; what has no expected day last. */
function byExpectedDate(a: WorklistBackorder, b: WorklistBackorder): number {
  return (a.expectedDate ?? '9999').localeCompare(b.expectedDate ?? '9999');
}

/**
 * The dashboard's `Bestellingen`: the firm's orders under way, newest first, and what of them
 * still follows as a backorder with its expected day. Per status one bounded query and one
 * count.
 */
export async function orderWork(
  storage: Storage,
  member: Member,
): Promise<NonNullable<Worklist['orders']>> {
  const stored = orders.on(storage);
  const ofCompany: Where = { field: 'companyId', op: '==', value: member.companyId };
  const perStatus = await Promise.all(
    IN_PROGRESS.map((status) =>
      listAndCount(stored, {
        where: [ofCompany, { field: 'status', op: '==', value: status }],
        orderBy: [{ field: 'createdAt', direction: 'desc' }],
        limit: BACKORDER_WINDOW,
      }),
    ),
  );
  const underWay = perStatus
    .flatMap(({ items }) => items)
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  const backorders = underWay.flatMap(backordersOf).sort(byExpectedDate);
  return {
    inProgress: {
      count: perStatus.reduce((sum, { count }) => sum + count, 0),
      items: underWay.slice(0, WORKLIST_SHOWN).map(orderItem),
    },
    backorders: { count: backorders.length, items: backorders.slice(0, WORKLIST_SHOWN) },
  };
}

/**
 * The dashboard's `Goedkeuren`: the colleagues' orders waiting for this member's approval,
 * oldest first (they wait longest), with the count the menu shows. The member's own waiting
 * orders are left out: nobody approves what they placed.
 */
export async function approvalWork(
  storage: Storage,
  member: Member,
): Promise<NonNullable<Worklist['approvals']>> {
  if (!mayDo(member.companyRole, 'goedkeuren')) return { count: 0, items: [] };
  const [waiting, { waiting: count }] = await Promise.all([
    orders.on(storage).query({
      where: [
        { field: 'companyId', op: '==', value: member.companyId },
        { field: 'status', op: '==', value: WAITING },
      ],
      orderBy: [{ field: 'createdAt', direction: 'asc' }],
      // Room for the member's own waiting orders, which are left out below.
      limit: WORKLIST_SHOWN * 2,
    }),
    approvalCount(storage, member.uid),
  ]);
  return {
    count,
    items: waiting
      .filter((order) => order.userId !== member.uid)
      .slice(0, WORKLIST_SHOWN)
      .map((order) => ({
        id: order.id,
        number: order.number,
        createdAt: order.createdAt,
        buyerName: order.buyer?.name ?? '',
        totalInclVat: order.totalInclVat,
        ...presentFields(order, 'clientName'),
      })),
  };
}
