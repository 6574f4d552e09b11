import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { companies } from '../../src-server/collections/companies';
import { makeProduct } from '../fixtures/product';
import { firmRecord } from '../support/firm-record';
import { apiHarness } from './harness';

const api = apiHarness('kvk');
const FIRM = 'bedrijf-kvk-eva';
const tokens: Record<string, string> = {};

beforeAll(async () => {
  tokens.eva = await api.user('eva', { companyId: FIRM, companyRole: 'eigenaar' });
  tokens.mo = await api.user('mo', { companyId: FIRM, companyRole: 'monteur' });
  // A firm as an admin-made account founds it: a name, no KvK number yet.
  await companies.on(api.storage).set(FIRM, firmRecord({ name: 'Eva Warmte' }));
  const { id: _id, ...product } = makeProduct({ id: 'pomp', price: 65_000 });
  await api.storage.set('products', 'pomp', product);
}, 60_000);

const order = (token: string) =>
  api.call<{ id: string }>(
    token,
    'POST',
    '/api/orders',
    { lines: [{ productId: 'pomp', quantity: 1 }], delivery: 'afhalen' },
    { 'idempotency-key': randomUUID() },
  );

describe('a Dutch firm without a KvK number', () => {
  it('cannot order until its record has one, and is told in Dutch where to add it', async () => {
    const refused = await order(tokens.mo ?? '');
    expect(refused.status).toBe(409);
    expect(refused.json.error?.code).toBe('bedrijf_onvolledig');
    expect(refused.json.error?.message).toMatch(/nog geen KvK-nummer.*\/bedrijf/);
    const kvkMissing = await api.call(tokens.eva ?? '', 'PUT', '/api/company', {
      legalName: 'Eva Warmte B.V.',
      invoiceAddress: { street: 'Kade 1', postcode: '1011 AB', city: 'Amsterdam', country: 'NL' },
    });
    expect(kvkMissing.status).toBe(400);
    expect(kvkMissing.json.error?.fields?.kvkNumber).toBe('Vul het KvK-nummer in.');
    const saved = await api.call(tokens.eva ?? '', 'PUT', '/api/company', {
      legalName: 'Eva Warmte B.V.',
      kvkNumber: '61234567',
      invoiceAddress: { street: 'Kade 1', postcode: '1011 AB', city: 'Amsterdam', country: 'NL' },
    });
    expect(saved.status).toBe(200);
    expect((await order(tokens.mo ?? '')).status).toBe(201);
  });
});
