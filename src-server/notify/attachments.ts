import { randomUUID } from 'node:crypto';
import type { StoredMailAttachment } from '../collections/mail-outbox';
import type { FileStore } from '../files/port';
import type { MailAttachment } from './port';
import { MailRefused, type WireMail } from './transport';

/**
 * A queued mail's attachments live in the file port, one file each under this prefix; the
 * outbox record holds only their key, name, type and size (a Firestore document holds at most
 * 1 MiB, an ISDE dossier with photos more). Never served by the public files route.
 */
export const MAIL_ATTACHMENT_PREFIX = 'mail-attachments';

/** The references of what was written, for the outbox record. */
export async function storeAttachments(
  files: FileStore | undefined,
  attachments: MailAttachment[] = [],
): Promise<StoredMailAttachment[]> {
  if (attachments.length === 0) return [];
  if (!files) throw new Error('Een e-mail met bijlagen heeft de bestandsopslag nodig.');
  const batch = `${MAIL_ATTACHMENT_PREFIX}/${randomUUID()}`;
  const stored: StoredMailAttachment[] = [];
  try {
    for (const [index, attachment] of attachments.entries()) {
      const key = `${batch}-${index + 1}`;
      await files.write(key, attachment.content, attachment.contentType);
      stored.push({
        key,
        filename: attachment.filename,
        contentType: attachment.contentType,
        size: attachment.content.byteLength,
      });
    }
  } catch (error) {
    await removeAttachments(files, stored);
    throw error;
  }
  return stored;
}

/**
 * The attachments' bytes for the wire: from the file port, or (records queued before the file
 * port held them) from the record itself. A missing file is a permanent failure: the mail must
 * not go out without what it promises.
 */
export async function readAttachments(
  files: FileStore,
  attachments: readonly StoredMailAttachment[],
): Promise<WireMail['attachments']> {
  return Promise.all(
    attachments.map(async (attachment) => {
      const { filename, contentType } = attachment;
      if (!('key' in attachment)) {
        return { filename, contentType, content: Buffer.from(attachment.content, 'base64') };
      }
      const file = await files.read(attachment.key);
      if (!file) throw new MailRefused(`De bijlage „${filename}” is niet meer beschikbaar.`, true);
      return { filename, contentType, content: Buffer.from(file.body) };
    }),
  );
}

/** Deletes the stored files of these attachments (inline ones have none); never throws. */
export async function removeAttachments(
  files: FileStore | undefined,
  attachments: readonly StoredMailAttachment[],
): Promise<void> {
  for (const attachment of attachments) {
    if (!('key' in attachment) || !files) continue;
    await files
      .remove(attachment.key)
      .catch((error: unknown) =>
        console.error(`Bijlage ${attachment.key} kon niet worden verwijderd:`, error),
      );
  }
}
