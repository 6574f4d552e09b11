import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';

/** Answers smaller than this go as they are: gzip would save little and cost a round of work. */
export const COMPRESS_MIN_BYTES = 1024;

const COMPRESSIBLE = /^(application\/(json|xml)|text\/)/i;

const gzipAsync = promisify(gzip);

/**
 * Gzip on libuv's thread pool, never on the event loop's thread (hono/compress ran on it and
 * took 35–40 % of the main thread's CPU under catalogue load).
 */
export async function gzipped(body: string | Uint8Array): Promise<Uint8Array<ArrayBuffer>> {
  return new Uint8Array(await gzipAsync(body));
}

export function acceptsGzip(c: Context): boolean {
  return /\bgzip\b/i.test(c.req.header('accept-encoding') ?? '');
}

/**
 * Compresses text answers of 1 KB or more for clients that accept gzip, once, off the event
 * loop. An answer that already carries a Content-Encoding (the catalogue's cached answers,
 * kept compressed) passes untouched; small answers are not compressed at all.
 */
export const compressAnswers = createMiddleware(async (c, next) => {
  await next();
  const { res } = c;
  if (c.req.method === 'HEAD' || !res.body || res.headers.has('content-encoding')) return;
  if (!COMPRESSIBLE.test(res.headers.get('content-type') ?? '')) return;
  res.headers.append('vary', 'Accept-Encoding');
  if (!acceptsGzip(c)) return;
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
