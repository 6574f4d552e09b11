import { apiQuery, apiSend } from '@/lib/api-query';
import { caughtMailSchema, caughtMailSummarySchema, outboxItemSchema } from '@shared/schemas/mail';
import { adminKeys, adminPath } from './keys';
import { adminResource } from './resource';

const outbox = adminResource<typeof outboxItemSchema, { status?: string }>(
  'mail/outbox',
  outboxItemSchema,
);
const received = adminResource<typeof caughtMailSummarySchema, Record<string, never>>(
  'mail/received',
  caughtMailSummarySchema,
);

/** The outbox, newest first; `status` filters (wachtend, verzonden, mislukt). */
export const outboxQuery = outbox.list;
/** What the local SMTP catcher received, newest first. */
export const receivedQuery = () => received.list({});

/** One received message in full: HTML and text as sent. */
export const receivedMailQuery = (id: string) =>
  apiQuery(adminKeys.one('mail/received', id), adminPath('mail/received', id), caughtMailSchema);

export const receivedAttachmentPath = (id: string, index: number) =>
  `${adminPath('mail/received', id)}/attachments/${index}`;

/** Makes a failed message due now; the outbox sends it at once. */
export const retryMail = (id: string) => () =>
  apiSend(`${adminPath('mail/outbox', id)}/retry`, { method: 'POST', schema: outboxItemSchema });
