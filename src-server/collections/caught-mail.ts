import { z } from 'zod';
import { storedAttachmentSchema } from './mail-outbox';
import { defineCollection, storedDate, type DocOf } from './collection';

/**
 * `caughtMail/{id}`: what the local SMTP catcher received (only `npm start` and tests run
 * one), parsed, so the back-office sees each message as it was sent.
 */
const caughtMailSchema = z.object({
  from: z.string(),
  to: z.string(),
  replyTo: z.string().optional(),
  subject: z.string(),
  html: z.string(),
  text: z.string(),
  attachments: z.array(storedAttachmentSchema.extend({ size: z.number().int() })),
  messageId: z.string().optional(),
  receivedAt: storedDate,
});
export type StoredCaughtMail = DocOf<typeof caughtMailSchema>;

export const caughtMail = defineCollection({ name: 'caughtMail', schema: caughtMailSchema });
