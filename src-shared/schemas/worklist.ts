import { z } from 'zod';
import { ORDER_STATUSES } from '../domain/rules';
import { optionalTextFields, textFields } from './answer-fields';
import { maintenanceDueSchema } from './clients';
import { offerteListItemSchema } from './offerte';

/**
 * `GET /api/worklist`: the dashboard's open work of the member's firm, by role (issue 33).
 * Each list is short (at most `WORKLIST_SHOWN` items, soonest or newest first) with the
 * count of all; a section the member's role may not use is absent.
 */
export const WORKLIST_SHOWN = 5;
/** An offerte expires soon when its last valid day is within this many days. */
export const OFFERTE_EXPIRING_DAYS = 7;

function counted<T extends z.ZodType>(item: T) {
  return z.object({
    count: z.number().int().nonnegative(),
    items: z.array(item).max(WORKLIST_SHOWN),
  });
}

export const worklistOrderSchema = z.object({
  ...textFields('id', 'number', 'createdAt'),
  status: z.enum(ORDER_STATUSES),
  totalInclVat: z.number().int(),
  ...optionalTextFields('clientName', 'reference'),
});
export type WorklistOrder = z.infer<typeof worklistOrderSchema>;

/** What of one order line still follows, and when it is expected (`YYYY-MM-DD`) where known. */
export const worklistBackorderSchema = z.object({
  ...textFields('orderId', 'orderNumber', 'productName'),
  quantity: z.number().int().positive(),
  ...optionalTextFields('expectedDate'),
});
export type WorklistBackorder = z.infer<typeof worklistBackorderSchema>;

export const worklistApprovalSchema = z.object({
  ...textFields('id', 'number', 'createdAt', 'buyerName'),
  totalInclVat: z.number().int(),
  ...optionalTextFields('clientName'),
});
export type WorklistApproval = z.infer<typeof worklistApprovalSchema>;

export const worklistTicketSchema = z.object(textFields('id', 'subject', 'lastActivityAt'));
export type WorklistTicket = z.infer<typeof worklistTicketSchema>;

export const worklistSchema = z.object({
  offertes: z
    .object({
      /** Sent, valid at most `OFFERTE_EXPIRING_DAYS` more days: soonest end first. */
      expiring: counted(offerteListItemSchema),
      /** Sent and valid longer: waiting for the homeowner's answer, soonest end first. */
      awaiting: counted(offerteListItemSchema),
      /** Accepted and not yet ordered, most recently changed first. */
      accepted: counted(offerteListItemSchema),
    })
    .optional(),
  orders: z
    .object({
      inProgress: counted(worklistOrderSchema),
      backorders: counted(worklistBackorderSchema),
    })
    .optional(),
  approvals: counted(worklistApprovalSchema).optional(),
  support: counted(worklistTicketSchema).optional(),
  maintenance: counted(maintenanceDueSchema).optional(),
});
export type Worklist = z.infer<typeof worklistSchema>;
