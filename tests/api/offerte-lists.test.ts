import { beforeAll, describe, expect, it } from 'vitest';
import type { OfferteListItem } from '@shared/schemas/offerte';
import type { Page } from '@shared/schemas/page';
import { ownCompanyId } from '../../src-server/collections/companies';
import { offertes } from '../../src-server/collections/offertes';
import { seedSentOfferte } from '../support/offerte-race';
import { createClient } from '../support/api-clients';
import { apiHarness } from './harness';

const api = apiHarness('offertelijst');
let owner: string;
let other: string;
let clientId: string;

/** Every page of a list, followed by its cursor: what a user sees after `Meer laden`. */
async function allPages(token: string, query: string) {
  const pages: OfferteListItem[][] = [];
  let cursor: string | null = '';
  while (cursor !== null) {
    const after: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
    const page = await api.call<Page<OfferteListItem>>(
      token,
      'GET',
      `/api/offertes?limit=2&${query}${after}`,
    );
    expect(page.status, JSON.stringify(page.json)).toBe(200);
    pages.push(page.json.items);
    cursor = page.json.nextCursor ?? null;
  }
  return pages;
}

beforeAll(async () => {
  [owner, other] = await Promise.all([api.user('eigenaar'), api.user('ander')]);
  const client = await createClient(api, owner, {
    name: 'Familie Smit',
    address: 'Kerkstraat 2',
    postcode: '3511 AB',
    city: 'Utrecht',
  });
  clientId = client.id;
  // Newest first, statuses interleaved, so a filter applied per page would leave pages short.
  const companyId = ownCompanyId('offertelijst-eigenaar');
  const plan: [string, 'concept' | 'verstuurd' | 'geaccepteerd', string, boolean][] = [
    ['lijst-1', 'verstuurd', '2020-03-01', false],
    ['lijst-2', 'concept', '2099-12-31', true],
    ['lijst-3', 'verstuurd', '2099-12-31', true],
    ['lijst-4', 'concept', '2099-12-31', false],
    ['lijst-5', 'verstuurd', '2020-02-01', true],
    ['lijst-6', 'geaccepteerd', '2099-12-31', false],
    ['lijst-7', 'verstuurd', '2020-01-01', false],
    ['lijst-8', 'concept', '2099-12-31', true],
  ];
  for (const [index, [id, status, validUntil, forClient]] of plan.entries()) {
    await seedSentOfferte(api.storage, id, { validUntil, companyId });
    await offertes.on(api.storage).update(id, {
      status,
      updatedAt: new Date(Date.UTC(2026, 10, 1 + index)).toISOString(),
      ...(forClient ? { clientId } : {}),
    });
  }
  await seedSentOfferte(api.storage, 'lijst-vreemd-9', { companyId: ownCompanyId('iemand') });
});

describe('the offerte list filters in the store, across pages', () => {
  it('gives full pages of one status until the last, Verlopen computed from the validity', async () => {
    const expired = await allPages(owner, 'status=verlopen');
    expect(expired.map((page) => page.map((item) => item.id))).toEqual([
      ['lijst-1', 'lijst-5'],
      ['lijst-7'],
    ]);
    expect(expired.flat().every((item) => item.status === 'verlopen')).toBe(true);
    const concepts = await allPages(owner, 'status=concept');
    expect(concepts.map((page) => page.map((item) => item.id))).toEqual([
      ['lijst-8', 'lijst-4'],
      ['lijst-2'],
    ]);
    const open = await allPages(owner, 'status=verstuurd');
    expect(open.flat().map((item) => item.id)).toEqual(['lijst-3']);
  });

  it('lists a client’s offertes, newest first; another company gets an empty list', async () => {
    const own = await allPages(owner, `clientId=${clientId}`);
    expect(own.flat().map((item) => item.id)).toEqual(['lijst-8', 'lijst-5', 'lijst-3', 'lijst-2']);
    const foreign = await allPages(other, `clientId=${clientId}`);
    expect(foreign.flat()).toEqual([]);
    const unfiltered = await allPages(other, '');
    expect(unfiltered.flat()).toEqual([]);
  });

  it('refuses an unknown status or a malformed client id in Dutch', async () => {
    const status = await api.call(owner, 'GET', '/api/offertes?status=weg');
    expect(status.status).toBe(400);
    expect(status.json.error?.fields?.status).toBe('Kies een bestaande status.');
    const client = await api.call(owner, 'GET', '/api/offertes?clientId=..%2Fx');
    expect(client.status).toBe(400);
    expect(client.json.error?.fields?.clientId).toBe('Deze klant bestaat niet.');
  });
});
