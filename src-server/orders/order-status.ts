import { isoMoment } from '@shared/domain/dates';
import { ORDER_TRANSITIONS, type OrderStatus } from '@shared/domain/rules';
import type { AuditChange } from '@shared/schemas/admin/audit';
import type { Order } from '@shared/schemas/order';
import { orders, publicOrder, type StoredOrder, orderIn } from '../collections/orders';
import type { Clock } from '../env';
import { ApiError } from '../errors';
import { firmPointsOf } from '../collections/company-points';
import { users } from '../collections/users';
import type { WithId } from '../collections/collection';
import type { Storage, StorageTransaction } from '../storage/port';
import { buyerOf, companyOfProfile } from '../parties/buyer';
import { billedShipments, issueInvoiceIn } from '../invoices/issue-invoice';
import { changePoints } from '../points/points';
import { companyOfRecord } from '../policy/access';
import { assertAllShipped } from './shipments';
import { releaseStock, stockChanged } from './stock';
import { recordAudit, SYSTEM } from '../audit/audit';

/**
 * Moves an order along the allowed status graph. Delivered orders earn their points and get
 * their invoice in the same transaction (`verzonden` does not invoice: see docs/features.md);
 * cancelled orders get their redeemed points back.
 */
export async function changeOrderStatus(
  storage: Storage,
  clock: Clock,
  orderId: string,
  next: OrderStatus,
  /**
   * More to write in the same transaction (a shipment, the audit entry): called after every
   * read, it may only write, and answers fields to store on the order with the status.
   */
  alongside?: (
    tx: StorageTransaction,
    order: WithId<StoredOrder>,
    now: Date,
  ) => Partial<StoredOrder>,
): Promise<Order> {
  const released: string[] = [];
  const moved = await storage.transaction(async (tx) => {
    released.length = 0;
    const order = await orderIn(tx, orderId);
    if (!ORDER_TRANSITIONS[order.status].includes(next)) {
      throw new ApiError(
        409,
        'status_niet_toegestaan',
        `Een bestelling met status ${order.status} kan niet naar ${next}.`,
      );
    }
    // `geleverd` only when every line is shipped (a partly shipped order waits for the rest).
    if (next === 'geleverd') assertAllShipped(order);
    const profile = await users.in(tx).get(order.userId);
    // The order's firm earns its points and gets back what it redeemed.
    const firm = await firmPointsOf(tx, companyOfRecord(order, order.userId));
    const now = clock.now();
    // A cancelled order gives back the stock it took (read before any write).
    if (next === 'geannuleerd') {
      released.push(
        ...(await releaseStock(tx, order.lines, { orderNumber: order.number, at: now })),
      );
    }
    // Before any write: the invoice reads its number's counter. It bills what no earlier
    // delivery of a shipment billed, and those shipments are delivered now.
    let billed: Partial<StoredOrder> = {};
    // What the portal does by itself with the status change, for the log (`Systeem`).
    const automatic: AuditChange[] = [];
    if (next === 'geleverd') {
      const buyer = order.buyer ?? buyerOf(profile, await companyOfProfile(tx, profile));
      const invoice = await issueInvoiceIn(tx, order, buyer, now);
      billed = billedShipments(order, invoice.id, now);
      if (!(order.shipments ?? []).some((shipment) => shipment.invoiceId === invoice.id)) {
        automatic.push({ field: 'invoice', before: '—', after: invoice.number });
      }
    }
    const patch: Partial<StoredOrder> = {
      ...alongside?.(tx, order, now),
      ...billed,
      status: next,
      statusHistory: [...order.statusHistory, { status: next, at: isoMoment(now) }],
    };
    const points = (amount: number, reason: 'verdiend' | 'teruggeboekt') => {
      if (amount <= 0) return;
      const field = reason === 'verdiend' ? 'pointsEarned' : 'pointsReturned';
      automatic.push({ field, before: '—', after: String(amount) });
      changePoints(tx, firm, {
        userId: order.userId,
        amount,
        reason,
        orderId,
        orderNumber: order.number,
        at: now,
      });
    };
    if (next === 'geleverd' && !order.pointsCredited) {
      patch.pointsCredited = true;
      points(order.pointsToEarn, 'verdiend');
    }
    if (next === 'geannuleerd') points(order.pointsRedeemed, 'teruggeboekt');
    orders.in(tx).update(orderId, patch);
    if (automatic.length > 0) {
      recordAudit(tx, {
        actor: SYSTEM,
        entity: 'order',
        entityId: orderId,
        action: next === 'geleverd' ? 'automatisch bij levering' : 'automatisch bij annulering',
        changes: automatic,
        at: now,
      });
    }
    return publicOrder({ ...order, ...patch });
  });
  stockChanged(storage, released);
  return moved;
}
