import type { CaughtMail, CaughtMailSummary, MailStatus, OutboxItem } from '@shared/schemas/mail';
import type { Page, PageQuery } from '@shared/schemas/page';
import { isoMoment } from '@shared/domain/dates';
import { caughtMail, type StoredCaughtMail } from '../collections/caught-mail';
import { NEWEST_FIRST, whereEquals, type WithId } from '../collections/collection';
import { mapPage } from '../collections/paging';
import { mailOutbox, type StoredMail } from '../collections/mail-outbox';
import { pickFields, presentFields } from '../collections/record-fields';
import type { Clock } from '../clock';
import { ApiError, apiErrors } from '../errors';
import type { Storage } from '../storage/port';

/** The back-office's view of outgoing mail: the outbox and what the local catcher received. */

function toOutboxItem(mail: WithId<StoredMail>): OutboxItem {
  return {
    ...pickFields(mail, 'id', 'to', 'subject', 'status', 'attempts', 'createdAt'),
    ...presentFields(mail, 'lastError', 'nextAttemptAt', 'sentAt'),
  };
}

export async function listOutbox(
  storage: Storage,
  status: MailStatus | undefined,
  page: PageQuery,
): Promise<Page<OutboxItem>> {
  const result = await mailOutbox
    .on(storage)
    .page({ where: whereEquals('status', status), orderBy: NEWEST_FIRST }, page);
  return mapPage(result, toOutboxItem);
}

/** Makes a failed message due now; the worker sends it on its next round. */
export async function retryMail(storage: Storage, clock: Clock, id: string): Promise<OutboxItem> {
  return storage.transaction(async (tx) => {
    const mail = await mailOutbox.in(tx).get(id);
    if (!mail) throw apiErrors.notFound();
    if (mail.status === 'verzonden') {
      throw new ApiError(409, 'al_verzonden', 'Dit bericht is al verzonden.');
    }
    const nextAttemptAt = isoMoment(clock.now());
    mailOutbox.in(tx).update(id, { nextAttemptAt });
    return toOutboxItem({ ...mail, nextAttemptAt });
  });
}

function summaryOf(mail: WithId<StoredCaughtMail>): CaughtMailSummary {
  const { html: _html, text: _text, attachments, ...summary } = mail;
  return {
    ...summary,
    attachments: attachments.map(({ content: _content, ...info }) => info),
  };
}

export async function listCaught(
  storage: Storage,
  page: PageQuery,
): Promise<Page<CaughtMailSummary>> {
  const result = await caughtMail
    .on(storage)
    .page({ orderBy: [{ field: 'receivedAt', direction: 'desc' }] }, page);
  return mapPage(result, summaryOf);
}

async function caught(storage: Storage, id: string): Promise<WithId<StoredCaughtMail>> {
  const mail = await caughtMail.on(storage).get(id);
  if (!mail) throw apiErrors.notFound();
  return mail;
}

/**
 * A set-password link works for whoever holds it: the back-office sees that one was sent,
 * never the code itself.
 */
const hidePasswordCodes = (body: string) =>
  body.replace(/(wachtwoord-instellen\?code=)[^"'\s<>]+/g, '$1[verborgen]');

export async function getCaught(storage: Storage, id: string): Promise<CaughtMail> {
  const mail = await caught(storage, id);
  return {
    ...summaryOf(mail),
    html: hidePasswordCodes(mail.html),
    text: hidePasswordCodes(mail.text),
  };
}

export async function caughtAttachment(storage: Storage, id: string, index: number) {
  const attachment = (await caught(storage, id)).attachments[index];
  if (!attachment) throw apiErrors.notFound();
  return {
    attachment: { name: attachment.filename, contentType: attachment.contentType },
    body: Buffer.from(attachment.content, 'base64'),
  };
}
