import { z } from 'zod';
import { requiredText, strictObject } from './contact-fields';
import { orderSchema } from './order';
import { pageSchema } from './page';

/**
 * An order waiting for approval as the approver sees it: the order as the member made it,
 * with what it costs today (approval checks the prices again) and what stands in its way.
 */
export const approvalItemSchema = orderSchema.extend({
  currentTotalInclVat: z.number().int(),
  priceChanged: z.boolean(),
  /** Lines that can no longer be ordered, in Dutch; approval is refused while there are any. */
  problems: z.array(z.string()),
  /** Why the viewer cannot approve it (they placed it) and what to do, in Dutch. */
  cannotApprove: z.string().optional(),
});
export type ApprovalItem = z.infer<typeof approvalItemSchema>;
export const approvalPageSchema = pageSchema(approvalItemSchema);

/**
 * `POST /api/approvals/:id/approve`: the total incl. btw the approver agreed to. A price that
 * changed since is refused until the approver confirms the new one.
 */
export const approveOrderSchema = strictObject({
  expectedTotalInclVat: z.number({ error: 'Geef het bedrag dat je goedkeurt.' }).int().min(0),
});
export type ApproveOrderRequest = z.infer<typeof approveOrderSchema>;

export const rejectOrderSchema = strictObject({
  reason: requiredText('een reden', 500, { lines: true }),
});
export type RejectOrderRequest = z.infer<typeof rejectOrderSchema>;

/** `GET /api/approvals/aantal`: how many of the firm's orders wait for this member's approval. */
export const approvalCountSchema = z.object({ waiting: z.number().int().min(0) });
export type ApprovalCount = z.infer<typeof approvalCountSchema>;
