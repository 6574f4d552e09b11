import { randomUUID } from 'node:crypto';
import { isoMoment } from '@shared/domain/dates';
import type { AddressObject } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { caughtMail } from '../collections/caught-mail';
import type { Clock } from '../env';
import type { Storage } from '../storage/port';
import { freePort } from './ports';

export interface MailCatcher {
  host: string;
  port: number;
  stop(): Promise<void>;
}

/** Largest message the catcher takes (a mail with a few PDFs). */
const MAX_SIZE = 10 * 1024 * 1024;

const addresses = (value: AddressObject | AddressObject[] | undefined) =>
  (Array.isArray(value) ? value : value ? [value] : []).map((a) => a.text).join(', ');

/**
 * A small SMTP server on loopback that takes every message and stores it parsed in
 * `caughtMail`: locally the portal sends through the same SMTP transport as in production,
 * and the back-office shows what arrived. `port` 0 (default) takes a free one.
 */
export async function startMailCatcher(options: {
  storage: Storage;
  clock: Clock;
  port?: number;
}): Promise<MailCatcher> {
  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    size: MAX_SIZE,
    banner: 'Warmteportaal lokale mailcatcher',
    logger: false,
    onData(stream, _session, callback) {
      // mailparser loads with the first message: it would add a good part to the start.
      import('mailparser')
        .then(({ simpleParser }) => simpleParser(stream))
        .then(async (parsed) => {
          await caughtMail.on(options.storage).set(randomUUID(), {
            from: addresses(parsed.from),
            to: addresses(parsed.to),
            ...(parsed.replyTo ? { replyTo: addresses(parsed.replyTo) } : {}),
            subject: parsed.subject ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            text: parsed.text ?? '',
            attachments: parsed.attachments.map((attachment) => ({
              filename: attachment.filename ?? 'bijlage',
              contentType: attachment.contentType,
              content: attachment.content.toString('base64'),
              size: attachment.size,
            })),
            ...(parsed.messageId ? { messageId: parsed.messageId } : {}),
            receivedAt: isoMoment(options.clock.now()),
          });
          callback();
        })
        .catch((error: unknown) =>
          callback(error instanceof Error ? error : new Error(String(error))),
        );
    },
  });
  const host = '127.0.0.1';
  const port = options.port || (await freePort());
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return {
    host,
    port,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
