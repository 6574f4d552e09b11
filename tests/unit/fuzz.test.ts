import { noFiles } from './no-files';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../src-server/app';
import type { AuthVerifier } from '../../src-server/auth/verifier';
import { createSqliteStorage } from '../../src-server/storage/sqlite';
import { makeProduct } from '../fixtures/product';

/**
 * A bounded fuzz over every endpoint of the API, read from the app's own route table so
 * endpoints added later are covered too: random methods, ids, query strings, bodies and
 * tokens. Whatever comes in, no answer is a 5xx and every 4xx has the one JSON error shape.
 */
const REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 5000);
/** CI replays one fixed run; elsewhere each run explores new ground. FUZZ_SEED replays any run. */
const CI_SEED = 20_261_122;
const SEED = process.env.FUZZ_SEED
  ? Number(process.env.FUZZ_SEED)
  : ['true', '1'].includes(process.env.CI ?? '')
    ? CI_SEED
    : Math.floor(Math.random() * 1_000_000);
if (!Number.isSafeInteger(SEED))
  throw new Error(`FUZZ_SEED must be a whole number, not ${process.env.FUZZ_SEED}`);
// Printed before the first request, so a run that hangs or crashes can be replayed too.
console.log(`fuzz: seed ${SEED} (replay with FUZZ_SEED=${SEED})`);

const auth: AuthVerifier = {
  async verifyIdToken(token) {
    if (!['sanne', 'lotte', 'nieuw'].includes(token)) throw new Error('ongeldig');
    return { uid: token, email: `${token}@warmteportaal.test` };
  },
};

/** mulberry32: a small seeded generator, so a failing run can be replayed with FUZZ_SEED. */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (max: number) => Math.floor(next() * max);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)] as T;
  return { next, int, pick };
}

const ODD_TEXT = [
  '',
  ' ',
  'a.b',
  'a b',
  '..',
  '../../etc/passwd',
  '%E0%A4%A',
  '%00',
  '🔥',
  'Zażółć',
  'x'.repeat(300),
  '-1',
  '0',
  '1e309',
  'NaN',
  'null',
  'true',
  '<script>',
  "' OR 1=1 --",
  '__proto__',
  'constructor',
];

function fuzzer(seed: number, knownIds: string[]) {
  const random = generator(seed);
  const { int, pick, next } = random;

  const text = (): string =>
    pick([
      () => pick(ODD_TEXT),
      () => pick(knownIds),
      // Seeded, as everything here: Math.random would make a failing run impossible to replay.
      () =>
        next()
          .toString(36)
          .slice(2, 2 + int(12)),
      // Any code point but lone surrogates, which no URL or JSON text can carry.
      () =>
        String.fromCodePoint(
          ...Array.from({ length: int(8) + 1 }, () => {
            const code = int(0x2ffff);
            return code >= 0xd800 && code <= 0xdfff ? 0x20ac : code;
          }),
        ),
    ])();

  const value = (depth: number): unknown =>
    pick([
      () => text(),
      () => int(2000) - 500,
      () => next() * 1e6,
      () => pick([true, false, null]),
      () => (depth > 3 ? [] : Array.from({ length: int(4) }, () => value(depth + 1))),
      () => (depth > 3 ? {} : object(depth + 1)),
    ])();

  const KEYS = [
    'lines',
    'productId',
    'quantity',
    'delivery',
    'address',
    'reference',
    'notes',
    'pointsToRedeem',
    'status',
    'name',
    'email',
    'role',
    'discount',
    'price',
    'id',
    'q',
    'companyRole',
    'limitPerOrderCents',
    'limitPerMonthCents',
    'expectedTotalInclVat',
    'reason',
  ];
  const object = (depth: number): Record<string, unknown> =>
    Object.fromEntries(
      Array.from({ length: int(5) }, () => [pick([...KEYS, text()]), value(depth)]),
    );

  /** Mostly near-valid orders and quotes, so the checks behind validation are reached too. */
  const body = (): string | undefined =>
    pick([
      () => undefined,
      () => JSON.stringify(object(0)),
      () => JSON.stringify(value(0)),
      () =>
        JSON.stringify({
          lines: Array.from({ length: int(4) }, () => ({
            productId: pick([...knownIds, text()]),
            quantity: pick([1, 2, 999, 1000, 0, -1, 1.5, int(5000)]),
          })),
          delivery: pick(['bezorgen', 'afhalen', text()]),
          address: pick(['Kanaalweg 12, Utrecht', '', text()]),
          pointsToRedeem: pick([0, 100, 150, 1_000_000]),
          reference: text(),
          notes: text(),
          status: pick(['in_behandeling', 'geannuleerd', 'geleverd', text()]),
        }),
      // Near-valid invitations, member changes and approval decisions (issue 17).
      () =>
        JSON.stringify({
          email: pick(['collega@x.nl', 's@x.nl', text()]),
          companyRole: pick(['eigenaar', 'inkoper', 'monteur', text()]),
          limitPerOrderCents: pick([null, 0, 250_000, -1, 1.5, text()]),
          limitPerMonthCents: pick([null, 400_000, text()]),
          ...(next() < 0.5 ? { expectedTotalInclVat: pick([0, int(2_000_000), -1]) } : {}),
          ...(next() < 0.5 ? { reason: text() } : {}),
        }),
      () => '{kapot',
      () => '['.repeat(int(2000)),
    ])();

  const query = (): string => {
    const keys = [
      'q',
      'category',
      'categories',
      'inStock',
      'sort',
      'limit',
      'offset',
      'cursor',
      'status',
      'page',
      text(),
    ];
    const params = Array.from(
      { length: int(4) },
      () => `${encodeURIComponent(pick(keys))}=${encodeURIComponent(text())}`,
    );
    return params.length ? `?${params.join('&')}` : '';
  };

  /** A concrete path for a route pattern: known ids, odd ids, raw broken encodings. */
  const path = (pattern: string): string =>
    pattern
      .split('/')
      .map((part) => {
        if (part.startsWith(':') || part === '*') {
          const raw = pick(['%E0%A4%A', '%F0%9F%94%A5', 'a%20b', 'a.b', '%2e%2e']);
          return next() < 0.2 ? raw : encodeURIComponent(text() || 'x');
        }
        return part;
      })
      .join('/');

  return { ...random, body, query, path, text };
}

describe('fuzzing every endpoint', () => {
  it(`answers ${REQUESTS} random requests without a 5xx, 4xx always in the error shape (seed ${SEED})`, async () => {
    const storage = createSqliteStorage({ filename: ':memory:' });
    const now = new Date('2026-11-22T10:00:00Z');
    let accountsMade = 0;
    const app = createApp({
      storage,
      files: noFiles(),
      auth,
      clock: { now: () => now },
      allowedOrigins: ['app://warmteportaal'],
      // Invitations make accounts: a stand-in that hands out new ids.
      accounts: {
        createAccount: async () => ({ uid: `collega-${++accountsMade}` }),
        passwordResetCode: async () => 'code',
        disableAccount: async () => {},
      },
    });
    for (const id of ['pomp', 'dempers']) {
      const { id: _id, createdAt, ...product } = makeProduct({ id });
      await storage.set('products', id, { ...product, createdAt: new Date(createdAt) });
    }
    await storage.set('users', 'sanne', { email: 's@x.nl', rewardPoints: 500, discount: 10 });
    await storage.set('users', 'lotte', { email: 'l@x.nl', role: 'admin' });
    const placed = await app.request('/api/orders', {
      method: 'POST',
      headers: {
        authorization: 'Bearer sanne',
        'content-type': 'application/json',
        'idempotency-key': 'fuzz-order-1',
      },
      body: JSON.stringify({ delivery: 'afhalen', lines: [{ productId: 'pomp', quantity: 1 }] }),
    });
    const orderId = ((await placed.json()) as { id: string }).id;

    const routes = app.routes.filter((route) => route.path.startsWith('/api'));
    const patterns = [...new Set(routes.map((route) => `${route.method} ${route.path}`))];
    expect(patterns.length).toBeGreaterThan(5);
    const fuzz = fuzzer(SEED, ['pomp', 'dempers', 'sanne', 'lotte', orderId]);
    const methods = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];
    const failures: string[] = [];
    const statuses = new Map<number, number>();

    for (let i = 0; i < REQUESTS && failures.length < 5; i++) {
      const [routeMethod, pattern] = fuzz.pick(patterns).split(' ') as [string, string];
      const method = routeMethod === 'ALL' || fuzz.next() < 0.15 ? fuzz.pick(methods) : routeMethod;
      const url = `${fuzz.path(pattern)}${fuzz.query()}`;
      const headers: Record<string, string> = {};
      const token = fuzz.pick([undefined, 'sanne', 'lotte', 'nieuw', 'vals', fuzz.text()]);
      if (token !== undefined) headers.authorization = `Bearer ${token}`;
      if (fuzz.next() < 0.8)
        headers['content-type'] = fuzz.pick([
          'application/json',
          'text/plain',
          'multipart/form-data; boundary=x',
        ]);
      if (fuzz.next() < 0.5)
        headers['idempotency-key'] = fuzz.pick(['fuzz-order-1', `sleutel-${i}`, fuzz.text()]);
      if (fuzz.next() < 0.1)
        headers.origin = fuzz.pick(['app://warmteportaal', 'https://evil.example']);
      const body = ['GET', 'OPTIONS'].includes(method) ? undefined : fuzz.body();
      let response: Response;
      try {
        response = await app.request(url, { method, headers, body });
      } catch (error) {
        // A URL or header the Request constructor itself refuses never reaches a server.
        if (error instanceof TypeError) continue;
        throw error;
      }
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      const label = `${method} ${url.slice(0, 120)} → ${response.status}`;
      if (response.status >= 500) failures.push(label);
      if (response.status >= 400 && response.status < 500) {
        const parsed = (await response.json().catch(() => null)) as {
          error?: { code?: unknown; message?: unknown };
        } | null;
        if (typeof parsed?.error?.code !== 'string' || typeof parsed.error.message !== 'string') {
          failures.push(`${label}: no JSON error shape`);
        }
      } else {
        await response.arrayBuffer();
      }
    }
    await storage.close();
    console.log(`fuzz (seed ${SEED}):`, Object.fromEntries(statuses));
    // The requests got past authentication and validation often enough to mean something.
    expect(statuses.get(200) ?? 0).toBeGreaterThan(REQUESTS / 50);
    expect(failures, `replay with FUZZ_SEED=${SEED}`).toEqual([]);
  }, 60_000);
});
