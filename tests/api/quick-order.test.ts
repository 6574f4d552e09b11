import { beforeAll, describe, expect, it } from 'vitest';
import type { QuickOrderAnswer } from '@shared/schemas/quick-order';
import { products } from '../../src-server/collections/products';
import { makeProduct } from '../fixtures/product';
import { apiHarness } from './harness';

const api = apiHarness('snel');
let token: string;

beforeAll(async () => {
  token = await api.user('inkoper');
  const catalogue = api.storage;
  await Promise.all([
    products.on(catalogue).set(
      'aw8',
      makeProduct({
        name: 'Aquaris 8 kW',
        modelNumber: 'NW-AW8-P',
        price: 650000,
        installateurPrijs: 520000,
        ean: '8712345678906',
      }),
    ),
    products.on(catalogue).set('bw8', makeProduct({ name: 'Terra 8 kW', modelNumber: 'NW-BW8' })),
    products.on(catalogue).set('ll35', makeProduct({ name: 'Brisa 3,5', modelNumber: 'NW-LL35' })),
    products
      .on(catalogue)
      .set('oud', makeProduct({ name: 'Oud model', modelNumber: 'NW-OLD1', archived: true })),
  ]);
});

const resolve = (codes: unknown, as: string | null = token) =>
  api.call<QuickOrderAnswer>(as, 'POST', '/api/quick-order/resolve', { codes });

describe('quick order: resolving article codes', () => {
  it('finds model numbers with case, spaces and dashes ignored, and EANs, in one request', async () => {
    const { status, json } = await resolve(['nw-aw8-p', 'NWBW8', 'nw ll 35', '8712345678906']);
    expect(status).toBe(200);
    expect(json.results.map((result) => [result.code, result.product?.id ?? null])).toEqual([
      ['nw-aw8-p', 'aw8'],
      ['NWBW8', 'bw8'],
      ['nw ll 35', 'll35'],
      ['8712345678906', 'aw8'],
    ]);
    // At the buyer's trade price: the cart takes the product as it is.
    expect(json.results[0]?.product?.installateurPrijs).toBe(520000);
  });

  it('lists an unknown code with the closest model numbers, and never an archived product', async () => {
    const { json } = await resolve(['NW-AW9-P', 'NW-OLD1']);
    expect(json.results[0]).toMatchObject({ code: 'NW-AW9-P', product: null });
    expect(json.results[0]?.suggestions[0]).toEqual({
      id: 'aw8',
      name: 'Aquaris 8 kW',
      modelNumber: 'NW-AW8-P',
    });
    expect(json.results[1]?.product).toBeNull();
    expect(json.results[1]?.suggestions.map((s) => s.id)).not.toContain('oud');
  });

  it('refuses more than 500 codes and empty lists with a Dutch message', async () => {
    const tooMany = await resolve(Array.from({ length: 501 }, (_, i) => `NW-${i}`));
    expect(tooMany.status).toBe(400);
    expect(tooMany.json.error?.fields?.codes).toBe(
      'Hooguit 500 regels tegelijk. Verdeel de lijst over meer bestellingen.',
    );
    const none = await resolve([]);
    expect(none.status).toBe(400);
    expect(none.json.error?.fields?.codes).toBe('Vul minstens één artikelnummer in.');
  });

  it('refuses a 1 MB paste sent as one code', async () => {
    const { status, json } = await resolve(['x'.repeat(1024 * 1024)]);
    expect(status).toBe(413);
    expect(json.error?.message).toMatch(/te groot/);
  });

  it('is for signed-in users only', async () => {
    expect((await resolve(['NW-AW8-P'], null)).status).toBe(401);
  });
});
