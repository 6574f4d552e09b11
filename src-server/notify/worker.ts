import { z } from 'zod';
import { isoMoment } from '@shared/domain/dates';
import { mailOutbox, type StoredMail } from '../collections/mail-outbox';
import type { WithId } from '../collections/collection';
import type { Clock } from '../clock';
import type { FileStore } from '../files/port';
import type { Storage } from '../storage/port';
import { readAttachments, removeAttachments } from './attachments';
import { renderMail } from './templates';
import { MailRefused, type MailTransport } from './transport';

export interface MailWorkerOptions {
  storage: Storage;
  /** Where the outbox's attachments are kept (src-server/notify/attachments.ts). */
  files: FileStore;
  transport: MailTransport;
  clock: Clock;
  /** The portal's address, for the links in messages. */
  portalUrl: string;
  /** The wait after the first failed attempt; it doubles with each next one (max 6 h). */
  retryDelayMs?: number;
  /** After this many attempts a message is given up. */
  maxAttempts?: number;
}

const DEFAULTS = { retryDelayMs: 60_000, maxAttempts: 8 };
const MAX_DELAY_MS = 6 * 60 * 60_000;
/** How long a worker holds a message it is sending before another may take it. */
const LEASE_MS = 5 * 60_000;

const address = z.email();

const later = (from: Date, ms: number) => isoMoment(new Date(from.getTime() + ms));

/**
 * Takes the message for this worker: only when it is due, by moving its next attempt past the
 * lease, so two workers (a trigger and the schedule in production) never send it both.
 */
async function claim(options: MailWorkerOptions, id: string): Promise<WithId<StoredMail> | null> {
  const now = options.clock.now();
  return options.storage.transaction(async (tx) => {
    const mail = await mailOutbox.in(tx).get(id);
    if (!mail?.nextAttemptAt || new Date(mail.nextAttemptAt) > now) return null;
    mailOutbox.in(tx).update(id, { nextAttemptAt: later(now, LEASE_MS) });
    return mail;
  });
}

/** Sends one message of the outbox if it is due; records the outcome. Never throws. */
export async function deliverMail(options: MailWorkerOptions, id: string): Promise<void> {
  const settings = { ...DEFAULTS, ...options };
  let mail: WithId<StoredMail> | null;
  try {
    mail = await claim(options, id);
  } catch (error) {
    console.error(`E-mail ${id} kon niet worden opgepakt:`, error);
    return;
  }
  if (!mail) return;
  const { id: _id, nextAttemptAt: _next, ...stored } = mail;
  const attempts = mail.attempts + 1;
  try {
    if (!address.safeParse(mail.to).success) {
      throw new MailRefused(`Ongeldig e-mailadres: „${mail.to}”`, true);
    }
    const rendered = renderMail(mail.message, options.portalUrl);
    await options.transport.send({
      key: id,
      to: mail.to,
      ...rendered,
      ...(mail.sender ? { senderName: mail.sender.name } : {}),
      ...(mail.sender?.replyTo ? { replyTo: mail.sender.replyTo } : {}),
      attachments: await readAttachments(options.files, mail.attachments),
    });
    const { lastError: _error, ...sent } = stored;
    await mailOutbox
      .on(options.storage)
      .set(id, { ...sent, status: 'verzonden', attempts, sentAt: isoMoment(options.clock.now()) });
    // Sent for good: the attachments' files are no longer needed.
    await removeAttachments(options.files, mail.attachments);
  } catch (error) {
    const permanent = error instanceof MailRefused && error.permanent;
    const giveUp = permanent || attempts >= settings.maxAttempts;
    const delay = Math.min(settings.retryDelayMs * 2 ** (attempts - 1), MAX_DELAY_MS);
    await mailOutbox
      .on(options.storage)
      .set(id, {
        ...stored,
        status: 'mislukt',
        attempts,
        lastError: (error instanceof Error ? error.message : String(error)).slice(0, 500),
        ...(giveUp ? {} : { nextAttemptAt: later(options.clock.now(), delay) }),
      })
      .catch((writeError: unknown) => console.error(`E-mail ${id}:`, writeError));
    // Given up: nothing will read the attachments again (a retry from the back-office then
    // fails at once, saying which attachment is gone).
    if (giveUp) await removeAttachments(options.files, mail.attachments);
  }
}

/** Sends every message that is due now (oldest first, at most `limit`); tells how many it tried. */
export async function deliverDue(options: MailWorkerOptions, limit = 20): Promise<number> {
  const due = await mailOutbox.on(options.storage).query({
    where: [{ field: 'nextAttemptAt', op: '<=', value: isoMoment(options.clock.now()) }],
    orderBy: [{ field: 'nextAttemptAt' }],
    limit,
  });
  for (const mail of due) await deliverMail(options, mail.id);
  return due.length;
}

export interface MailWorker {
  /** Look for due messages now instead of at the next tick. */
  kick(): void;
  stop(): Promise<void>;
}

/**
 * A long-running process's worker (the local portal): looks at the outbox every `intervalMs`
 * and when kicked, one round at a time.
 */
export function startMailWorker(options: MailWorkerOptions & { intervalMs?: number }): MailWorker {
  let running: Promise<void> = Promise.resolve();
  let busy = false;
  let stopped = false;
  const round = () => {
    if (busy || stopped) return;
    busy = true;
    running = deliverDue(options)
      .then(() => undefined)
      .catch((error: unknown) => console.error('De e-mailwachtrij kon niet worden gelezen:', error))
      .finally(() => {
        busy = false;
      });
  };
  const timer = setInterval(round, options.intervalMs ?? 1000);
  timer.unref();
  return {
    kick: round,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
