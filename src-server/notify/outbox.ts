import { randomUUID } from 'node:crypto';
import { isoMoment } from '@shared/domain/dates';
import { mailOutbox, type MailMessage, type StoredMail } from '../collections/mail-outbox';
import type { Clock } from '../env';
import type { Storage } from '../storage/port';
import { subjectOf } from './templates';

/** What enqueueing needs: the store the outbox lives in and the time. */
export interface MailContext {
  storage: Storage;
  clock: Clock;
}

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Uint8Array;
}

export interface OutgoingMail {
  to: string;
  userId?: string;
  message: MailMessage;
  attachments?: MailAttachment[];
  /**
   * A mail in an installer's name to its client: the sender name it shows and the installer's
   * address for answers. The From address stays the portal's own, so the mail is deliverable.
   */
  sender?: { name: string; replyTo: string };
  /**
   * Makes the message once per event (an order's status, an invoice's number): enqueueing the
   * same key again is ignored, so a repeated request never mails twice.
   */
  key?: string;
}

const storedAttachments = (attachments: MailAttachment[] = []) =>
  attachments.map((attachment) => ({
    filename: attachment.filename,
    contentType: attachment.contentType,
    content: Buffer.from(attachment.content).toString('base64'),
  }));

/**
 * Puts a message in the outbox; the worker sends it. Never throws and never waits for SMTP:
 * the action that caused the message has already happened and must not fail for it. A store
 * that refuses the write is logged (the message is lost, the action stands).
 */
export async function enqueueMail(context: MailContext, mail: OutgoingMail): Promise<void> {
  try {
    const now = isoMoment(context.clock.now());
    const stored: StoredMail = {
      to: mail.to.trim(),
      ...(mail.userId ? { userId: mail.userId } : {}),
      subject: subjectOf(mail.message),
      message: mail.message,
      ...(mail.sender ? { sender: mail.sender } : {}),
      attachments: storedAttachments(mail.attachments),
      status: 'wachtend',
      attempts: 0,
      nextAttemptAt: now,
      createdAt: now,
    };
    await mailOutbox.on(context.storage).create(mail.key ?? randomUUID(), stored);
  } catch (error) {
    console.error('Een e-mail kon niet in de wachtrij:', error);
  }
}

/**
 * Puts `mail` in the place of the message under `key` while that one still waits untried for
 * the same address (a resend before the first went out): one mail, the newest content.
 * Answers false when it was tried or sent already; then nothing changed.
 */
export async function replaceWaitingMail(
  context: MailContext,
  key: string,
  mail: OutgoingMail,
): Promise<boolean> {
  const now = context.clock.now();
  return context.storage.transaction(async (tx) => {
    const waiting = await mailOutbox.in(tx).get(key);
    const untried =
      waiting?.status === 'wachtend' &&
      waiting.attempts === 0 &&
      waiting.to === mail.to.trim() &&
      waiting.nextAttemptAt !== undefined &&
      new Date(waiting.nextAttemptAt) <= now;
    if (!untried) return false;
    mailOutbox.in(tx).update(key, {
      message: mail.message,
      subject: subjectOf(mail.message),
      attachments: storedAttachments(mail.attachments),
      ...(mail.sender ? { sender: mail.sender } : {}),
    });
    return true;
  });
}
