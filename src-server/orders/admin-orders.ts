import { dutchDayStart } from '@shared/domain/calendar';
import { ORDER_STATUS_LABELS } from '@shared/domain/rules';
import type { z } from 'zod';
import type {
  AdminOrder,
  AdminStatusChange,
  adminOrderQuerySchema,
} from '@shared/schemas/admin/orders';
import type { Page, PageQuery } from '@shared/schemas/page';
import type { Clock } from '../env';
import { ApiError } from '../errors';
import { mailAfter } from '../notify/hooks';
import { users, type StoredUser } from '../collections/users';
import { companies, type StoredCompany } from '../collections/companies';
import { changeOrderStatus } from './order-status';
import {
  orders,
  publicOrder,
  type StoredOrder,
  orderNotFound,
  orderIn,
} from '../collections/orders';
import { whereEach, type WithId } from '../collections/collection';
import { withBuyer } from './orders';
import type { Storage, StorageTransaction } from '../storage/port';
import { requiredTracking, shipOrder } from './shipments';
import { nextStatusesOf } from './admin-shipments';
import { recordAudit, type Actor } from '../audit/audit';
import { recordLabel } from '../audit/record-label';
import { matchesTerms, searchable } from '../collections/text-match';
import { scanCollection } from '../collections/scan';
import { companyOfRecord } from '../policy/access';
import { personName } from '@shared/domain/display-name';

type OrderQuery = z.infer<typeof adminOrderQuerySchema>;

function customerOf(id: string, profile: StoredUser | null): AdminOrder['customer'] {
  return {
    id,
    email: profile?.email ?? '',
    name: personName(profile),
    company: profile?.company ?? '',
    phone: profile?.phone ?? '',
  };
}

function toAdminOrder(
  stored: WithId<StoredOrder>,
  profile: StoredUser | null,
  company: StoredCompany | null,
): AdminOrder {
  const order = publicOrder(stored);
  return {
    ...withBuyer(order, profile),
    customer: customerOf(stored.userId, profile),
    companyId: companyOfRecord(stored, stored.userId),
    ...(company ? { companyName: company.name } : {}),
    nextStatuses: nextStatusesOf(order),
  };
}

/** Reads each profile and company once per answer (a page holds many orders of one firm). */
function readOnce(storage: Storage) {
  const profiles = new Map<string, Promise<StoredUser | null>>();
  const firms = new Map<string, Promise<StoredCompany | null>>();
  const profile = (uid: string) => {
    if (!profiles.has(uid)) profiles.set(uid, users.on(storage).get(uid));
    return profiles.get(uid) ?? Promise.resolve(null);
  };
  const company = (id: string) => {
    if (!firms.has(id)) firms.set(id, companies.on(storage).get(id));
    return firms.get(id) ?? Promise.resolve(null);
  };
  return {
    profile,
    adminOrder: async (order: WithId<StoredOrder>) =>
      toAdminOrder(
        order,
        await profile(order.userId),
        await company(companyOfRecord(order, order.userId)),
      ),
  };
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
  const where = whereEach<StoredOrder>({ status: query.status, userId: query.klant });
  if (query.van) where.push({ field: 'createdAt', op: '>=', value: dutchDayStart(query.van) });
  if (query.tot) where.push({ field: 'createdAt', op: '<', value: dutchDayStart(query.tot, 1) });
  const { profile, adminOrder } = readOnce(storage);
  const result = await scanCollection(
    storage,
    orders,
    { where, orderBy: [{ field: 'createdAt', direction: 'desc' }] },
    page,
    async (order) => {
      if (!query.q) return true;
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
    },
  );
  const items = await Promise.all(result.items.map(adminOrder));
  return { items, nextCursor: result.nextCursor };
}

export async function getOrder(storage: Storage, id: string): Promise<AdminOrder> {
  const order = await orders.on(storage).get(id);
  if (!order) throw orderNotFound();
  return readOnce(storage).adminOrder(order);
}

/**
 * Moves an order on through the shop's own status change (points, stock and invoice included)
 * and records, in the same transaction, the shipment of `verzonden` and the audit entry. A
 * `verzonden` order with lines still to ship takes a further shipment (`verzonden` again).
 */
export async function moveOrder(
  storage: Storage,
  clock: Clock,
  actor: Actor,
  id: string,
  change: AdminStatusChange,
): Promise<AdminOrder> {
  const before = await getOrder(storage, id);
  const shipping = change.status === 'verzonden';
  if (!shipping && (change.trackAndTrace?.trim() || change.carrier || change.lines)) {
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
  const tracking = shipping ? requiredTracking(change) : null;
  const statusChange = {
    field: 'status',
    before: ORDER_STATUS_LABELS[before.status],
    after: ORDER_STATUS_LABELS[change.status],
  };
  const alongside = (tx: StorageTransaction, order: WithId<StoredOrder>, now: Date) => {
    const shipped = tracking ? shipOrder(order, change, tracking, now) : null;
    recordAudit(tx, {
      actor,
      entity: 'order',
      entityId: id,
      recordLabel: recordLabel.order(order),
      action:
        shipped && before.status === 'verzonden' ? 'deellevering verzonden' : 'status gewijzigd',
      changes: [
        ...(before.status === change.status ? [] : [statusChange]),
        ...(shipped?.changes ?? []),
      ],
      at: now,
    });
    return shipped?.patch ?? {};
  };
  if (before.status === change.status) {
    // A further part of a `verzonden` order: no status change, one transaction of its own.
    await storage.transaction(async (tx) => {
      const order = await orderIn(tx, id);
      orders.in(tx).update(id, alongside(tx, order, clock.now()));
    });
  } else {
    await changeOrderStatus(storage, clock, id, change.status, alongside);
  }
  return getOrder(storage, id).then(mailAfter.orderMoved({ storage, clock }));
}
