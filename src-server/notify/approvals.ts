import { formatEuro } from '@shared/domain/money';
import type { Order } from '@shared/schemas/order';
import { users, type StoredUser } from '../collections/users';
import { memberName } from '../policy/made-by';
import { mailUpdate } from './notify';
import { approvalRecipientsOf } from './recipients';
import type { MailContext } from './outbox';

/*
 * An order above a member's spend limit waits silently unless someone is told: the firm's
 * approvers when it starts waiting, the orderer when it is decided.
 */

/** Why the order waits, as the approver reads it: the limit it passes. */
export function waitingReason(orderer: StoredUser | null, order: Pick<Order, 'totalExclVat'>) {
  const name = memberName(orderer);
  const perOrder = orderer?.limitPerOrderCents;
  if (perOrder !== undefined && order.totalExclVat > perOrder) {
    return `het bedrag van ${formatEuro(order.totalExclVat)} excl. btw is hoger dan de limiet per bestelling van ${name} (${formatEuro(perOrder)}).`;
  }
  const perMonth = orderer?.limitPerMonthCents;
  return perMonth === undefined
    ? `${name} mag niet zonder goedkeuring bestellen.`
    : `met deze bestelling komt ${name} boven de maandlimiet van ${formatEuro(perMonth)} excl. btw.`;
}

/**
 * Mails each approver of the orderer's firm in the roles it chose (eigenaar and inkoper by
 * default, never the orderer) that the order waits, with what the job needs.
 */
export async function mailApprovers(context: MailContext, ordererUid: string, order: Order) {
  try {
    const orderer = await users.on(context.storage).get(ordererUid);
    if (!orderer?.companyId) return;
    const approvers = await approvalRecipientsOf(context, orderer.companyId, ordererUid);
    const message = {
      kind: 'goedkeuring-gevraagd' as const,
      orderId: order.id,
      number: order.number,
      orderedBy: memberName(orderer),
      reason: waitingReason(orderer, order),
      lines: order.lines.map((line) => ({ name: line.name, quantity: line.quantity })),
      totalInclVat: order.totalInclVat,
      ...(order.clientName ? { clientName: order.clientName } : {}),
      address: order.delivery === 'bezorgen' ? order.address : '',
      reference: order.reference,
      notes: order.notes,
    };
    await Promise.all(
      approvers.map((approver) =>
        mailUpdate(context, approver.uid, `${order.id}-goedkeuring-${approver.uid}`, {
          ...message,
          via: approver.via,
          ...(approver.firm ? { firm: approver.firm } : {}),
        }),
      ),
    );
  } catch (error) {
    // The order stands: its approvers still see it under `Goedkeuren`.
    console.error('De goedkeurders konden niet worden gemaild:', error);
  }
}

/** Tells the orderer their waiting order was approved or rejected, by whom and why not. */
export async function mailApprovalDecision(context: MailContext, ordererUid: string, order: Order) {
  if (!order.approval) return;
  const { decision, by, reason } = order.approval;
  await mailUpdate(context, ordererUid, `${order.id}-besluit`, {
    kind: 'goedkeuring-besluit',
    orderId: order.id,
    number: order.number,
    decision,
    by,
    ...(reason ? { reason } : {}),
  });
}
