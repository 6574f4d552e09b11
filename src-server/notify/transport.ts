import { createHash } from 'node:crypto';
import type { Transporter } from 'nodemailer';
import { z } from 'zod';

/** One message ready for the wire. */
export interface WireMail {
  /** The outbox key: every attempt at one message carries the same Message-ID. */
  key: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  /** The name the sender shows (an installer's mail to its client); the address stays ours. */
  senderName?: string;
  /** Where the recipient's answer goes. */
  replyTo?: string;
  attachments: { filename: string; contentType: string; content: Buffer }[];
}

/** Sends one message or throws; `permanent` errors are not retried. */
export interface MailTransport {
  send(mail: WireMail): Promise<void>;
  close(): void;
}

export class MailRefused extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
  ) {
    super(message);
    this.name = 'MailRefused';
  }
}

/**
 * SMTP settings from the environment (production): SMTP_HOST, SMTP_PORT (587), SMTP_SECURE
 * (`true` for TLS from the start, port 465; otherwise STARTTLS when offered), SMTP_USER and
 * SMTP_PASS (both or neither), SMTP_FROM (`Warmteportaal <noreply@…>`). Without SMTP_HOST no
 * mail is sent: messages wait in the outbox.
 */
export const smtpSettingsSchema = z
  .object({
    SMTP_HOST: z.string().min(1),
    SMTP_PORT: z.coerce.number().int().min(1).max(65535).default(587),
    SMTP_SECURE: z.enum(['true', 'false']).default('false'),
    SMTP_USER: z.string().optional(),
    SMTP_PASS: z.string().optional(),
    SMTP_FROM: z.string().min(3),
  })
  .refine((env) => Boolean(env.SMTP_USER) === Boolean(env.SMTP_PASS), {
    error: 'SMTP_USER en SMTP_PASS horen samen.',
  });

export interface SmtpSettings {
  host: string;
  port: number;
  secure: boolean;
  auth?: { user: string; pass: string };
  from: string;
  /** Loopback catcher: plain text, no STARTTLS. */
  plain?: boolean;
}

/** The settings in `env`, or undefined when SMTP_HOST is not set; throws when they are wrong. */
export function smtpSettingsFromEnv(
  env: Record<string, string | undefined>,
): SmtpSettings | undefined {
  if (!env.SMTP_HOST) return undefined;
  const parsed = smtpSettingsSchema.parse(env);
  return {
    host: parsed.SMTP_HOST,
    port: parsed.SMTP_PORT,
    secure: parsed.SMTP_SECURE === 'true',
    ...(parsed.SMTP_USER && parsed.SMTP_PASS
      ? { auth: { user: parsed.SMTP_USER, pass: parsed.SMTP_PASS } }
      : {}),
    from: parsed.SMTP_FROM,
  };
}

function codeOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null || !('responseCode' in error)) return undefined;
  return typeof error.responseCode === 'number' ? error.responseCode : undefined;
}

/**
 * A Message-ID made from the outbox key and the sender's domain: a retry after a lost "250"
 * answer is the same message, which servers and mail programs drop as a duplicate.
 */
export function messageIdFor(key: string, from: string): string {
  const domain = /@([^\s>]+)>?\s*$/.exec(from)?.[1] ?? 'warmteportaal.invalid';
  const digest = createHash('sha256').update(key).digest('hex').slice(0, 32);
  return `<${digest}@${domain}>`;
}

/** The address of `Warmteportaal <noreply@…>`, or the whole setting when it is bare. */
export function fromAddressOf(from: string): string {
  return /<([^<>\s]+)>\s*$/.exec(from)?.[1] ?? from.trim();
}

/**
 * The same nodemailer SMTP transport in production and against the local catcher. nodemailer
 * loads on the first message, so it adds nothing to the portal's start.
 */
export function createSmtpTransport(settings: SmtpSettings): MailTransport {
  let transporter: Promise<Transporter> | undefined;
  const connect = () =>
    (transporter ??= import('nodemailer').then(({ default: nodemailer }) =>
      nodemailer.createTransport({
        host: settings.host,
        port: settings.port,
        secure: settings.secure,
        ...(settings.auth ? { auth: settings.auth } : {}),
        ...(settings.plain ? { ignoreTLS: true } : {}),
        // A server that does not answer is a failed attempt, retried later, not a hanging worker.
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 30_000,
      }),
    ));
  return {
    async send(mail) {
      try {
        const { key, senderName, replyTo, ...message } = mail;
        await (
          await connect()
        ).sendMail({
          // Another name, never another address: the portal's domain sends and signs it.
          from: senderName
            ? { name: senderName, address: fromAddressOf(settings.from) }
            : settings.from,
          ...(replyTo ? { replyTo } : {}),
          messageId: messageIdFor(key, settings.from),
          ...message,
        });
      } catch (error) {
        const code = codeOf(error);
        const text = error instanceof Error ? error.message : String(error);
        // 5xx: the server refuses this message for good (unknown address, too large…).
        throw new MailRefused(text, code !== undefined && code >= 500);
      }
    },
    close: () => void transporter?.then((connected) => connected.close()),
  };
}
