import { beforeAll, describe, expect, it } from 'vitest';
import type { SyncedCart } from '@shared/cart/cart-sync';
import type { QuoteResponse } from '@shared/schemas/order';
import { products } from '../../src-server/collections/products';
import { storeProducts } from '../support/stored-products';
import { apiHarness } from './harness';

const api = apiHarness('winkelwagen');
let owner: string;
let colleague: string;
let stranger: string;

const at = (minute: number) => `2026-11-27T10:${String(minute).padStart(2, '0')}:00.000Z`;
const line = (productId: string, quantity: number, minute: number, price = 80_000) => ({
  productId,
  quantity,
  price,
  changedAt: at(minute),
});
const put = (token: string, body: unknown) => api.call<SyncedCart>(token, 'PUT', '/api/cart', body);
const get = (token: string) => api.call<SyncedCart>(token, 'GET', '/api/cart');

beforeAll(async () => {
  [owner, colleague, stranger] = await Promise.all([
    api.user('eigenaar', { firstName: 'Eva', companyId: 'bedrijf-kar' }),
    api.user('collega', { firstName: 'Bas', companyId: 'bedrijf-kar', companyRole: 'monteur' }),
    api.user('vreemde', { firstName: 'Piet' }),
  ]);
  await storeProducts(api.storage, {
    pomp: { name: 'Pomp', price: 100_000 },
    vat: { name: 'Buffervat', price: 30_000, installateurPrijs: 25_000 },
  });
});

describe('the cart that follows the user (/api/cart)', () => {
  it('is the same cart on every device of the user, merged line by line', async () => {
    const laptop = await put(owner, { lines: [line('pomp', 1, 1)], removed: [], job: null });
    expect(laptop.status).toBe(200);
    const phone = await put(owner, {
      lines: [line('pomp', 1, 1), line('vat', 2, 2, 25_000)],
      removed: [],
      job: { at: at(2), job: { reference: 'Project Bos', notes: 'Achterom' } },
    });
    expect(phone.json.items.map((item) => [item.id, item.quantity])).toEqual([
      ['pomp', 1],
      ['vat', 2],
    ]);
    const read = await get(owner);
    expect(read.json).toEqual(phone.json);
    expect(read.json.job?.job).toEqual({ reference: 'Project Bos', notes: 'Achterom' });
    expect(read.json.items[1]).toMatchObject({ name: 'Buffervat', price: 25_000 });
  });

  it("cannot be read or written with another user's token, a colleague's included", async () => {
    for (const token of [colleague, stranger]) {
      expect((await get(token)).json.items).toEqual([]);
      await put(token, { lines: [line('pomp', 9, 30)], removed: [], job: null });
    }
    expect((await get(owner)).json.items.map((item) => [item.id, item.quantity])).toEqual([
      ['pomp', 1],
      ['vat', 2],
    ]);
    expect((await get(colleague)).json.items.map((item) => item.quantity)).toEqual([9]);
    expect((await api.call(null, 'GET', '/api/cart')).status).toBe(401);
    expect(
      (await api.call(null, 'PUT', '/api/cart', { lines: [], removed: [], job: null })).status,
    ).toBe(401);
  });

  it('shows the price the user saw; the quote prices today and the cart can tell', async () => {
    await products.on(api.storage).update('pomp', { price: 120_000 });
    const cart = await get(owner);
    expect(cart.json.items[0]).toMatchObject({ id: 'pomp', price: 80_000 });
    const quote = await api.call<QuoteResponse>(owner, 'POST', '/api/cart/quote', {
      lines: [{ productId: 'pomp', quantity: 1 }],
      delivery: 'afhalen',
      pointsToRedeem: 0,
    });
    expect(quote.json.lines[0]?.basePrice).toBe(120_000);
  });

  it('refuses too many lines, odd quantities and stamps, with Dutch messages', async () => {
    const many = Array.from({ length: 501 }, (_, index) => line(`p${index}`, 1, 1));
    const tooMany = await put(owner, { lines: many, removed: [], job: null });
    expect(tooMany.status).toBe(400);
    expect(tooMany.json.error?.fields?.lines).toBe('Hooguit 500 regels in de winkelwagen.');
    const tooLarge = await put(owner, { lines: [line('pomp', 1000, 1)], removed: [], job: null });
    expect(tooLarge.status).toBe(400);
    expect(JSON.stringify(tooLarge.json.error?.fields)).toContain('Hooguit 999 per regel.');
    const badStamp = await put(owner, {
      lines: [{ ...line('pomp', 1, 1), changedAt: 'gisteren' }],
      removed: [],
      job: null,
    });
    expect(badStamp.status).toBe(400);
    const unknownField = await put(owner, {
      lines: [],
      removed: [],
      job: { at: at(3), job: { discount: 50 } },
    });
    expect(unknownField.status).toBe(400);
    // Nothing of it was kept.
    expect((await get(owner)).json.items.map((item) => item.quantity)).toEqual([1, 2]);
  });
});
