import { promisify } from 'node:util';
import { gzip, gzipSync } from 'node:zlib';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';

/** Answers smaller than this go as they are: gzip would save little and cost a round of work. */
export const COMPRESS_MIN_BYTES = 1024;

const COMPRESSIBLE = /^(application\/(json|xml)|text\/)/i;

const gzipAsync = promisify(gzip);

/**
 * Level 3, not zlib's 6: a catalogue page of 38 KB packs in 60 µs instead of 160 µs, and
 * takes 2.6 KB instead of 2.3 KB. Most answers are made once (a page nobody asked before).
 */
const GZIP_LEVEL = 3;

/**
 * Bodies up to this size are gzipped on the calling thread. Zlib on libuv's thread pool costs
 * a stream, a task and a callback per answer: a catalogue page of 35 KB took 305 µs of CPU so
 * (most of it on the event loop's thread, around the task), against 73 µs packed in place.
 * Larger bodies (exports, a full list) go to the thread pool: packing them here would stall.
 */
export const GZIP_IN_PLACE_MAX_BYTES = 256 * 1024;

/**
 * Gzipped: in place for an answer's usual size, on libuv's thread pool beyond it, so the
 * event loop never packs more than a few hundred kilobytes at once.
 */
export async function gzipped(body: string | Uint8Array): Promise<Uint8Array<ArrayBuffer>> {
  const size = typeof body === 'string' ? Buffer.byteLength(body) : body.byteLength;
  if (size <= GZIP_IN_PLACE_MAX_BYTES) return new Uint8Array(gzipSync(body, { level: GZIP_LEVEL }));
  return new Uint8Array(await gzipAsync(body, { level: GZIP_LEVEL }));
}

export function acceptsGzip(c: Context): boolean {
  return /\bgzip\b/i.test(c.req.header('accept-encoding') ?? '');
}

/**
 * The size of an answer's body when it is known without reading it: the node server's light
 * answers (a string or bytes made by `c.json`, `c.body`) keep the body as it was given.
 * Reading the body instead would make a stream and copy it (70 µs for the 11 bytes of
 * `/api/health`, 40 % of that answer's cost). Undefined for any other answer.
 */
export function knownBodySize(res: Response): number | undefined {
  const cache = Object.getOwnPropertySymbols(res).find((key) => key.description === 'cache');
  const entry: unknown = cache ? Reflect.get(res, cache) : undefined;
  const held: unknown = Array.isArray(entry) ? entry[1] : undefined;
  if (typeof held === 'string') return Buffer.byteLength(held);
  if (held instanceof Uint8Array) return held.byteLength;
  return undefined;
}

/**
 * Compresses text answers of 1 KB or more for clients that accept gzip, once (see `gzipped`
 * for where). An answer that already carries a Content-Encoding (the catalogue's cached answers,
 * kept compressed) passes untouched; small answers are not compressed at all.
 */
export const compressAnswers = createMiddleware(async (c, next) => {
  await next();
  const { res } = c;
  // Headers first: asking a finished answer for its body turns it into a stream on the node
  // server (a copy of the body), and answers kept compressed need nothing more here.
  if (c.req.method === 'HEAD' || res.headers.has('content-encoding')) return;
  if (!COMPRESSIBLE.test(res.headers.get('content-type') ?? '')) return;
  if (!/accept-encoding/i.test(res.headers.get('vary') ?? '')) {
    res.headers.append('vary', 'Accept-Encoding');
  }
  if (!acceptsGzip(c)) return;
  const size = knownBodySize(res);
  if (size !== undefined && size < COMPRESS_MIN_BYTES) return;
  if (!res.body) return;
  // Every text answer of the API is made in memory (files and PDFs are not text).
  const body = new Uint8Array(await res.arrayBuffer());
  const headers = new Headers(res.headers);
  if (body.byteLength < COMPRESS_MIN_BYTES) {
    c.res = new Response(body, { status: res.status, headers });
    return;
  }
  const packed = await gzipped(body);
  headers.set('content-encoding', 'gzip');
  c.res = new Response(packed, { status: res.status, headers });
  // Hono carries the old answer's headers over: its length was the uncompressed one.
  c.res.headers.delete('content-length');
});
