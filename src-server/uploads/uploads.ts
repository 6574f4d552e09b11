import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { ApiError } from '../errors';
import { peekHead } from '../multipart';
import { fitsImageLimits, IMAGE_LIMITS, imageSize } from '../files/image-size';
import type { FileStore } from '../files/port';
import { MAX_PHOTO_BYTES } from '@shared/schemas/installation-dossier';

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
/** Installation photos are private: only the installation's own route serves them. */
export const INSTALLATION_PHOTO_PREFIX = 'installations';

const KINDS = [
  {
    ext: 'png',
    type: 'image/png',
    test: (b: Uint8Array) => starts(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  },
  { ext: 'jpg', type: 'image/jpeg', test: (b: Uint8Array) => starts(b, [0xff, 0xd8, 0xff]) },
  {
    ext: 'webp',
    type: 'image/webp',
    test: (b: Uint8Array) => starts(b, [0x52, 0x49, 0x46, 0x46]) && ascii(b, 8, 12) === 'WEBP',
  },
  { ext: 'pdf', type: 'application/pdf', test: (b: Uint8Array) => ascii(b, 0, 5) === '%PDF-' },
] as const;

function starts(bytes: Uint8Array, prefix: number[]): boolean {
  return prefix.every((value, index) => bytes[index] === value);
}

function ascii(bytes: Uint8Array, from: number, to: number): string {
  return String.fromCharCode(...bytes.subarray(from, to));
}

/** What each kind of upload accepts, where it goes and how large it may be. */
const UPLOAD_KINDS = {
  afbeelding: {
    allowed: ['png', 'jpg', 'webp'],
    folder: 'products/uploads',
    maxBytes: MAX_UPLOAD_BYTES,
    refusal: 'Upload een afbeelding als jpg, png of webp.',
  },
  document: {
    allowed: ['pdf'],
    folder: 'products/uploads',
    maxBytes: MAX_UPLOAD_BYTES,
    refusal: 'Upload een pdf-bestand.',
  },
  /** An installer's logo on its offertes (shared/schemas/business-details.ts: 1 MB). */
  logo: {
    allowed: ['png', 'jpg'],
    folder: 'logos',
    maxBytes: 1024 * 1024,
    refusal: 'Upload het logo als png of jpg.',
    /** The offerte's PDF decodes it: its pixels are bounded, not only its bytes. */
    decoded: true,
  },
  /**
   * A photo of an installation for its ISDE dossier, which embeds it: decoded like a logo, so
   * bounded in pixels too (the renderer scales a phone's photo down before it sends it).
   */
  installatiefoto: {
    allowed: ['png', 'jpg'],
    folder: INSTALLATION_PHOTO_PREFIX,
    maxBytes: MAX_PHOTO_BYTES,
    refusal: 'Upload de foto als jpg of png.',
    decoded: true,
  },
} as const;
export type UploadKind = keyof typeof UPLOAD_KINDS;

/**
 * Stores an upload (a product image or document, a logo) as it streams in, never holding it
 * whole. The type is read from its first bytes, never from the name or the header the
 * browser sent; SVG is refused because it can carry script. Past the kind's size it stops
 * with 413 and leaves no file.
 */
export async function storeUpload(
  files: FileStore,
  body: ReadableStream<Uint8Array> | null,
  kind: UploadKind,
): Promise<{ url: string; path: string; contentType: string }> {
  const rules = UPLOAD_KINDS[kind];
  const source = body
    ? Readable.fromWeb(body as WebReadableStream<Uint8Array>)
    : Readable.from([] as Uint8Array[]);
  const peeked = await peekHead(source);
  if (peeked.head.byteLength === 0) throw badFile('Het bestand is leeg.');
  const found = KINDS.find((k) => k.test(peeked.head));
  if (!found || !(rules.allowed as readonly string[]).includes(found.ext)) {
    throw badFile(rules.refusal);
  }
  const path = `${rules.folder}/${randomUUID()}.${found.ext}`;
  const tooLarge =
    kind === 'logo' ? logoTooLarge : kind === 'installatiefoto' ? photoTooLarge : uploadTooLarge;
  await files
    .writeStream(path, peeked.body(rules.maxBytes, tooLarge), found.type)
    .catch((error: unknown) => {
      // A limit keeps its answer; a body that broke off is the sender's, not a 500.
      if (error instanceof ApiError) throw error;
      throw badFile('Het bestand kwam niet volledig binnen.');
    });
  if ('decoded' in rules) await refuseOversizedImage(files, path);
  return { url: `/api/files/${path}`, path, contentType: found.type };
}

/**
 * An image the portal will decode must announce a size within IMAGE_LIMITS in its header: a
 * small file can unpack to gigabytes. Read back from the store (the logo is at most 1 MB),
 * never decoded here; a refused file is removed.
 */
async function refuseOversizedImage(files: FileStore, path: string): Promise<void> {
  const stored = await files.read(path);
  const size = stored ? imageSize(stored.body) : null;
  if (size && fitsImageLimits(size)) return;
  await files.remove(path);
  const { maxSide, maxPixels } = IMAGE_LIMITS;
  throw badFile(
    size
      ? `De afbeelding is ${size.width} × ${size.height} pixels; dat is te groot. ` +
          `Gebruik hoogstens ${maxSide} pixels per zijde en ${maxPixels / 1_000_000} megapixel.`
      : 'De afmetingen van de afbeelding zijn niet te lezen. Sla hem opnieuw op als png of jpg.',
  );
}

export function logoTooLarge(): ApiError {
  return new ApiError(413, 'bestand_te_groot', 'Het logo is groter dan 1 MB.', {
    file: 'Het logo is groter dan 1 MB.',
  });
}

export function photoTooLarge(): ApiError {
  const message = `De foto is groter dan ${MAX_PHOTO_BYTES / 1024 / 1024} MB.`;
  return new ApiError(413, 'bestand_te_groot', message, { file: message });
}

export function uploadTooLarge(): ApiError {
  return new ApiError(413, 'bestand_te_groot', 'Het bestand is groter dan 10 MB.');
}

function badFile(message: string): ApiError {
  return new ApiError(400, 'bestand_ongeldig', message, { file: message });
}
