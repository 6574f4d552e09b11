import { contactMessageSchema, dealerApplicationSchema } from '@shared/schemas/admin/inbox';
import { discountSchema } from '@shared/schemas/discount';
import { defineCollection, storedDate } from './collection';

/**
 * dealerApplications/{id}: what the public dealer form sent and the back-office's decision,
 * stored as the back-office sees it.
 */
export const dealerApplications = defineCollection({
  name: 'dealerApplications',
  schema: dealerApplicationSchema.omit({ id: true }).extend({
    remarks: dealerApplicationSchema.shape.remarks.default(''),
    createdAt: storedDate,
    decidedAt: storedDate.optional(),
    discount: discountSchema.optional(),
    /** Set while an approval creates the dealer's account (see admin/inbox.ts). */
    claimedAt: storedDate.nullable().optional(),
  }),
});

/** contactMessages/{id}: what the public contact form sent. */
export const contactMessages = defineCollection({
  name: 'contactMessages',
  schema: contactMessageSchema.omit({ id: true }).extend({
    subject: contactMessageSchema.shape.subject.default(''),
    read: contactMessageSchema.shape.read.default(false),
    createdAt: storedDate,
  }),
});
