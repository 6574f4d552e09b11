import { randomUUID } from 'node:crypto';
import {
  MAX_ATTACHMENT_BYTES,
  MAX_ATTACHMENTS_PER_MESSAGE,
  type AttachmentType,
} from '@shared/domain/rules';
import { ApiError } from '../errors';
import type { FileStore } from '../files/port';

/** Where ticket attachments live in the file port; never served by the public files route. */
export const ATTACHMENT_PREFIX = 'tickets';

const SIGNATURES: { type: AttachmentType; extension: string; bytes: number[] }[] = [
  { type: 'image/jpeg', extension: 'jpg', bytes: [0xff, 0xd8, 0xff] },
  { type: 'image/png', extension: 'png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { type: 'application/pdf', extension: 'pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] },
];

/** The type of a file by its first bytes: a renamed .exe stays an .exe whatever its name. */
export function sniffAttachmentType(body: Uint8Array) {
  return SIGNATURES.find((signature) =>
    signature.bytes.every((byte, index) => body[index] === byte),
  );
}

export interface StoredAttachment {
  id: string;
  name: string;
  contentType: AttachmentType;
  size: number;
  path: string;
}

function refuse(message: string): ApiError {
  return new ApiError(400, 'bijlage_ongeldig', message, { bijlagen: message });
}

/**
 * The name an attachment is shown and downloaded under, chosen by the server: the uploader's
 * name without its extension, reduced to letters, digits, spaces, `-` and `_`, and the
 * extension of what the content really is. `factuur.html` holding a PNG becomes
 * `factuur.png`; a path, quotes or control characters never reach a header.
 */
export function safeAttachmentName(name: string, extension: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const stem = (base.includes('.') ? base.slice(0, base.lastIndexOf('.')) : base)
    .normalize('NFC')
    .replace(/[^\p{L}\p{N} _-]+/gu, '_')
    .replace(/_+/g, '_')
    .trim()
    .slice(0, 80)
    .replace(/^[_ ]+|[_ ]+$/g, '');
  return `${stem || 'bijlage'}.${extension}`;
}

/** Checks every file first, then stores them; one bad file refuses the whole message. */
export async function storeAttachments(
  files: FileStore,
  ticketId: string,
  uploads: File[],
): Promise<StoredAttachment[]> {
  if (uploads.length > MAX_ATTACHMENTS_PER_MESSAGE) {
    throw refuse(
      `Je kunt hoogstens ${MAX_ATTACHMENTS_PER_MESSAGE} bijlagen per bericht meesturen.`,
    );
  }
  const checked = await Promise.all(
    uploads.map(async (upload) => {
      // Only for the messages below; the stored name is chosen once the content is known.
      const shown =
        (upload.name.split(/[\\/]/).pop() ?? '')
          .replace(/[^\p{L}\p{N} ._-]+/gu, '_')
          .slice(0, 120) || 'bijlage';
      if (upload.size > MAX_ATTACHMENT_BYTES) {
        throw refuse(`${shown} is groter dan 10 MB.`);
      }
      const body = new Uint8Array(await upload.arrayBuffer());
      const signature = sniffAttachmentType(body);
      if (!signature) {
        throw refuse(
          `${shown} is geen jpg, png of pdf. Alleen die bestandssoorten zijn toegestaan.`,
        );
      }
      return { name: safeAttachmentName(upload.name, signature.extension), body, signature };
    }),
  );
  const stored: StoredAttachment[] = [];
  for (const { name, body, signature } of checked) {
    const id = randomUUID();
    const path = `${ATTACHMENT_PREFIX}/${ticketId}/${id}.${signature.extension}`;
    await files.write(path, body, signature.type);
    stored.push({ id, name, contentType: signature.type, size: body.byteLength, path });
  }
  return stored;
}
