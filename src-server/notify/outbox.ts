import { randomUUID } from 'node:crypto';
import { isoMoment } from '@shared/domain/dates';
import { mailOutbox, type StoredMail } from '../collections/mail-outbox';
import type { Clock } from '../clock';
import type { Storage } from '../storage/port';
import type { MailAttachment, Outbox, OutgoingMail } from './port';
import { subjectOf } from './templates';

/** What enqueueing needs: the store the outbox lives in and the time. */
export interface MailContext {
  storage: Storage;
  clock: Clock;
}

const storedAttachments = (attachments: MailAttachment[] = []) =>
  attachments.map((attachment) => ({
    filename: attachment.filename,
    contentType: attachment.contentType,
    content: Buffer.from(attachment.content).toString('base64'),
  }));

/** Stores a message for the worker, due now; the same `key` again is ignored. */
async function storeMail(context: MailContext, mail: OutgoingMail): Promise<void> {
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
}

/** The message under `key` gets `mail`'s content while it still waits untried (see Outbox). */
async function replaceStoredMail(
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

/** The store's own outbox (`mailOutbox`), which the worker sends from. */
export function createStoredOutbox(context: MailContext): Outbox {
  return {
    enqueue: (mail) => storeMail(context, mail),
    replaceWaiting: (key, mail) => replaceStoredMail(context, key, mail),
  };
}

const outboxes = new WeakMap<Storage, Outbox>();

/**
 * Makes this the outbox of a store for every use case of the app (createApp calls it with the
 * outbox it received).
 */
export function useOutbox(storage: Storage, outbox: Outbox): void {
  outboxes.set(storage, outbox);
}

/** The outbox createApp received for this store; without one, the store's own. */
function outboxOf(context: MailContext): Outbox {
  return outboxes.get(context.storage) ?? createStoredOutbox(context);
}

/**
 * Puts a message in the outbox; the worker sends it. Never throws and never waits for SMTP:
 * the action that caused the message has already happened and must not fail for it. An outbox
 * that refuses the message is logged (the message is lost, the action stands).
 */
export async function enqueueMail(context: MailContext, mail: OutgoingMail): Promise<void> {
  try {
    await outboxOf(context).enqueue(mail);
  } catch (error) {
    console.error('Een e-mail kon niet in de wachtrij:', error);
  }
}

/**
 * Puts `mail` in the place of the message under `key` while that one still waits untried for
 * the same address (a resend before the first went out): one mail, the newest content.
 * Answers false when it was tried or sent already; then nothing changed.
 */
export function replaceWaitingMail(
  context: MailContext,
  key: string,
  mail: OutgoingMail,
): Promise<boolean> {
  return outboxOf(context).replaceWaiting(key, mail);
}
