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

function cleanName(name: string): string {
  // A file name reaches a Content-Disposition header: no control characters, quotes or paths.
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
  const trimmed = name.replace(/[\\/\u0000-\u001f"]/g, '_').trim();
  return (trimmed || 'bijlage').slice(0, 120);
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
      const name = cleanName(upload.name);
      if (upload.size > MAX_ATTACHMENT_BYTES) {
        throw refuse(`${name} is groter dan 10 MB.`);
      }
      const body = new Uint8Array(await upload.arrayBuffer());
      const signature = sniffAttachmentType(body);
      if (!signature) {
        throw refuse(
          `${name} is geen jpg, png of pdf. Alleen die bestandssoorten zijn toegestaan.`,
        );
      }
      return { name, body, signature };
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
