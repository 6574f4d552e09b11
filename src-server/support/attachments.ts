import { randomUUID } from 'node:crypto';
import {
  MAX_ATTACHMENT_BYTES,
  MAX_ATTACHMENTS_PER_MESSAGE,
  type AttachmentType,
} from '@shared/domain/rules';
import { MAX_FORM_BYTES, MAX_JSON_BYTES } from '../body-limit';
import { ApiError } from '../errors';
import type { StreamedFile, StreamedFormRules } from '../multipart';

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

/** The name used in messages about a file, before its content is known. */
function shownName(name: string): string {
  return (
    (name.split(/[\\/]/).pop() ?? '').replace(/[^\p{L}\p{N} ._-]+/gu, '_').slice(0, 120) ||
    'bijlage'
  );
}

/**
 * How a message's attachments are read from its form (`readStreamedForm`): at most
 * MAX_ATTACHMENTS_PER_MESSAGE files of 10 MB, each stored under a server-chosen path with the
 * extension of what its first bytes say it is, as it streams in.
 */
export function attachmentFormRules(ticketId: string): StreamedFormRules {
  return {
    fileField: 'bijlagen',
    maxFiles: MAX_ATTACHMENTS_PER_MESSAGE,
    maxFileBytes: MAX_ATTACHMENT_BYTES,
    maxFieldBytes: MAX_JSON_BYTES,
    maxFields: 20,
    maxTotalBytes: MAX_FORM_BYTES,
    place(head, filename) {
      const signature = sniffAttachmentType(head);
      if (!signature) {
        throw refuse(
          `${shownName(filename)} is geen jpg, png of pdf. Alleen die bestandssoorten zijn toegestaan.`,
        );
      }
      return {
        path: `${ATTACHMENT_PREFIX}/${ticketId}/${randomUUID()}.${signature.extension}`,
        contentType: signature.type,
      };
    },
    tooManyFiles: () =>
      refuse(`Je kunt hoogstens ${MAX_ATTACHMENTS_PER_MESSAGE} bijlagen per bericht meesturen.`),
    fileTooLarge: (filename) => {
      const message = `${shownName(filename)} is groter dan 10 MB.`;
      return new ApiError(413, 'te_groot', message, { bijlagen: message });
    },
    bodyTooLarge: () =>
      new ApiError(
        413,
        'te_groot',
        `Het bericht is te groot. Stuur hoogstens ${MAX_ATTACHMENTS_PER_MESSAGE} bijlagen van 10 MB.`,
      ),
  };
}

/** The streamed files as a message's attachments, under their safe names. */
export function toAttachments(files: StreamedFile[]): StoredAttachment[] {
  return files.map((file) => {
    const signature = SIGNATURES.find((s) => s.type === file.contentType);
    if (!signature) throw new Error(`Not an attachment type: ${file.contentType}`);
    const id = file.path.slice(file.path.lastIndexOf('/') + 1, file.path.lastIndexOf('.'));
    return {
      id,
      name: safeAttachmentName(file.filename, signature.extension),
      contentType: signature.type,
      size: file.size,
      path: file.path,
    };
  });
}
