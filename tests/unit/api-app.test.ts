import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../src-server/app';
import type { AuthVerifier } from '../../src-server/auth/verifier';
import type { FileStore } from '../../src-server/files/port';
import { createSqliteStorage } from '../../src-server/storage/sqlite';
import type { Storage } from '../../src-server/storage/port';

/** The API without a socket: a fake token check, an in-memory store. */
const auth: AuthVerifier = {
  async verifyIdToken(token) {
    if (token === 'geldig') return { uid: 'u1', email: 'u1@warmteportaal.test' };
    throw new Error('ongeldig');
  },
};
const files: FileStore = {
  read: async (path) =>
    path === 'products/a.svg'
      ? { body: new TextEncoder().encode('<svg/>'), contentType: 'image/svg+xml' }
      : null,
  write: async () => undefined,
  readStream: async () => null,
  writeStream: async () => undefined,
  remove: async () => undefined,
  exists: async () => false,
};

/** The loose shape of the API's answers, enough for the assertions below. */
interface Answer {
  total: number;
  items: { id: string; createdAt: string }[];
  installateurPrijs?: number;
  error: { code: string; message: string; fields: Record<string, string> };
}
const json = async (response: Response | Promise<Response>) =>
  (await (await response).json()) as Answer;

describe('API', () => {
  let storage: Storage;
  let app: ReturnType<typeof createApp>;

  beforeEach(async () => {
    storage = createSqliteStorage({ filename: ':memory:' });
    app = createApp({
      storage,
      files,
      auth,
      clock: { now: () => new Date('2026-11-22T10:00:00Z') },
      allowedOrigins: ['app://warmteportaal'],
    });
    await storage.set('products', 'b', {
      name: 'Bravo',
      description: 'Tweede',
      price: 2000,
      imageUrl: '/api/files/products/b.svg',
      modelNumber: 'B-2',
      category: 'hybride',
      specifications: {},
      inStock: false,
      vatRate: 21,
      createdAt: new Date('2026-01-02T00:00:00Z'),
    });
    await storage.set('products', 'a', {
      name: 'Alfa',
      description: 'Eerste',
      price: 1000,
      installateurPrijs: 800,
      imageUrl: '/api/files/products/a.svg',
      modelNumber: 'A-1',
      category: 'lucht-water',
      specifications: { Vermogen: '8 kW' },
      inStock: true,
      vatRate: 21,
      createdAt: new Date('2026-01-01T00:00:00Z'),
    });
  });
  afterEach(() => storage.close());

  it('lists products sorted by name, filtered by category, paged', async () => {
    const all = await json(app.request('/api/products'));
    expect(all.total).toBe(2);
    expect(all.items.map((p) => p.id)).toEqual(['a', 'b']);
    expect(all.items[0]?.createdAt).toBe('2026-01-01T00:00:00.000Z');
    const hybrid = await json(app.request('/api/products?category=hybride'));
    expect(hybrid.items.map((p) => p.id)).toEqual(['b']);
    const page = await json(app.request('/api/products?limit=1&offset=1'));
    expect(page).toMatchObject({ total: 2, items: [{ id: 'b' }] });
  });

  it('searches name, model number and description, filters stock, sorts by price and date', async () => {
    const ids = async (query: string) =>
      (await json(app.request(`/api/products?${query}`))).items.map((p) => p.id);
    expect(await ids('q=alfa')).toEqual(['a']);
    expect(await ids('q=b-2')).toEqual(['b']);
    expect(await ids('q=TWEEDE')).toEqual(['b']);
    expect(await ids('q=geen-treffer')).toEqual([]);
    expect(await ids('inStock=true')).toEqual(['a']);
    expect(await ids('inStock=false')).toEqual(['b']);
    expect(await ids('sort=prijs-aflopend')).toEqual(['b', 'a']);
    expect(await ids('sort=nieuwste')).toEqual(['b', 'a']);
    expect(await ids('categories=hybride,lucht-water&sort=prijs-oplopend')).toEqual(['a', 'b']);
  });

  it('answers a bad query with 400 and a Dutch message per field', async () => {
    const response = await app.request('/api/products?category=vliegtuigen&limit=0');
    expect(response.status).toBe(400);
    const body = await json(response);
    expect(body.error.code).toBe('ongeldige_invoer');
    expect(body.error.message).toBe('De aanvraag bevat ongeldige gegevens. Controleer de invoer.');
    expect(Object.keys(body.error.fields).sort()).toEqual(['category', 'limit']);
  });

  it('returns one product, and 404 with a Dutch message for an unknown one', async () => {
    // Visitors see the advice price only; the trade price needs a profile (security round 3).
    expect((await json(app.request('/api/products/a'))).installateurPrijs).toBeUndefined();
    await storage.set('users', 'u1', { email: 'u1@warmteportaal.test' });
    const trade = app.request('/api/products/a', { headers: { authorization: 'Bearer geldig' } });
    expect((await json(trade)).installateurPrijs).toBe(800);
    const missing = await app.request('/api/products/zzz');
    expect(missing.status).toBe(404);
    expect((await json(missing)).error).toEqual({
      code: 'product_niet_gevonden',
      message: 'Dit product bestaat niet (meer).',
    });
  });

  it('refuses /api/me without a valid token', async () => {
    expect((await app.request('/api/me')).status).toBe(401);
    const bad = await app.request('/api/me', { headers: { authorization: 'Bearer vals' } });
    expect(bad.status).toBe(401);
    expect((await json(bad)).error.code).toBe('niet_ingelogd');
  });

  it('returns the stored profile fields and nothing else', async () => {
    await storage.set('users', 'u1', {
      email: 'u1@warmteportaal.test',
      firstName: 'Sanne',
      discount: 10,
      createdAt: new Date('2025-02-14T09:00:00Z'),
      internalNote: 'niet voor de klant',
    });
    const response = await app.request('/api/me', { headers: { authorization: 'Bearer geldig' } });
    expect(await response.json()).toEqual({
      id: 'u1',
      email: 'u1@warmteportaal.test',
      firstName: 'Sanne',
      discount: 10,
      createdAt: '2025-02-14T09:00:00.000Z',
      // The points this member can spend: their firm's, which has none yet.
      rewardPoints: 0,
    });
  });

  it('answers 404 when the signed-in user has no profile', async () => {
    const response = await app.request('/api/me', { headers: { authorization: 'Bearer geldig' } });
    expect(response.status).toBe(404);
    expect((await json(response)).error.code).toBe('profiel_niet_gevonden');
  });

  it('serves files with their type, and refuses paths that climb out', async () => {
    const ok = await app.request('/api/files/products/a.svg');
    expect(ok.headers.get('content-type')).toBe('image/svg+xml');
    expect((await app.request('/api/files/../secrets.txt')).status).toBe(404);
    expect((await app.request('/api/files/products/%2e%2e/x.svg')).status).toBe(404);
  });

  it('admits the desktop origin through CORS and no other', async () => {
    const allowed = await app.request('/api/products', {
      headers: { origin: 'app://warmteportaal' },
    });
    expect(allowed.headers.get('access-control-allow-origin')).toBe('app://warmteportaal');
    const other = await app.request('/api/products', {
      headers: { origin: 'https://evil.example' },
    });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
    // Caches keep answers apart per origin, token and encoding.
    expect(allowed.headers.get('vary')).toMatch(/Authorization/);
    expect(allowed.headers.get('vary')).toMatch(/Origin/);
  });

  it('answers a preflight of the desktop origin with what it may send, and not another', async () => {
    const preflight = (origin: string) =>
      app.request('/api/cart', {
        method: 'OPTIONS',
        headers: {
          origin,
          'access-control-request-method': 'PUT',
          'access-control-request-headers': 'authorization, content-type',
        },
      });
    const allowed = await preflight('app://warmteportaal');
    expect(allowed.status).toBe(204);
    expect(allowed.headers.get('access-control-allow-origin')).toBe('app://warmteportaal');
    expect(allowed.headers.get('access-control-allow-methods')).toContain('PUT');
    expect(allowed.headers.get('access-control-allow-headers')).toContain('authorization');
    expect(allowed.headers.get('access-control-max-age')).toBe('600');
    const other = await preflight('https://evil.example');
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('answers unknown API paths with the JSON error shape', async () => {
    const response = await app.request('/api/bestaat-niet');
    expect(response.status).toBe(404);
    expect((await json(response)).error.code).toBe('niet_gevonden');
  });
});
