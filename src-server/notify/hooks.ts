import type { AdminOrder } from '@shared/schemas/admin/orders';
import type { DealerApplication } from '@shared/schemas/admin/inbox';
import type { AdminUser } from '@shared/schemas/admin/users';
import type { Order } from '@shared/schemas/order';
import type { Ticket } from '@shared/schemas/support';
import { mailApprovers } from './approvals';
import { notify } from './notify';
import type { MailContext } from './outbox';
import { personName } from '@shared/domain/display-name';

/**
 * The services' one-line hooks: each answers a function for `.then(...)` after the change is
 * stored, which enqueues the e-mail and passes the service's result on unchanged. A mail that
 * cannot be enqueued never changes that result (see enqueueMail).
 */
export const mailAfter = {
  orderPlaced:
    (context: MailContext, uid: string) =>
    async <R extends { order: Order; created: boolean }>(result: R): Promise<R> => {
      // An order waiting for approval goes to the firm's approvers; its orderer hears when
      // it is decided.
      const waits = result.order.status === 'wacht_op_goedkeuring';
      if (result.created && waits) await mailApprovers(context, uid, result.order);
      if (result.created && !waits) await notify.orderReceived(context, uid, result.order);
      return result;
    },

  orderMoved:
    (context: MailContext) =>
    async (order: AdminOrder): Promise<AdminOrder> => {
      await notify.orderStatusChanged(context, order.customer.id, order);
      return order;
    },

  /** Only an answer by support is mailed, not the owner's own reply. */
  ticketReply:
    (context: MailContext, author: { kind: 'user' | 'support' }) =>
    async (ticket: Ticket): Promise<Ticket> => {
      if (author.kind === 'support') await notify.questionAnswered(context, ticket);
      return ticket;
    },

  /** A user the back-office made (not through an application): the set-password link. */
  userCreated:
    (context: MailContext) =>
    async <R extends { user: AdminUser; resetCode: string }>(result: R): Promise<R> => {
      const { user } = result;
      const name = personName(user);
      await notify.accountCreated(context, { email: user.email, name }, result.resetCode);
      return result;
    },

  applicationApproved:
    (context: MailContext) =>
    async <R extends { application: DealerApplication; resetCode: string }>(
      result: R,
    ): Promise<R> => {
      const { application } = result;
      await notify.applicationApproved(context, applicantOf(application), result.resetCode);
      return result;
    },

  applicationRejected:
    (context: MailContext) =>
    async (application: DealerApplication): Promise<DealerApplication> => {
      const reason = application.rejectionReason ?? '';
      await notify.applicationRejected(context, applicantOf(application), reason);
      return application;
    },
};

function applicantOf(application: DealerApplication) {
  return {
    email: application.email,
    name: application.contactName,
    company: application.companyName,
  };
}
