import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, dutchDay } from '@shared/domain/calendar';
import type { Client, ClientDetail } from '@shared/schemas/clients';
import type { Order } from '@shared/schemas/order';
import type { Page } from '@shared/schemas/page';
import { storeProducts } from '../support/stored-products';
import { apiHarness } from './harness';

const api = apiHarness('clients');
let owner: string;
let other: string;

const NEW_CLIENT = {
  name: 'Familie Bos',
  address: 'Dorpsstraat 1',
  postcode: '1234ab',
  city: 'Ergens',
  email: 'Bos@Example.nl',
  phone: '030 123 45 67',
};

async function createClient(name = NEW_CLIENT.name): Promise<ClientDetail> {
  const response = await api.call<ClientDetail>(owner, 'POST', '/api/clients', {
    ...NEW_CLIENT,
    name,
  });
  expect(response.status).toBe(201);
  return response.json;
}

/** Adds an installation (of the Brisa unless said otherwise) to a client, as `token`. */
function addInstallation(token: string, clientId: string, installation: Record<string, unknown>) {
  return api.call<ClientDetail>(token, 'POST', `/api/clients/${clientId}/installations`, {
    productId: 'nw-ll35',
    ...installation,
  });
}

function placeOrder(token: string, clientId?: string) {
  return api.call<Order>(
    token,
    'POST',
    '/api/orders',
    { lines: [{ productId: 'nw-ll35', quantity: 1 }], delivery: 'afhalen', clientId },
    { 'idempotency-key': randomUUID() },
  );
}

beforeAll(async () => {
  [owner, other] = await Promise.all([api.user('eigenaar'), api.user('ander')]);
  await storeProducts(api.storage, {
    'nw-ll35': {
      name: 'Brisa wandmodel 3,5 kW',
      modelNumber: 'NW-LL35-S',
      price: 139500,
      warrantyMonths: 84,
    },
    'nw-aw8': { name: 'Aquaris 8 kW', modelNumber: 'NW-AW8', price: 650000 },
  });
});

describe('clients of an installer or dealer', () => {
  it('creates a client with normalised postcode, phone and e-mail', async () => {
    const client = await createClient();
    expect(client).toMatchObject({
      name: 'Familie Bos',
      postcode: '1234 AB',
      phone: '+31301234567',
      email: 'bos@example.nl',
      installations: [],
    });
  });

  it('validates in Dutch and refuses unknown fields', async () => {
    const response = await api.call(owner, 'POST', '/api/clients', {
      name: '',
      address: 'x',
      postcode: '12',
      city: 'y',
      email: 'geen-adres',
      ownerId: 'iemand-anders',
    });
    expect(response.status).toBe(400);
    expect(response.json.error?.fields).toMatchObject({
      name: 'Vul een naam in.',
      postcode: 'Vul een geldige postcode in, bijvoorbeeld 1234 AB.',
      email: 'Vul een geldig e-mailadres in.',
    });
  });

  it('lists own clients by name, searches and pages', async () => {
    await createClient('Aannemer Zuid');
    await createClient('Zorgcentrum Oost');
    const page = await api.call<Page<Client>>(owner, 'GET', '/api/clients?limit=2');
    expect(page.json.items.map((c) => c.name)).toEqual(['Aannemer Zuid', 'Familie Bos']);
    const rest = await api.call<Page<Client>>(
      owner,
      'GET',
      `/api/clients?limit=2&cursor=${page.json.nextCursor}`,
    );
    expect(rest.json.items.map((c) => c.name)).toContain('Zorgcentrum Oost');
    const search = await api.call<Page<Client>>(owner, 'GET', '/api/clients?q=zorg');
    expect(search.json.items.map((c) => c.name)).toEqual(['Zorgcentrum Oost']);
    const searchPaged = await api.call<Page<Client>>(owner, 'GET', '/api/clients?q=ergens&limit=1');
    expect(searchPaged.json.items).toHaveLength(1);
    expect(searchPaged.json.nextCursor).toEqual(expect.any(String));
    const others = await api.call<Page<Client>>(other, 'GET', '/api/clients');
    expect(others.json.items).toEqual([]);
  });

  it('adds installations with warranty end and next maintenance', async () => {
    const client = await createClient('Installatie Test');
    const response = await addInstallation(owner, client.id, {
      serialNumber: 'LL35-1',
      installedOn: '2024-03-15',
      refrigerant: 'R32',
      chargeKg: 0.9,
    });
    expect(response.status).toBe(201);
    const [installation] = response.json.installations;
    expect(installation).toMatchObject({
      productName: 'Brisa wandmodel 3,5 kW',
      warrantyMonths: 84,
      warrantyEnd: '2031-03-15',
      refrigerant: 'R32',
      chargeKg: 0.9,
    });
    expect(installation?.nextMaintenance.slice(5)).toBe('03-15');
    const soon = addDays(dutchDay(new Date()), -350);
    await addInstallation(owner, client.id, { serialNumber: 'LL35-2', installedOn: soon });
    const listed = await api.call<{ items: { id: string; maintenanceSoon: boolean }[] }>(
      owner,
      'GET',
      '/api/clients?q=installatie',
    );
    expect(listed.json.items.find((c) => c.id === client.id)?.maintenanceSoon).toBe(true);
    const bad = await addInstallation(owner, client.id, {
      productId: 'bestaat-niet',
      serialNumber: 'x',
      installedOn: '2024-02-31x',
    });
    expect(bad.status).toBe(400);
    expect(bad.json.error?.fields?.installedOn).toBe('Vul een geldige datum in.');
    const corrected = await api.call<ClientDetail>(
      owner,
      'PUT',
      `/api/clients/${client.id}/installations/${installation?.id}`,
      { productId: 'nw-aw8', serialNumber: 'AW8-9', installedOn: '2024-04-01' },
    );
    expect(corrected.status).toBe(200);
    const edited = corrected.json.installations.find((i) => i.id === installation?.id);
    expect(edited).toMatchObject({
      id: installation?.id,
      productId: 'nw-aw8',
      productName: 'Aquaris 8 kW',
      serialNumber: 'AW8-9',
      installedOn: '2024-04-01',
      warrantyMonths: 60,
      warrantyEnd: '2029-04-01',
      refrigerant: '',
    });
    expect(edited?.chargeKg).toBeUndefined();
    expect(corrected.json.installations.map((i) => i.serialNumber).sort()).toEqual([
      'AW8-9',
      'LL35-2',
    ]);
    // The same product keeps the warranty recorded at installation, even when the catalogue's
    // warranty changed since.
    await api.storage.update('products', 'nw-aw8', { warrantyMonths: 120 });
    const serialOnly = await api.call<ClientDetail>(
      owner,
      'PUT',
      `/api/clients/${client.id}/installations/${installation?.id}`,
      { productId: 'nw-aw8', serialNumber: 'AW8-10', installedOn: '2024-04-01' },
    );
    expect(serialOnly.json.installations.find((i) => i.id === installation?.id)).toMatchObject({
      serialNumber: 'AW8-10',
      warrantyMonths: 60,
      warrantyEnd: '2029-04-01',
    });
    await api.storage.update('products', 'nw-aw8', { warrantyMonths: 60 });
    const unknown = await api.call(
      owner,
      'PUT',
      `/api/clients/${client.id}/installations/bestaat-niet`,
      { productId: 'nw-aw8', serialNumber: 'x', installedOn: '2024-04-01' },
    );
    expect(unknown.status).toBe(404);
    expect(unknown.json.error?.message).toBe('Deze installatie bestaat niet.');
    const removed = await api.call<ClientDetail>(
      owner,
      'DELETE',
      `/api/clients/${client.id}/installations/${installation?.id}`,
    );
    expect(removed.json.installations.map((i) => i.serialNumber)).toEqual(['LL35-2']);
    expect(removed.json.installations).toHaveLength(1);
  });

  it('links an order to an own client only, and refuses to delete a client with orders', async () => {
    const client = await createClient('Met bestelling');
    const order = await placeOrder(owner, client.id);
    expect(order.json.error).toBeUndefined();
    expect(order).toMatchObject({
      status: 201,
      json: { clientId: client.id, clientName: 'Met bestelling' },
    });
    const foreign = await placeOrder(other, client.id);
    expect(foreign.status).toBe(400);
    expect(foreign.json.error?.fields?.clientId).toBe('Deze klant bestaat niet.');

    const orders = await api.call<Page<Order>>(owner, 'GET', `/api/clients/${client.id}/orders`);
    expect(orders.json.items.map((o) => o.id)).toEqual([order.json.id]);

    const refused = await api.call(owner, 'DELETE', `/api/clients/${client.id}`);
    expect(refused.status).toBe(409);
    expect(refused.json.error?.message).toBe(
      'Deze klant heeft een gekoppelde bestelling en kan daarom niet worden verwijderd. De bestellingen blijven bewaard.',
    );
    expect((await api.call(owner, 'GET', `/api/orders/${order.json.id}`)).status).toBe(200);

    const free = await createClient('Zonder bestelling');
    expect((await api.call(owner, 'DELETE', `/api/clients/${free.id}`)).status).toBe(204);
    expect((await api.call(owner, 'GET', `/api/clients/${free.id}`)).status).toBe(404);
  });

  it("answers 404 to another user on every endpoint with a client's id", async () => {
    const client = await createClient('Geheim');
    const withInstallation = await addInstallation(owner, client.id, {
      serialNumber: 'S1',
      installedOn: '2025-01-01',
    });
    const installationId = withInstallation.json.installations[0]?.id;
    const attempts = [
      api.call(other, 'GET', `/api/clients/${client.id}`),
      api.call(other, 'PUT', `/api/clients/${client.id}`, NEW_CLIENT),
      api.call(other, 'DELETE', `/api/clients/${client.id}`),
      api.call(other, 'GET', `/api/clients/${client.id}/orders`),
      addInstallation(other, client.id, { serialNumber: 'S2', installedOn: '2025-01-01' }),
      api.call(other, 'PUT', `/api/clients/${client.id}/installations/${installationId}`, {
        productId: 'nw-ll35',
        serialNumber: 'S3',
        installedOn: '2025-01-01',
      }),
      api.call(other, 'DELETE', `/api/clients/${client.id}/installations/${installationId}`),
    ];
    for (const attempt of await Promise.all(attempts)) {
      expect(attempt.status).toBe(404);
      expect(attempt.json.error?.message).toBe('Deze klant bestaat niet.');
    }
    const unchanged = await api.call<ClientDetail>(owner, 'GET', `/api/clients/${client.id}`);
    expect(unchanged.json.name).toBe('Geheim');
    expect(unchanged.json.installations.map((i) => i.serialNumber)).toEqual(['S1']);
    expect((await api.call(owner, 'GET', `/api/clients/${randomUUID()}`)).status).toBe(404);
  });

  it('lets the owner edit a client', async () => {
    const client = await createClient('Oude naam');
    const response = await api.call<ClientDetail>(owner, 'PUT', `/api/clients/${client.id}`, {
      ...NEW_CLIENT,
      name: 'Nieuwe naam',
      city: 'Anders',
    });
    expect(response).toMatchObject({ status: 200, json: { name: 'Nieuwe naam', city: 'Anders' } });
  });
});
