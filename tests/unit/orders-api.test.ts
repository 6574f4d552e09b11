import { noFiles } from './no-files';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../src-server/app';
import type { AuthVerifier } from '../../src-server/auth/verifier';
import { createSqliteStorage } from '../../src-server/storage/sqlite';
import type { Storage } from '../../src-server/storage/port';
import { placeOrder } from '../../src-server/orders/place-order';
import { reorderSchema } from '@shared/schemas/order';
import type { Product } from '@shared/schemas/product';
import { pdfText } from '../fixtures/pdf-text';
import { storedProduct } from '../fixtures/product';
import { giveFirmPoints } from '../support/firm-points';

/** Tokens are user ids here; the real token check is covered by tests/api. */
const auth: AuthVerifier = {
  async verifyIdToken(token) {
    return { uid: token, email: `${token}@warmteportaal.test` };
  },
};

interface Answer {
  id: string;
  number: string;
  status: string;
  goodsNet: number;
  totalInclVat: number;
  pointsRedeemed: number;
  pointsToEarn: number;
  lines: { unitPrice: number; lineTotal: number }[];
  items: { id: string; number: string; status: string; amount: number; reason: string }[];
  nextCursor: string | null;
  balance: number;
  problems: { productId: string; message: string }[];
  buyer: Record<string, string>;
  error: { code: string; message: string; fields?: Record<string, string> };
}

describe('orders API', () => {
  let storage: Storage;
  let app: ReturnType<typeof createApp>;
  let now: Date;

  const call = async (
    user: string,
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ) => {
    const response = await app.request(path, {
      method,
      headers: { authorization: `Bearer ${user}`, 'content-type': 'application/json', ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Answer };
  };
  const order = (
    user: string,
    body: unknown,
    key = `sleutel-${Math.random().toString(36).slice(2)}`,
  ) => call(user, 'POST', '/api/orders', body, { 'idempotency-key': key });

  beforeEach(async () => {
    now = new Date('2026-11-22T10:00:00Z');
    storage = createSqliteStorage({ filename: ':memory:' });
    app = createApp({
      storage,
      files: noFiles(),
      auth,
      clock: { now: () => now },
      allowedOrigins: [],
    });
    const product = (name: string, price: number, extra: Partial<Product> = {}) =>
      storedProduct({
        name,
        price,
        modelNumber: name.toUpperCase(),
        category: 'lucht-water',
        createdAt: now.toISOString(),
        ...extra,
      });
    await storage.set('products', 'pomp', product('Pomp', 100000, { installateurPrijs: 80000 }));
    await storage.set('products', 'dempers', product('Dempers', 2450));
    await storage.set('products', 'op', product('Op', 5000, { inStock: false }));
    await storage.set('users', 'sanne', {
      email: 's@x.nl',
      role: 'installer',
      discount: 10,
    });
    await giveFirmPoints(storage, 'sanne', 5000);
    await storage.set('users', 'joris', { email: 'j@x.nl' });
    await storage.set('users', 'lotte', { email: 'l@x.nl', role: 'admin' });
  });
  afterEach(() => storage.close());

  const delivery = { delivery: 'bezorgen', address: 'Kanaalweg 12, Utrecht' };

  it('prices from the stored product and profile and ignores amounts a client sends', async () => {
    const { status, body } = await order('sanne', {
      ...delivery,
      lines: [{ productId: 'pomp', quantity: 1, price: 1, unitPrice: 1 }],
      discount: 100,
      totalInclVat: 1,
    });
    expect(status).toBe(201);
    expect(body.lines[0]?.unitPrice).toBe(72000);
    expect(body.goodsNet).toBe(72000);
    expect(body.totalInclVat).toBe(87120);
    expect(body.number).toBe('WP-2026-000001');
    expect(body.status).toBe('ontvangen');
  });

  it('numbers orders sequentially per year', async () => {
    const first = await order('joris', {
      ...delivery,
      lines: [{ productId: 'dempers', quantity: 1 }],
    });
    const second = await order('sanne', {
      ...delivery,
      lines: [{ productId: 'dempers', quantity: 1 }],
    });
    now = new Date('2027-01-01T08:00:00Z');
    const next = await order('joris', {
      ...delivery,
      lines: [{ productId: 'dempers', quantity: 1 }],
    });
    expect([first.body.number, second.body.number, next.body.number]).toEqual([
      'WP-2026-000001',
      'WP-2026-000002',
      'WP-2027-000001',
    ]);
  });

  it('refuses out-of-stock and unknown products with a Dutch message', async () => {
    const out = await order('sanne', { ...delivery, lines: [{ productId: 'op', quantity: 1 }] });
    expect(out.status).toBe(409);
    expect(out.body.error.message).toBe('Op is niet op voorraad.');
    const unknown = await order('sanne', {
      ...delivery,
      lines: [{ productId: 'weg', quantity: 1 }],
    });
    expect(unknown.status).toBe(409);
    expect(unknown.body.error.message).toContain('bestaat niet meer');
  });

  it('validates quantities, delivery address and the idempotency key', async () => {
    const tooMany = await order('sanne', {
      ...delivery,
      lines: [{ productId: 'pomp', quantity: 1000 }],
    });
    expect(tooMany.status).toBe(400);
    const noAddress = await order('sanne', {
      delivery: 'bezorgen',
      lines: [{ productId: 'pomp', quantity: 1 }],
    });
    // The shared checkout schema refuses it, on the address field, as the checkout form does.
    expect(noAddress.status).toBe(400);
    expect(noAddress.body.error.fields).toEqual({ address: 'Vul een afleveradres in.' });
    const noKey = await call('sanne', 'POST', '/api/orders', {
      ...delivery,
      lines: [{ productId: 'pomp', quantity: 1 }],
    });
    expect(noKey.status).toBe(400);
  });

  it('returns the same order for a repeated idempotency key, never a second one', async () => {
    const body = { ...delivery, lines: [{ productId: 'dempers', quantity: 2 }] };
    const [a, b] = await Promise.all([
      order('sanne', body, 'zelfde-sleutel-1'),
      order('sanne', body, 'zelfde-sleutel-1'),
    ]);
    expect(a.body.id).toBe(b.body.id);
    expect([a.status, b.status].sort()).toEqual([200, 201]);
    const list = await call('sanne', 'GET', '/api/orders');
    expect(list.body.items).toHaveLength(1);
  });

  it('refuses an order whose total is not the one the customer was shown', async () => {
    const body = { ...delivery, lines: [{ productId: 'dempers', quantity: 2 }] };
    const quote = await call('sanne', 'POST', '/api/cart/quote', {
      lines: body.lines,
      delivery: body.delivery,
      pointsToRedeem: 0,
    });
    const shown = quote.body.totalInclVat as number;
    const changed = await order('sanne', { ...body, expectedTotalInclVat: shown - 100 });
    expect(changed.status).toBe(409);
    expect(changed.body.error.code).toBe('prijs_gewijzigd');
    expect(changed.body.error.message).toMatch(/^De prijs is gewijzigd: .* getoond, nu /);
    expect((await call('sanne', 'GET', '/api/orders')).body.items).toHaveLength(0);
    const same = await order('sanne', { ...body, expectedTotalInclVat: shown });
    expect(same.status).toBe(201);
    expect(same.body.totalInclVat).toBe(shown);
  });

  it('never spends the same points twice in concurrent checkouts', async () => {
    const body = { ...delivery, lines: [{ productId: 'pomp', quantity: 1 }], pointsToRedeem: 4000 };
    const results = await Promise.all([
      order('sanne', body),
      order('sanne', body),
      order('sanne', body),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 400, 400]);
    const points = await call('sanne', 'GET', '/api/me/points');
    expect(points.body.balance).toBe(1000);
    expect(points.body.items.reduce((sum, e) => sum + e.amount, 0)).toBe(1000);
    expect(points.body.items.filter((e) => e.reason === 'inwisseling')).toHaveLength(1);
  });

  it('lets a user read only their own orders: another user gets 404', async () => {
    const mine = await order('sanne', {
      ...delivery,
      lines: [{ productId: 'dempers', quantity: 1 }],
    });
    expect((await call('sanne', 'GET', `/api/orders/${mine.body.id}`)).status).toBe(200);
    const other = await call('joris', 'GET', `/api/orders/${mine.body.id}`);
    expect(other.status).toBe(404);
    expect((await call('joris', 'GET', '/api/orders')).body.items).toHaveLength(0);
  });

  it('answers `Opnieuw bestellen` with every line and its product now, in one request', async () => {
    const placed = await order('sanne', {
      ...delivery,
      lines: [
        { productId: 'pomp', quantity: 1 },
        { productId: 'dempers', quantity: 2 },
      ],
    });
    // Since the order: the pump costs more, the dampers left the catalogue.
    const pomp = await storage.get('products', 'pomp');
    await storage.set('products', 'pomp', { ...pomp, price: 110000 });
    const dempers = await storage.get('products', 'dempers');
    await storage.set('products', 'dempers', { ...dempers, archived: true });

    const path = `/api/orders/${placed.body.id}/opnieuw-bestellen`;
    const again = await app.request(path, { headers: { authorization: 'Bearer sanne' } });
    expect(again.status).toBe(200);
    const { lines } = reorderSchema.parse(await again.json());
    expect(
      lines.map(({ productId, name, quantity, product }) => [
        productId,
        name,
        quantity,
        product?.price ?? null,
      ]),
    ).toEqual([
      ['pomp', 'Pomp', 1, 110000],
      ['dempers', 'Dempers', 2, null],
    ]);
    // Another user's order is as unknown as a missing one.
    expect((await call('joris', 'GET', path)).status).toBe(404);
    expect((await call('sanne', 'GET', '/api/orders/bestaat-niet/opnieuw-bestellen')).status).toBe(
      404,
    );
  });

  it('credits points on delivery and returns redeemed points on cancellation', async () => {
    const placed = await order('sanne', {
      ...delivery,
      lines: [{ productId: 'pomp', quantity: 1 }],
      pointsToRedeem: 1000,
    });
    expect(placed.body.pointsToEarn).toBe(710);
    // Shipping needs a carrier and its code since track & trace became required (issue 21).
    const tracking = { carrier: 'PostNL', trackAndTrace: '3SWARM0012345' };
    const admin = (status: string, id = placed.body.id) =>
      call('lotte', 'PATCH', `/api/admin/orders/${id}/status`, {
        status,
        ...(status === 'verzonden' ? tracking : {}),
      });
    expect((await admin('verzonden')).status).toBe(409);
    expect((await admin('in_behandeling')).status).toBe(200);
    expect((await admin('verzonden')).status).toBe(200);
    expect((await admin('geleverd')).status).toBe(200);
    expect((await admin('geannuleerd')).status).toBe(409);
    expect((await call('sanne', 'GET', '/api/me/points')).body.balance).toBe(5000 - 1000 + 710);

    const second = await order('sanne', {
      ...delivery,
      lines: [{ productId: 'pomp', quantity: 1 }],
      pointsToRedeem: 2000,
    });
    expect((await call('sanne', 'GET', '/api/me/points')).body.balance).toBe(2710);
    expect((await admin('geannuleerd', second.body.id)).status).toBe(200);
    const ledger = await call('sanne', 'GET', '/api/me/points');
    expect(ledger.body.balance).toBe(4710);
    expect(ledger.body.items.map((e) => e.reason).sort()).toEqual([
      'inwisseling',
      'inwisseling',
      'startsaldo',
      'teruggeboekt',
      'verdiend',
    ]);
  });

  it('pages the orders newest first with a cursor, within one status when asked', async () => {
    const body = { ...delivery, lines: [{ productId: 'dempers', quantity: 1 }] };
    for (let minute = 0; minute < 5; minute += 1) {
      now = new Date(Date.UTC(2026, 10, 22, 10, minute));
      await order('sanne', body);
    }
    await order('joris', body);
    const first = await call('sanne', 'GET', '/api/orders?limit=2');
    expect(first.body.items.map((o) => o.number)).toEqual(['WP-2026-000005', 'WP-2026-000004']);
    const numbers = first.body.items.map((o) => o.number);
    let cursor = first.body.nextCursor;
    while (cursor) {
      const next = await call('sanne', 'GET', `/api/orders?limit=2&cursor=${cursor}`);
      numbers.push(...next.body.items.map((o) => o.number));
      cursor = next.body.nextCursor;
    }
    expect(numbers).toEqual([5, 4, 3, 2, 1].map((n) => `WP-2026-00000${n}`));

    const [newest] = first.body.items;
    await call('lotte', 'PATCH', `/api/admin/orders/${newest?.id}/status`, {
      status: 'geannuleerd',
    });
    const cancelled = await call('sanne', 'GET', '/api/orders?status=geannuleerd');
    expect(cancelled.body.items.map((o) => o.number)).toEqual(['WP-2026-000005']);
    expect(cancelled.body.nextCursor).toBeNull();

    const tooMany = await call('sanne', 'GET', '/api/orders?limit=500');
    expect(tooMany.status).toBe(400);
    expect(JSON.stringify(tooMany.body.error)).toMatch(/hooguit 100/);
    const tampered = await call('sanne', 'GET', '/api/orders?cursor=kapot');
    expect(tampered.status).toBe(400);
  });

  it('pages the points ledger with the balance on every page', async () => {
    const body = { ...delivery, lines: [{ productId: 'pomp', quantity: 1 }] };
    for (let minute = 0; minute < 3; minute += 1) {
      now = new Date(Date.UTC(2026, 10, 22, 10, minute));
      await order('sanne', { ...body, pointsToRedeem: 100 });
    }
    const first = await call('sanne', 'GET', '/api/me/points?limit=2');
    expect(first.body.balance).toBe(4700);
    expect(first.body.items).toHaveLength(2);
    const rest = await call(
      'sanne',
      'GET',
      `/api/me/points?limit=2&cursor=${first.body.nextCursor}`,
    );
    // Three redemptions and the opening balance.
    expect(rest.body.items).toHaveLength(2);
    expect(rest.body.nextCursor).toBeNull();
    expect(rest.body.balance).toBe(4700);
    expect((await call('joris', 'GET', '/api/me/points')).body.items).toHaveLength(0);
  });

  it('answers malformed and unknown input with a Dutch 400, never a 500', async () => {
    const broken = await app.request('/api/orders', {
      method: 'POST',
      headers: {
        authorization: 'Bearer sanne',
        'content-type': 'application/json',
        'idempotency-key': 'kapotte-json-1',
      },
      body: '{kapot',
    });
    expect(broken.status).toBe(400);
    expect(((await broken.json()) as Answer).error.message).toBe(
      'De aanvraag kon niet worden verwerkt.',
    );
    const wrongTypes = await order('sanne', {
      delivery: 'per-drone',
      lines: [{ productId: '../x', quantity: 'veel' }],
    });
    expect(wrongTypes.status).toBe(400);
    expect(wrongTypes.body.error.code).toBe('ongeldige_invoer');
    const badStatus = await call('sanne', 'GET', '/api/orders?status=verdwenen');
    expect(badStatus.status).toBe(400);
    const oddId = await call('sanne', 'GET', '/api/orders/..%2F..%2Fusers');
    expect(oddId.status).toBe(404);
  });

  it('lets only admins change a status', async () => {
    const placed = await order('sanne', {
      ...delivery,
      lines: [{ productId: 'dempers', quantity: 1 }],
    });
    const attempt = await call('sanne', 'PATCH', `/api/admin/orders/${placed.body.id}/status`, {
      status: 'geleverd',
    });
    expect(attempt.status).toBe(403);
  });

  it('quotes a cart with problems flagged and the redeemable points', async () => {
    const { body } = await call('sanne', 'POST', '/api/cart/quote', {
      delivery: 'afhalen',
      lines: [
        { productId: 'pomp', quantity: 1 },
        { productId: 'op', quantity: 2 },
      ],
    });
    expect(body.problems).toEqual([{ productId: 'op', message: 'Op is niet op voorraad.' }]);
    expect(body).toMatchObject({ maxRedeemablePoints: 5000, availablePoints: 5000 });
  });

  it('uses no order number for a refused checkout: the next good one is consecutive', async () => {
    const good = { ...delivery, lines: [{ productId: 'dempers', quantity: 1 }] };
    expect((await order('sanne', good)).body.number).toBe('WP-2026-000001');
    const refused = [
      { ...delivery, lines: [{ productId: 'op', quantity: 1 }] },
      { ...delivery, lines: [{ productId: 'weg', quantity: 1 }] },
      { ...good, pointsToRedeem: 150 },
      { ...good, pointsToRedeem: 1200 },
      { ...delivery, lines: [{ productId: 'pomp', quantity: 1 }], pointsToRedeem: 6000 },
      { ...good, clientId: 'van-een-ander' },
      { delivery: 'bezorgen', lines: good.lines },
    ];
    for (const body of refused) expect((await order('sanne', body)).status).toBeGreaterThan(399);
    expect((await order('joris', refused[2])).status).toBe(400);
    expect((await order('sanne', good)).body.number).toBe('WP-2026-000002');
    expect((await order('joris', good)).body.number).toBe('WP-2026-000003');
  });

  it('gives the number back when stock runs out between the check and the placement', async () => {
    let sellOut = false;
    // Every transaction after the first check (the number's own, the placement's) finds the
    // pump sold out, as when another checkout took the last one in between.
    const racing: Storage = {
      ...storage,
      async transaction(fn) {
        if (sellOut) await storage.update('products', 'pomp', { inStock: false });
        return storage.transaction(fn);
      },
    };
    const request = {
      ...delivery,
      lines: [{ productId: 'pomp', quantity: 1 }],
      delivery: 'bezorgen' as const,
      pointsToRedeem: 0,
      reference: '',
      notes: '',
    };
    const clock = { now: () => now };
    sellOut = true;
    await expect(
      placeOrder(racing, clock, 'sanne', 'uitverkocht-1', request),
    ).rejects.toMatchObject({ status: 409, message: 'Pomp is niet op voorraad.' });
    sellOut = false;
    await storage.update('products', 'pomp', { inStock: true });
    const dempers = { ...request, lines: [{ productId: 'dempers', quantity: 1 }] };
    const first = await placeOrder(racing, clock, 'sanne', 'daarna-1', dempers);
    const second = await placeOrder(racing, clock, 'joris', 'daarna-2', dempers);
    expect([first.order.number, second.order.number]).toEqual(['WP-2026-000001', 'WP-2026-000002']);
    // The refused key can be used again, and then gets its order (and a fresh number).
    const retried = await placeOrder(racing, clock, 'sanne', 'uitverkocht-1', request);
    const again = await placeOrder(racing, clock, 'sanne', 'uitverkocht-1', request);
    expect(retried.order.number).toBe('WP-2026-000003');
    expect(again).toMatchObject({ created: false, order: { id: retried.order.id } });
  });

  it('keeps the buyer as they were when ordering, whatever the profile says later', async () => {
    // The firm's KvK number lives on the company (company accounts); the person on the profile.
    await storage.set('companies', 'bedrijf-sanne', {
      name: 'De Vries Installatie',
      kvkNumber: '12345678',
      createdAt: new Date('2026-01-01T00:00:00Z'),
    });
    await storage.update('users', 'sanne', {
      firstName: 'Sanne',
      lastName: 'de Vries',
      company: 'De Vries Installatie',
      address: 'Kanaalweg 12, 3526 KL Utrecht',
      companyId: 'bedrijf-sanne',
      companyRole: 'eigenaar',
    });
    const placed = await order('sanne', {
      ...delivery,
      lines: [{ productId: 'dempers', quantity: 1 }],
    });
    const was = {
      name: 'Sanne de Vries',
      company: 'De Vries Installatie',
      address: 'Kanaalweg 12, 3526 KL Utrecht',
      email: 's@x.nl',
      kvkNumber: '12345678',
    };
    expect(placed.body).toMatchObject({ buyer: was });
    const renamed = await call('sanne', 'PATCH', '/api/me', {
      firstName: 'Sanne',
      lastName: 'Jansen',
      company: 'Jansen Warmte',
    });
    expect(renamed.status).toBe(200);
    expect((await call('sanne', 'GET', `/api/orders/${placed.body.id}`)).body).toMatchObject({
      buyer: was,
    });
    expect((await call('sanne', 'GET', '/api/orders')).body.items[0]).toMatchObject({ buyer: was });
    expect((await call('lotte', 'GET', `/api/admin/orders/${placed.body.id}`)).body).toMatchObject({
      buyer: was,
    });
    const pdf = await app.request(`/api/orders/${placed.body.id}/pdf`, {
      headers: { authorization: 'Bearer sanne' },
    });
    const text = await pdfText(new Uint8Array(await pdf.arrayBuffer()));
    // The firm as the order's party, the orderer as its contact.
    expect(text.split('\n')).toEqual(
      expect.arrayContaining(['De Vries Installatie', 't.a.v. Sanne de Vries']),
    );
    expect(text).toContain('KvK 12345678');
    expect(text).not.toContain('Jansen');
  });

  it('shows an order stored before the buyer snapshot with the current profile', async () => {
    const placed = await order('sanne', {
      ...delivery,
      lines: [{ productId: 'dempers', quantity: 1 }],
    });
    const { buyer: _snapshot, ...older } = (await storage.get('orders', placed.body.id)) ?? {};
    await storage.set('orders', placed.body.id, older);
    await storage.update('users', 'sanne', { firstName: 'Sanne', lastName: 'Jansen' });
    const answer = await call('sanne', 'GET', `/api/orders/${placed.body.id}`);
    expect(answer.body).toMatchObject({ buyer: { name: 'Sanne Jansen', email: 's@x.nl' } });
  });
});

describe('order confirmation PDF', () => {
  it('is a PDF with the order number, only for the owner', async () => {
    const storage = createSqliteStorage({ filename: ':memory:' });
    const app = createApp({
      storage,
      files: noFiles(),
      auth,
      clock: { now: () => new Date('2026-11-22T10:00:00Z') },
      allowedOrigins: [],
    });
    await storage.set('users', 'sanne', { email: 's@x.nl', company: 'De Vries BV' });
    await storage.set('products', 'p', storedProduct({ name: 'Warmtepomp één', price: 12345 }));
    const placed = await app.request('/api/orders', {
      method: 'POST',
      headers: {
        authorization: 'Bearer sanne',
        'content-type': 'application/json',
        'idempotency-key': 'pdf-sleutel-1',
      },
      body: JSON.stringify({ delivery: 'afhalen', lines: [{ productId: 'p', quantity: 2 }] }),
    });
    const { id } = (await placed.json()) as { id: string };
    const pdf = await app.request(`/api/orders/${id}/pdf`, {
      headers: { authorization: 'Bearer sanne' },
    });
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toContain('WP-2026-000001.pdf');
    const bytes = new Uint8Array(await pdf.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    const other = await app.request(`/api/orders/${id}/pdf`, {
      headers: { authorization: 'Bearer joris' },
    });
    expect(other.status).toBe(404);
    await storage.close();
  });
});
