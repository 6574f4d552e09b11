import { beforeAll, describe, expect, it } from 'vitest';
import type { OrderList, OrderListSummary } from '@shared/schemas/order-list';
import type { Page } from '@shared/schemas/page';
import { createClient } from '../support/api-clients';
import { storeProducts } from '../support/stored-products';
import { apiHarness } from './harness';

const api = apiHarness('lijsten');
let owner: string;
let colleague: string;
let stranger: string;

beforeAll(async () => {
  [owner, colleague, stranger] = await Promise.all([
    api.user('eigenaar', { firstName: 'Eva', lastName: 'de Wit', companyId: 'bedrijf-wit' }),
    api.user('collega', {
      firstName: 'Bas',
      companyId: 'bedrijf-wit',
      companyRole: 'monteur',
    }),
    api.user('vreemde', { firstName: 'Piet' }),
  ]);
  await storeProducts(api.storage, {
    aw8: { name: 'Aquaris 8 kW', modelNumber: 'NW-AW8-P', price: 650000 },
    vat: { name: 'Buffervat 50 l', modelNumber: 'NW-BV50', price: 30000 },
  });
});

const create = (token: string, body: unknown) =>
  api.call<OrderList>(token, 'POST', '/api/order-lists', body);

describe('order lists (bestellijsten) of a company', () => {
  it('saves the cart as a named list with who made it; colleagues open it with current products', async () => {
    const made = await create(owner, {
      name: 'Standaard set 8 kW',
      lines: [
        { productId: 'aw8', quantity: 1 },
        { productId: 'vat', quantity: 2 },
        { productId: 'vat', quantity: 1 },
      ],
    });
    expect(made).toMatchObject({
      status: 201,
      json: {
        name: 'Standaard set 8 kW',
        createdByName: 'Eva de Wit',
        clientId: null,
        lineCount: 2,
      },
    });
    const opened = await api.call<OrderList>(colleague, 'GET', `/api/order-lists/${made.json.id}`);
    expect(opened.status).toBe(200);
    expect(opened.json.lines.map((line) => [line.productId, line.quantity])).toEqual([
      ['aw8', 1],
      ['vat', 3],
    ]);
    expect(opened.json.lines[0]?.product?.price).toBe(650000);
  });

  it('links a list to one of the company’s clients as a project list, never to another’s', async () => {
    const client = await createClient(api, owner);
    const project = await create(owner, {
      name: 'Project Bos',
      clientId: client.id,
      lines: [{ productId: 'aw8', quantity: 1 }],
    });
    expect(project.json).toMatchObject({ clientId: client.id, clientName: 'Familie Bos' });
    const foreign = await create(stranger, {
      name: 'Niet van mij',
      clientId: client.id,
      lines: [{ productId: 'aw8', quantity: 1 }],
    });
    expect(foreign.status).toBe(404);
  });

  it('pages the company’s lists, newest first; another company sees none of them', async () => {
    const first = await api.call<Page<OrderListSummary>>(owner, 'GET', '/api/order-lists?limit=1');
    expect(first.status).toBe(200);
    expect(first.json.items.map((list) => list.name)).toEqual(['Project Bos']);
    expect(first.json.nextCursor).not.toBeNull();
    const rest = await api.call<Page<OrderListSummary>>(
      owner,
      'GET',
      `/api/order-lists?limit=1&cursor=${encodeURIComponent(first.json.nextCursor ?? '')}`,
    );
    expect(rest.json.items.map((list) => list.name)).toEqual(['Standaard set 8 kW']);
    const theirs = await api.call<Page<OrderListSummary>>(stranger, 'GET', '/api/order-lists');
    expect(theirs.json.items).toEqual([]);
  });

  it('renames and deletes; another company’s token gets 404 for all of it', async () => {
    const list = await create(owner, {
      name: 'Tijdelijk',
      lines: [{ productId: 'vat', quantity: 4 }],
    });
    const path = `/api/order-lists/${list.json.id}`;
    for (const [method, body] of [
      ['GET', undefined],
      ['PATCH', { name: 'Van mij' }],
      ['DELETE', undefined],
    ] as const) {
      const response = await api.call(stranger, method, path, body);
      expect(response.status).toBe(404);
      expect(response.json.error?.message).toBe('Deze bestellijst bestaat niet.');
    }
    const renamed = await api.call<OrderList>(owner, 'PATCH', path, { name: 'Voorraad busje' });
    expect(renamed.json.name).toBe('Voorraad busje');
    expect((await api.call(owner, 'DELETE', path)).status).toBe(204);
    expect((await api.call(owner, 'GET', path)).status).toBe(404);
  });

  it('keeps the job for whoever orders the list; an offerte must be an accepted one', async () => {
    const job = await create(owner, {
      name: 'Project Wit',
      address: 'Kerkstraat 2\n1234 AB Ergens',
      reference: 'PO-77',
      notes: 'Achterom',
      lines: [{ productId: 'aw8', quantity: 1 }],
    });
    expect(job).toMatchObject({
      status: 201,
      json: {
        address: 'Kerkstraat 2\n1234 AB Ergens',
        reference: 'PO-77',
        notes: 'Achterom',
        offerteNumber: '',
      },
    });
    const changed = await api.call<OrderList>(
      colleague,
      'PATCH',
      `/api/order-lists/${job.json.id}`,
      {
        notes: 'Bel eerst aan',
      },
    );
    expect(changed.json).toMatchObject({ reference: 'PO-77', notes: 'Bel eerst aan' });
    const unknownOfferte = await create(owner, {
      name: 'Van een offerte',
      offerteNumber: 'OFF-2026-99999',
      lines: [{ productId: 'aw8', quantity: 1 }],
    });
    expect(unknownOfferte.status).toBe(400);
    expect(unknownOfferte.json.error?.fields?.offerteNumber).toBe(
      'Deze offerte is niet (meer) geaccepteerd.',
    );
    const tooLong = await create(owner, {
      name: 'Te lang',
      notes: 'x'.repeat(1001),
      lines: [{ productId: 'aw8', quantity: 1 }],
    });
    expect(tooLong.status).toBe(400);
    expect(tooLong.json.error?.fields?.notes).toBe('Dit veld mag hoogstens 1000 tekens lang zijn.');
  });

  it('refuses unknown products, empty lists and names with Dutch messages', async () => {
    const unknown = await create(owner, {
      name: 'X',
      lines: [{ productId: 'bestaat-niet', quantity: 1 }],
    });
    expect(unknown.status).toBe(400);
    expect(unknown.json.error?.message).toMatch(/^Deze producten bestaan niet/);
    const empty = await create(owner, { name: ' ', lines: [] });
    expect(empty.status).toBe(400);
    expect(empty.json.error?.fields).toEqual({
      name: 'Vul een naam in.',
      lines: 'Een bestellijst heeft minstens één regel.',
    });
  });
});
