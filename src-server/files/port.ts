import type { Readable } from 'node:stream';

/** The file port: datasheets, manuals and product images. Local folder or Cloud Storage. */
export interface StoredFile {
  body: Uint8Array;
  contentType: string;
}

/** A stored file as a stream of its bytes, for files too large to hold (the price list). */
export interface StreamedFile {
  body: Readable;
  size: number;
  contentType: string;
}

export interface FileStore {
  read(path: string): Promise<StoredFile | null>;
  /** The file's bytes as they are read; null when there is no such file. */
  readStream(path: string): Promise<StreamedFile | null>;
  write(path: string, body: Uint8Array, contentType: string): Promise<void>;
  exists(path: string): Promise<boolean>;
  /**
   * Writes a file as its bytes arrive, never holding it whole. When `body` fails (a limit, a
   * broken connection) nothing is left under `path`, not even a part of the file.
   */
  writeStream(path: string, body: Readable, contentType: string): Promise<void>;
  /** Deletes a file; a file that is not there is no error. */
  remove(path: string): Promise<void>;
}

const SAFE_PATH = /^[a-z0-9][a-z0-9_-]*(\/[a-z0-9][a-z0-9._-]*)*$/i;
/** Below the 255 bytes file systems allow per name, and a sane length for a whole path. */
const MAX_NAME = 200;
const MAX_PATH = 1000;

/** File paths come from URLs; only plain relative paths without `..` are accepted. */
export function isSafeFilePath(path: string): boolean {
  if (path.length > MAX_PATH || !SAFE_PATH.test(path)) return false;
  return !path.split('/').some((part) => part === '..' || part === '.' || part.length > MAX_NAME);
}

const CONTENT_TYPES: Record<string, string> = {
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  pdf: 'application/pdf',
  csv: 'text/csv; charset=utf-8',
  gz: 'application/gzip',
};

export function contentTypeFor(path: string): string {
  const extension = path.split('.').pop()?.toLowerCase() ?? '';
  return CONTENT_TYPES[extension] ?? 'application/octet-stream';
}
