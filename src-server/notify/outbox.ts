import { randomUUID } from 'node:crypto';
import { isoMoment } from '@shared/domain/dates';
import { mailOutbox, type StoredMail, type StoredMailAttachment } from '../collections/mail-outbox';
import type { Clock } from '../clock';
import type { FileStore } from '../files/port';
import type { Storage } from '../storage/port';
import { removeAttachments, storeAttachments } from './attachments';
import type { Outbox, OutgoingMail } from './port';
import { subjectOf } from './templates';

/**
 * What enqueueing needs: the store the outbox lives in, the time, and the file port the
 * attachments are kept in (a mail with attachments cannot be queued without it).
 */
export interface MailContext {
  storage: Storage;
  clock: Clock;
  files?: FileStore | undefined;
}

/** Stores a message for the worker, due now; the same `key` again is ignored. */
async function storeMail(context: MailContext, mail: OutgoingMail): Promise<void> {
  const now = isoMoment(context.clock.now());
  const attachments = await storeAttachments(context.files, mail.attachments);
  const stored: StoredMail = {
    to: mail.to.trim(),
    ...(mail.userId ? { userId: mail.userId } : {}),
    subject: subjectOf(mail.message),
    message: mail.message,
    ...(mail.sender ? { sender: mail.sender } : {}),
    attachments,
    status: 'wachtend',
    attempts: 0,
    nextAttemptAt: now,
    createdAt: now,
  };
  const created = await mailOutbox
    .on(context.storage)
    .create(mail.key ?? randomUUID(), stored)
    .catch(async (error: unknown) => {
      await removeAttachments(context.files, attachments);
      throw error;
    });
  // The same key was queued before: that message stands, these files are nobody's.
  if (!created) await removeAttachments(context.files, attachments);
}

/** The message under `key` gets `mail`'s content while it still waits untried (see Outbox). */
async function replaceStoredMail(
  context: MailContext,
  key: string,
  mail: OutgoingMail,
): Promise<boolean> {
  const now = context.clock.now();
  const attachments = await storeAttachments(context.files, mail.attachments);
  let replaced: StoredMailAttachment[] = [];
  const done = await context.storage
    .transaction(async (tx) => {
      const waiting = await mailOutbox.in(tx).get(key);
      const untried =
        waiting?.status === 'wachtend' &&
        waiting.attempts === 0 &&
        waiting.to === mail.to.trim() &&
        waiting.nextAttemptAt !== undefined &&
        new Date(waiting.nextAttemptAt) <= now;
      if (!untried) return false;
      replaced = waiting.attachments;
      mailOutbox.in(tx).update(key, {
        message: mail.message,
        subject: subjectOf(mail.message),
        attachments,
        ...(mail.sender ? { sender: mail.sender } : {}),
      });
      return true;
    })
    .catch(async (error: unknown) => {
      await removeAttachments(context.files, attachments);
      throw error;
    });
  // The files of the content that lost: the old one's when replaced, else the new one's.
  await removeAttachments(context.files, done ? replaced : attachments);
  return done;
}

/**
 * The store's own outbox (`mailOutbox`), which the worker sends from; attachments go to
 * `files`, the record keeps their references.
 */
export function createStoredOutbox(context: MailContext & { files: FileStore }): Outbox {
  return storedOutbox(context);
}

function storedOutbox(context: MailContext): Outbox {
  return {
    enqueue: (mail) => storeMail(context, mail),
    replaceWaiting: (key, mail) => replaceStoredMail(context, key, mail),
  };
}

const outboxes = new WeakMap<Storage, Outbox>();

/**
 * Makes this the outbox of a store for every use case of the app (createApp calls it with the
 * outbox it received, or the store's own on its file port).
 */
export function useOutbox(storage: Storage, outbox: Outbox): void {
  outboxes.set(storage, outbox);
}

/**
 * The outbox createApp wired for this store; without one (a use case outside an app), the
 * store's own with the context's file port.
 */
function outboxOf(context: MailContext): Outbox {
  return outboxes.get(context.storage) ?? storedOutbox(context);
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
