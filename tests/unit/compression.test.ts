import { gunzipSync } from 'node:zlib';
import { getRequestListener } from '@hono/node-server';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import {
  COMPRESS_MIN_BYTES,
  GZIP_IN_PLACE_MAX_BYTES,
  compressAnswers,
  gzipped,
  knownBodySize,
} from '../../src-server/compression';

const big = 'x'.repeat(COMPRESS_MIN_BYTES * 4);
const app = new Hono()
  .use(compressAnswers)
  .get('/klein', (c) => c.json({ ok: true }))
  .get('/groot', (c) => c.json({ big }))
  .get('/al', (c) =>
    c.body(new Uint8Array([1, 2, 3]), 200, {
      'content-type': 'application/json',
      'content-encoding': 'gzip',
    }),
  )
  .get('/pdf', (c) => c.body(new Uint8Array(4096), 200, { 'content-type': 'application/pdf' }));

const get = (path: string, encoding = 'gzip, br') =>
  app.request(path, { headers: { 'accept-encoding': encoding } });

describe('compression of answers', () => {
  it('leaves small answers as they are', async () => {
    const response = await get('/klein');
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(await response.json()).toEqual({ ok: true });
  });

  it('gzips a large text answer for a client that accepts it, and only then', async () => {
    const response = await get('/groot');
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('vary')).toContain('Accept-Encoding');
    const body = Buffer.from(await response.arrayBuffer());
    expect(body.byteLength).toBeLessThan(big.length / 10);
    expect(JSON.parse(gunzipSync(body).toString('utf8'))).toEqual({ big });
    const plain = await get('/groot', 'identity');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.json()).toEqual({ big });
  });

  it('passes an answer that is compressed already, and files that are not text', async () => {
    const already = await get('/al');
    expect(new Uint8Array(await already.arrayBuffer())).toEqual(new Uint8Array([1, 2, 3]));
    expect((await get('/pdf')).headers.get('content-encoding')).toBeNull();
  });
});

describe('gzipped', () => {
  it('packs an answer in place and a body past the in-place size on the thread pool, the same', async () => {
    const text = (bytes: number) =>
      Array.from({ length: bytes / 16 }, (_, i) => `${String(i).padStart(15, '0')},`).join('');
    for (const size of [COMPRESS_MIN_BYTES, GZIP_IN_PLACE_MAX_BYTES + 16 * 1024]) {
      const body = text(size);
      const packed = await gzipped(body);
      expect(packed).toBeInstanceOf(Uint8Array);
      expect(packed.byteLength).toBeLessThan(body.length / 2);
      expect(gunzipSync(packed).toString('utf8')).toBe(body);
      expect(gunzipSync(await gzipped(new TextEncoder().encode(body))).toString('utf8')).toBe(body);
    }
  });
});

describe('the size of an answer known without reading it', () => {
  it("is read from the node server's light answers, and unknown for others", () => {
    expect(knownBodySize(new Response('{"ok":true}'))).toBeUndefined();
    // The node server puts its own Response in the global scope when it starts listening.
    getRequestListener(() => new Response(null));
    expect(knownBodySize(new Response('{"ok":true}'))).toBe(11);
    expect(knownBodySize(new Response('€'))).toBe(3);
    expect(knownBodySize(new Response(new Uint8Array(5)))).toBe(5);
    expect(knownBodySize(new Response(new ReadableStream()))).toBeUndefined();
  });
});
