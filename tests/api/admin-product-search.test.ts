import { beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '@shared/schemas/product';
import { apiHarness } from './harness';

const api = apiHarness('admin-zoek');
let token: string;

type Page = { items: Product[]; nextCursor: string | null };

/** More than the scan's window of 2,000 sorts before the matches, archived and active alike. */
const ACTIVE_BEFORE = 800;
const ARCHIVED_BEFORE = 2_200;

function product(name: string, modelNumber: string, archived: boolean) {
  return {
    name,
    description: 'Een product voor de zoektest',
    price: 100_000,
    installateurPrijs: 90_000,
    imageUrl: '',
    modelNumber,
    category: 'lucht-water',
    specifications: {},
    inStock: true,
    vatRate: 21,
    archived,
    createdAt: new Date('2026-01-01T00:00:00Z'),
  };
}

beforeAll(async () => {
  token = await api.user('beheer', { role: 'admin' });
  for (let i = 0; i < ACTIVE_BEFORE + ARCHIVED_BEFORE; i++) {
    const number = String(i).padStart(4, '0');
    const archived = i >= ACTIVE_BEFORE;
    await api.storage.set(
      'products',
      `vul-${number}`,
      product(`Aa vulling ${number}`, `VUL-${number}`, archived),
    );
  }
  await api.storage.set('products', 'nw-bw8', product('Zz Terra 8 kW', 'NW-BW8-S', false));
  await api.storage.set('products', 'nw-bw8-oud', product('Zz Terra 8 kW oud', 'NW-BW8-O', true));
}, 120_000);

const list = (query: string) => api.call<Page>(token, 'GET', `/api/admin/products?${query}`);

describe('the back-office product search', () => {
  it('finds an active product on the first request, however many sort before it', async () => {
    for (const status of ['actief', 'alle']) {
      const answer = await list(`q=nw-bw8&status=${status}`);
      expect(answer.status).toBe(200);
      expect(answer.json.items.map((p) => p.id)).toContain('nw-bw8');
      // With the back-office's fields.
      expect(answer.json.items.find((p) => p.id === 'nw-bw8')).toMatchObject({
        installateurPrijs: 90_000,
        archived: false,
      });
    }
    const active = await list('q=nw-bw8&status=actief');
    expect(active.json).toEqual({
      items: [expect.objectContaining({ id: 'nw-bw8' })],
      nextCursor: null,
    });
  });

  it('reaches an archived match by following the cursor, never ending a page early without one', async () => {
    for (const status of ['gearchiveerd', 'alle']) {
      const seen: string[] = [];
      let cursor: string | null = '';
      let requests = 0;
      while (cursor !== null && !seen.includes('nw-bw8-oud')) {
        const answer = await list(
          `q=nw-bw8&status=${status}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
        );
        expect(answer.status).toBe(200);
        seen.push(...answer.json.items.map((p) => p.id));
        cursor = answer.json.nextCursor;
        requests++;
      }
      expect(seen).toContain('nw-bw8-oud');
      expect(seen).not.toContain('vul-0001');
      // The scan stops after its window of 2,000 and says where to go on.
      expect(requests).toBeGreaterThan(1);
    }
  });

  it('lists every product by name without a search, page after page', async () => {
    const first = await list('limit=100');
    expect(first.json.items).toHaveLength(100);
    expect(first.json.items[0]?.id).toBe('vul-0000');
    const second = await list(
      `limit=100&cursor=${encodeURIComponent(first.json.nextCursor ?? '')}`,
    );
    expect(second.json.items[0]?.id).toBe('vul-0100');
    const archived = await list('status=gearchiveerd&limit=5');
    expect(archived.json.items.map((p) => p.id)).toEqual([
      'vul-0800',
      'vul-0801',
      'vul-0802',
      'vul-0803',
      'vul-0804',
    ]);
  });

  it('refuses a cursor it did not give, in Dutch', async () => {
    const answer = await list('q=nw&cursor=onzin');
    expect(answer.status).toBe(400);
    expect(answer.json.error?.message).toBe('Deze paginaverwijzing is ongeldig.');
  });
});
