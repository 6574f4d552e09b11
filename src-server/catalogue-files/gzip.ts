import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';

/**
 * The pieces gzipped as they come (zlib works on libuv's threads, not on the event loop). A
 * failing source fails the gzipped stream too, so a broken file is never stored.
 */
export function gzipped(source: AsyncIterable<Uint8Array>): Readable {
  const zip = createGzip();
  pipeline(Readable.from(source), zip).catch((error: unknown) => zip.destroy(error as Error));
  return zip;
}
