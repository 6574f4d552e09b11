import { request } from 'node:http';
import { PDFDict, PDFDocument, PDFName } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeProduct } from '../fixtures/product';
import { SECURITY_HEADERS } from '../../src-server/security-headers';
import { sendAlone } from './harness';
import { startApiServer, type ApiServer } from './server';

/** The defects an outside probe found, each replayed over HTTP against the real server. */
let api: ApiServer;
let token: string;

interface Answer {
  id: string;
  lines: { quantity: number }[];
  error: { code: string; message: string; fields?: Record<string, string> };
}

async function call(path: string, init: RequestInit & { token?: string } = {}) {
  const headers = new Headers(init.headers);
  if (init.token) headers.set('authorization', `Bearer ${init.token}`);
  if (init.body && !headers.has('content-type')) headers.set('content-type', 'application/json');
  const response = await fetch(`${api.baseUrl}${path}`, { ...init, headers });
  const text = await response.text();
  const isJson = response.headers.get('content-type')?.includes('application/json');
  return { response, status: response.status, body: (isJson ? JSON.parse(text) : {}) as Answer };
}

/** A POST on its own connection whose body the test sends piece by piece. */
function openPost(path: string) {
  const req = request(`${api.baseUrl}${path}`, {
    method: 'POST',
    agent: false,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
  });
  const answer = new Promise<{ status: number }>((resolve, reject) => {
    req.on('response', (response) => {
      response.resume();
      resolve({ status: response.statusCode ?? 0 });
    });
    // The server may close while the body is still being sent; the answer has arrived then.
    req.on('error', (error) => (req.writableEnded ? undefined : reject(error)));
  });
  return {
    write: (text: string) => void req.write(text),
    end: () => void req.end(),
    answer,
  };
}

/** The names of the fonts a PDF embeds. */
async function fontNames(bytes: Uint8Array): Promise<string[]> {
  const pdf = await PDFDocument.load(bytes);
  return pdf.context
    .enumerateIndirectObjects()
    .map(([, object]) => object)
    .filter((object): object is PDFDict => object instanceof PDFDict)
    .filter((dict) => dict.get(PDFName.of('Type')) === PDFName.of('Font'))
    .map((dict) => String(dict.get(PDFName.of('BaseFont'))));
}

const order = (body: unknown, key: string) =>
  call('/api/orders', {
    method: 'POST',
    token,
    headers: { 'idempotency-key': key },
    body: JSON.stringify(body),
  });

beforeAll(async () => {
  api = await startApiServer('api-hardening');
  await api.auth.createUser({
    uid: 'hard-installer',
    email: 'hard@warmteportaal.test',
    password: 'Geheim123!',
  });
  await api.storage.set('users', 'hard-installer', { email: 'hard@warmteportaal.test' });
  const { id, createdAt, ...product } = makeProduct({ id: 'pomp' });
  await api.storage.set('products', id, { ...product, createdAt: new Date(createdAt) });
  token = await api.signIn('hard@warmteportaal.test', 'Geheim123!');
});

afterAll(() => api.stop());

describe('orders refuse what the probe slipped through', () => {
  it('adds up the same product on several lines before the 999-per-line limit', async () => {
    const lines = Array.from({ length: 200 }, () => ({ productId: 'pomp', quantity: 999 }));
    const { status, body } = await order({ delivery: 'afhalen', lines }, 'dubbel-0001');
    expect(status).toBe(400);
    expect(Object.values(body.error.fields ?? {})).toContain(
      'Je kunt van één product hoogstens 999 stuks bestellen.',
    );
    const fine = await order(
      {
        delivery: 'afhalen',
        lines: [500, 499].map((quantity) => ({ productId: 'pomp', quantity })),
      },
      'dubbel-0002',
    );
    expect(fine.status).toBe(201);
    expect(fine.body.lines).toEqual([expect.objectContaining({ quantity: 999 })]);
  });

  it('answers 422 in Dutch when a used idempotency key comes with another order', async () => {
    const first = await order(
      { delivery: 'afhalen', lines: [{ productId: 'pomp', quantity: 1 }] },
      'sleutel-0001',
    );
    expect(first.status).toBe(201);
    const retry = await order(
      { delivery: 'afhalen', lines: [{ productId: 'pomp', quantity: 1 }] },
      'sleutel-0001',
    );
    expect(retry.status).toBe(200);
    expect(retry.body.id).toBe(first.body.id);
    const other = await order(
      { delivery: 'afhalen', lines: [{ productId: 'pomp', quantity: 2 }] },
      'sleutel-0001',
    );
    expect(other.status).toBe(422);
    expect(other.body.error.code).toBe('sleutel_hergebruikt');
    expect(other.body.error.message).toMatch(/al verstuurd met andere gegevens/);
  });

  it('prints a PDF for an order whose texts are outside WinAnsi', async () => {
    const placed = await order(
      {
        delivery: 'afhalen',
        lines: [{ productId: 'pomp', quantity: 1 }],
        reference: 'Zażółć gęślą jaźń – Ελληνικά – Ğüşiöç',
        notes: 'Эмодзи 🔥 en 日本語\nop twee regels',
      },
      'unicode-0001',
    );
    expect(placed.status).toBe(201);
    const pdf = await fetch(`${api.baseUrl}/api/orders/${placed.body.id}/pdf`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(pdf.status).toBe(200);
    const names = await fontNames(new Uint8Array(await pdf.arrayBuffer()));
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(name).toMatch(/DejaVuSans/);
  });
});

describe('path and id parameters never reach storage unchecked', () => {
  const long = 'a'.repeat(300);
  const paths = [
    '/api/files/%E0%A4%A',
    `/api/files/products/${long}.svg`,
    `/api/files/${long}/${long}`,
    '/api/products/a.b',
    '/api/products/a%20b',
    '/api/products/%F0%9F%94%A5',
    `/api/products/${long}`,
    '/api/orders/a.b',
    '/api/orders/a%20b/pdf',
    '/api/orders/%F0%9F%94%A5',
  ];

  it.each([false, true])('answers 404 in the JSON shape, signed in: %s', async (signedIn) => {
    for (const path of paths) {
      const { status, body } = await call(path, signedIn ? { token } : {});
      expect(status, path).toBeLessThan(500);
      expect([401, 404], path).toContain(status);
      expect(body.error.message, path).toMatch(/\S/);
    }
  });

  it('answers an admin status change on an odd id with 403 or 404, never 500', async () => {
    for (const id of ['a.b', 'a%20b', '%F0%9F%94%A5', 'x'.repeat(300)]) {
      const { status } = await call(`/api/admin/orders/${id}/status`, {
        method: 'PATCH',
        token,
        body: JSON.stringify({ status: 'geannuleerd' }),
      });
      expect(status, id).toBeLessThan(500);
    }
  });
});

describe('bodies and headers', () => {
  it('refuses a body over 1 MB with a Dutch 413 before parsing it', async () => {
    const nested = '['.repeat(600_000) + ']'.repeat(600_000);
    const { status, json } = await sendAlone(
      `${api.baseUrl}/api/cart/quote`,
      token,
      'POST',
      nested,
      'application/json',
    );
    expect(status).toBe(413);
    expect(json.error?.code).toBe('te_groot');
    expect(json.error?.message).toMatch(/te groot.*1 MB/);
  });

  it('answers other requests while a large body is still arriving, then refuses it', async () => {
    const upload = openPost('/api/cart/quote');
    upload.write(`{"lines":"${'x'.repeat(512 * 1024)}`);
    // The body is neither complete nor over the limit yet: the server is not waiting on it.
    expect((await call('/api/health')).status).toBe(200);
    upload.write(`${'x'.repeat(1024 * 1024)}"}`);
    upload.end();
    expect((await upload.answer).status).toBe(413);
  });

  it('sends the security headers on every answer, and no-store on personal data', async () => {
    for (const [path, init] of [
      ['/api/health', {}],
      ['/api/me', { token }],
      ['/api/bestaat-niet', {}],
      ['/api/orders', { token }],
    ] as const) {
      const { response } = await call(path, init);
      for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
        expect(response.headers.get(name), `${name} on ${path}`).toBe(value);
      }
      expect(response.headers.get('cache-control'), path).toBe('no-store');
    }
  });

  it('compresses JSON answers for clients that accept it', async () => {
    const response = await fetch(`${api.baseUrl}/api/products?limit=200`, {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.status).toBe(200);
    // Node's fetch decodes gzip itself; the header shows what travelled.
    expect(['gzip', null]).toContain(response.headers.get('content-encoding'));
  });
});
