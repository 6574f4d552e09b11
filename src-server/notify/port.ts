import type { MailMessage } from '../collections/mail-outbox';

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

/**
 * Where the portal's e-mails go: createApp receives one (`AppDeps.outbox`). The server's entry
 * points wire the store's own outbox (`createStoredOutbox`), which the worker sends from; a
 * test may pass its own to see what would be mailed.
 */
export interface Outbox {
  /** Puts a message in; may throw when it cannot (enqueueMail catches that). */
  enqueue(mail: OutgoingMail): Promise<void>;
  /**
   * Puts `mail` in the place of the message under `key` while that one still waits untried
   * for the same address: one mail, the newest content. False when it was tried or sent
   * already; then nothing changed.
   */
  replaceWaiting(key: string, mail: OutgoingMail): Promise<boolean>;
}
