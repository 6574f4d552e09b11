import { ORDER_STATUS_LABELS, ORDER_TRANSITIONS, type OrderStatus } from '@shared/domain/rules';
import type { z } from 'zod';
import type { AdminOrder, adminOrderQuerySchema } from '@shared/schemas/admin/orders';
import type { Page, PageQuery } from '@shared/schemas/page';
import type { Clock } from '../env';
import { ApiError } from '../errors';
import { mailAfter } from '../mail/hooks';
import { users, type StoredUser } from '../collections/users';
import { changeOrderStatus } from '../shop/order-status';
import { orders, publicOrder, type StoredOrder } from '../collections/orders';
import type { WithId } from '../collections/collection';
import { orderNotFound, withBuyer } from '../shop/orders';
import type { Storage, WhereClause } from '../storage/port';
import { recordAudit, type Actor } from './audit';
import { companyOfRecord } from '../company/access';
import { matchesTerms, scanPage, searchable } from './scan';

type OrderQuery = z.infer<typeof adminOrderQuerySchema>;

function customerOf(id: string, profile: StoredUser | null): AdminOrder['customer'] {
  return {
    id,
    email: profile?.email ?? '',
    name: `${profile?.firstName ?? ''} ${profile?.lastName ?? ''}`.trim(),
    company: profile?.company ?? '',
    phone: profile?.phone ?? '',
  };
}

function toAdminOrder(stored: WithId<StoredOrder>, profile: StoredUser | null): AdminOrder {
  const order = publicOrder(stored);
  return {
    ...withBuyer(order, profile),
    customer: customerOf(stored.userId, profile),
    companyId: companyOfRecord(stored, stored.userId),
    nextStatuses: [...ORDER_TRANSITIONS[order.status]],
  };
}

/** The first day of a `JJJJ-MM-DD` date in the Netherlands, as an instant. */
function dutchDayStart(day: string, plusDays = 0): Date {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + plusDays);
  const offset = new Intl.DateTimeFormat('en-US', {
    timeZone: 'Europe/Amsterdam',
    timeZoneName: 'shortOffset',
  })
    .formatToParts(date)
    .find((part) => part.type === 'timeZoneName')?.value;
  const hours = Number(/GMT([+-]\d+)/.exec(offset ?? '')?.[1] ?? 0);
  return new Date(date.getTime() - hours * 3_600_000);
}

/**
 * All customers' orders, newest first. Status, customer and dates are filters of the query;
 * the free text (number, reference, customer name, company or e-mail) is matched per batch.
 */
export async function listOrders(
  storage: Storage,
  query: OrderQuery,
  page: PageQuery,
): Promise<Page<AdminOrder>> {
  const where: WhereClause[] = [];
  if (query.status) where.push({ field: 'status', op: '==', value: query.status });
  if (query.klant) where.push({ field: 'userId', op: '==', value: query.klant });
  if (query.van) where.push({ field: 'createdAt', op: '>=', value: dutchDayStart(query.van) });
  if (query.tot) where.push({ field: 'createdAt', op: '<', value: dutchDayStart(query.tot, 1) });
  const profiles = new Map<string, StoredUser | null>();
  async function profile(uid: string) {
    if (!profiles.has(uid)) profiles.set(uid, await users.on(storage).get(uid));
    return profiles.get(uid) ?? null;
  }
  const result = await scanPage(
    storage,
    orders.name,
    { where, orderBy: [{ field: 'createdAt', direction: 'desc' }] },
    page,
    (batch) =>
      Promise.all(
        batch.map(async ({ id, data }) => {
          if (!query.q) return true;
          const order = orders.decode(id, data);
          const customer = await profile(order.userId);
          return matchesTerms(
            searchable(
              order.number,
              order.reference,
              customer?.email,
              customer?.firstName,
              customer?.lastName,
              customer?.company,
            ),
            query.q,
          );
        }),
      ),
  );
  const items = await Promise.all(
    result.items.map(async (doc) => {
      const order = orders.decode(doc.id, doc.data);
      return toAdminOrder(order, await profile(order.userId));
    }),
  );
  return { items, nextCursor: result.nextCursor };
}

export async function getOrder(storage: Storage, id: string): Promise<AdminOrder> {
  const order = await orders.on(storage).get(id);
  if (!order) throw orderNotFound();
  return toAdminOrder(order, await users.on(storage).get(order.userId));
}

/**
 * Moves an order on through the shop's own status change (points included) and records the
 * track-and-trace code and the audit entry.
 */
export async function moveOrder(
  storage: Storage,
  clock: Clock,
  actor: Actor,
  id: string,
  change: { status: OrderStatus; trackAndTrace?: string | undefined },
): Promise<AdminOrder> {
  const before = await getOrder(storage, id);
  const code = change.trackAndTrace?.trim() ?? '';
  if (code && change.status !== 'verzonden') {
    const message = 'Een track-and-tracecode hoort bij de status Verzonden.';
    throw new ApiError(400, 'ongeldige_invoer', message, { trackAndTrace: message });
  }
  if (!before.nextStatuses.includes(change.status)) {
    throw new ApiError(
      409,
      'status_niet_toegestaan',
      `Een bestelling met status ${ORDER_STATUS_LABELS[before.status]} kan niet naar ${ORDER_STATUS_LABELS[change.status]}.`,
    );
  }
  await changeOrderStatus(storage, clock, id, change.status);
  await storage.transaction(async (tx) => {
    if (code) orders.in(tx).update(id, { trackAndTrace: code });
    recordAudit(tx, {
      actor,
      entity: 'order',
      entityId: id,
      action: 'status gewijzigd',
      changes: [
        {
          field: 'status',
          before: ORDER_STATUS_LABELS[before.status],
          after: ORDER_STATUS_LABELS[change.status],
        },
        ...(code
          ? [{ field: 'trackAndTrace', before: before.trackAndTrace ?? '—', after: code }]
          : []),
      ],
      at: clock.now(),
    });
  });
  return getOrder(storage, id).then(mailAfter.orderMoved({ storage, clock }));
}
