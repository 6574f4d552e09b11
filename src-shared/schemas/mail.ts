import { valuesOf } from '../domain/labels';
import { z } from 'zod';
import { optionalTextFields, textFields } from './answer-fields';
import { pageSchema } from './page';

/**
 * A message in the outbox: `wachtend` (not yet sent, or a retry is planned), `verzonden`, or
 * `mislukt` (the last attempt failed; `nextAttemptAt` tells when it is tried again, none: given up).
 */
export const MAIL_STATUS_LABELS = {
  wachtend: 'Wachtend',
  verzonden: 'Verzonden',
  mislukt: 'Mislukt',
};
export const MAIL_STATUSES = valuesOf(MAIL_STATUS_LABELS);
export type MailStatus = (typeof MAIL_STATUSES)[number];

/** An outbox entry as the back-office sees it (never the message's links or codes). */
export const outboxItemSchema = z.object({
  ...textFields('id', 'to', 'subject'),
  status: z.enum(MAIL_STATUSES),
  attempts: z.number().int(),
  createdAt: z.string(),
  ...optionalTextFields('lastError', 'nextAttemptAt', 'sentAt'),
});
export type OutboxItem = z.infer<typeof outboxItemSchema>;
export const outboxPageSchema = pageSchema(outboxItemSchema);

export const outboxQuerySchema = z.object({
  status: z.enum(MAIL_STATUSES, { error: 'Kies wachtend, verzonden of mislukt.' }).optional(),
});

export const mailAttachmentInfoSchema = z.object({
  filename: z.string(),
  contentType: z.string(),
  size: z.number().int(),
});

/** A message the local SMTP catcher received, as it was sent. */
export const caughtMailSchema = z.object({
  ...textFields('id', 'from', 'to', 'subject', 'html', 'text'),
  /** Where answers go, when the message names it (a mail in an installer's name). */
  replyTo: z.string().optional(),
  attachments: z.array(mailAttachmentInfoSchema),
  /** The Message-ID it arrived with: one per outbox key, however often it was sent. */
  messageId: z.string().optional(),
  receivedAt: z.string(),
});
export type CaughtMail = z.infer<typeof caughtMailSchema>;

export const caughtMailSummarySchema = caughtMailSchema.omit({ html: true, text: true });
export type CaughtMailSummary = z.infer<typeof caughtMailSummarySchema>;
export const caughtMailPageSchema = pageSchema(caughtMailSummarySchema);
