import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, dutchDay, dutchDayStart } from '@shared/domain/calendar';
import type { ClientDetail, MaintenanceDue } from '@shared/schemas/clients';
import type { LedgerEntry, Order } from '@shared/schemas/order';
import { orders } from '../../src-server/collections/orders';
import { storeProducts } from '../support/stored-products';
import { apiHarness } from './harness';

const api = apiHarness('inst');
let owner: string;
let other: string;
/** A Dutch calendar day counted from today's (the API's clock, not UTC). */
const day = (offsetDays: number) => addDays(dutchDay(new Date()), offsetDays);
/** Noon on that Dutch day: a moment whose Dutch day is the one meant, whatever the hour now. */
const noonOf = (offsetDays: number) =>
  new Date(dutchDayStart(day(offsetDays)).getTime() + 12 * 3_600_000).toISOString();

async function createClient(token: string, name: string): Promise<ClientDetail> {
  const response = await api.call<ClientDetail>(token, 'POST', '/api/clients', {
    name,
    address: 'Dorpsstraat 1',
    postcode: '1234 AB',
    city: 'Ergens',
  });
  expect(response.status).toBe(201);
  return response.json;
}

/** An order of one heat pump and one accessory for the client, delivered `deliveredDaysAgo`. */
async function deliveredOrder(clientId: string, deliveredDaysAgo: number | null) {
  const placed = await api.call<Order>(
    owner,
    'POST',
    '/api/orders',
    {
      lines: [
        { productId: 'wp-8', quantity: 1 },
        { productId: 'voeten', quantity: 1 },
      ],
      delivery: 'afhalen',
      clientId,
    },
    { 'idempotency-key': randomUUID() },
  );
  expect(placed.status).toBe(201);
  if (deliveredDaysAgo !== null) {
    const placedAt = noonOf(-(deliveredDaysAgo + 5));
    const deliveredAt = noonOf(-deliveredDaysAgo);
    await orders.on(api.storage).update(placed.json.id, {
      status: 'geleverd',
      createdAt: placedAt,
      statusHistory: [
        { status: 'ontvangen', at: placedAt },
        { status: 'geleverd', at: deliveredAt },
      ],
    });
  }
  return placed.json;
}

const register = (token: string, clientId: string, body: Record<string, unknown>) =>
  api.call<ClientDetail>(token, 'POST', `/api/clients/${clientId}/installations`, {
    productId: 'wp-8',
    installedOn: day(0),
    ...body,
  });

beforeAll(async () => {
  [owner, other] = await Promise.all([api.user('eigenaar'), api.user('ander')]);
  await storeProducts(api.storage, {
    'wp-8': {
      name: 'Aquaris 8 kW',
      modelNumber: 'NW-AW8',
      category: 'lucht-water',
      price: 650000,
    },
    voeten: { name: 'Trillingsdempers', category: 'toebehoren', price: 2450 },
  });
});

describe('Installatie registreren from a delivered order', () => {
  it('checks the order, the date and the serial number, and pays 1.000 spaarpunten once per serial number', async () => {
    const client = await createClient(owner, 'Fam. Visser');
    const waiting = await deliveredOrder(client.id, null);
    const early = await register(owner, client.id, {
      orderId: waiting.id,
      serialNumber: 'AW8-001',
    });
    expect(early.status).toBe(409);
    expect(early.json.error?.message).toBe(
      'Registreer een installatie pas als de bestelling is geleverd.',
    );

    const order = await deliveredOrder(client.id, 10);
    const future = await register(owner, client.id, {
      orderId: order.id,
      serialNumber: 'AW8-001',
      installedOn: day(1),
    });
    expect(future.status).toBe(400);
    expect(future.json.error?.fields?.installedOn).toBe(
      'De installatiedatum kan niet in de toekomst liggen.',
    );
    const beforeOrder = await register(owner, client.id, {
      orderId: order.id,
      serialNumber: 'AW8-001',
      installedOn: day(-30),
    });
    expect(beforeOrder.json.error?.fields?.installedOn).toBe(
      'De installatiedatum kan niet voor de besteldatum liggen.',
    );
    const accessory = await register(owner, client.id, {
      orderId: order.id,
      productId: 'voeten',
      serialNumber: 'TD-1',
    });
    expect(accessory.json.error?.fields?.productId).toBe(
      'Deze warmtepomp staat niet op de bestelling.',
    );

    const registered = await register(owner, client.id, {
      orderId: order.id,
      serialNumber: 'AW8-001',
    });
    expect(registered.status).toBe(201);
    expect(registered.json.pointsAwarded).toBe(1000);
    const ledger = await api.call<{ items: LedgerEntry[]; balance: number }>(
      owner,
      'GET',
      '/api/me/points',
    );
    expect(ledger.json.items.filter((e) => e.reason === 'installatie')).toMatchObject([
      { amount: 1000, orderNumber: order.number },
    ]);

    // The same serial number (spaces and case aside) is one unit: refused, here or anywhere.
    const again = await register(owner, client.id, { serialNumber: 'aw8-0 01' });
    expect(again.status).toBe(409);
    expect(again.json.error?.fields?.serialNumber).toBe(
      'Dit serienummer is voor dit product al geregistreerd.',
    );
    const elsewhere = await createClient(other, 'Fam. de Wit');
    expect((await register(other, elsewhere.id, { serialNumber: 'AW8-001' })).status).toBe(409);
    // One heat pump on the order: a second unit from it is refused.
    const second = await register(owner, client.id, { orderId: order.id, serialNumber: 'AW8-002' });
    expect(second.status).toBe(409);

    // Removed and registered again: the serial number is free, the reward is not paid twice.
    const installation = registered.json.installations[0];
    await api.call(owner, 'DELETE', `/api/clients/${client.id}/installations/${installation?.id}`);
    const reregistered = await register(owner, client.id, {
      orderId: order.id,
      serialNumber: 'AW8-001',
    });
    expect(reregistered.status).toBe(201);
    expect(reregistered.json.pointsAwarded).toBeUndefined();
    const after = await api.call<{ balance: number }>(owner, 'GET', '/api/me/points');
    expect(after.json.balance).toBe(ledger.json.balance);
  });

  it('pays nothing more than 90 days after delivery', async () => {
    const client = await createClient(owner, 'Fam. Laat');
    const order = await deliveredOrder(client.id, 91);
    const registered = await register(owner, client.id, {
      orderId: order.id,
      serialNumber: 'AW8-LAAT',
    });
    expect(registered.status).toBe(201);
    expect(registered.json.pointsAwarded).toBeUndefined();
  });

  it('answers 404 to another company for the order and for the client', async () => {
    const client = await createClient(owner, 'Fam. Eigen');
    const order = await deliveredOrder(client.id, 3);
    const theirs = await createClient(other, 'Fam. Ander');
    const foreignOrder = await register(other, theirs.id, {
      orderId: order.id,
      serialNumber: 'X-1',
    });
    expect(foreignOrder.status).toBe(404);
    expect(foreignOrder.json.error?.message).toBe('Deze bestelling bestaat niet.');
    const foreignClient = await register(other, client.id, { serialNumber: 'X-2' });
    expect(foreignClient.status).toBe(404);
  });

  it('refuses an installation date in the future without an order too (2030)', async () => {
    const client = await createClient(owner, 'Fam. Toekomst');
    const response = await register(owner, client.id, {
      serialNumber: 'AW8-2030',
      installedOn: '2030-01-01',
    });
    expect(response.status).toBe(400);
    expect(response.json.error?.fields?.installedOn).toBe(
      'De installatiedatum kan niet in de toekomst liggen.',
    );
  });
});

describe('GET /api/installations/maintenance-due', () => {
  it("lists the company's maintenance due within 60 days with the client, soonest first", async () => {
    const client = await createClient(owner, 'Fam. Onderhoud');
    await register(owner, client.id, { serialNumber: 'OH-1', installedOn: day(-365 + 50) });
    await register(owner, client.id, { serialNumber: 'OH-2', installedOn: day(-365 + 10) });
    await register(owner, client.id, { serialNumber: 'OH-3', installedOn: day(-365 + 90) });
    const before = await api.call<{ items: MaintenanceDue[] }>(
      owner,
      'GET',
      '/api/installations/maintenance-due',
    );
    expect(before.json.items.find((i) => i.clientId === client.id)?.remindedByEmail).toBe(false);
    // With an e-mail address and the client's consent, the portal reminds the client itself.
    await api.call(owner, 'PUT', `/api/clients/${client.id}`, {
      name: 'Fam. Onderhoud',
      address: 'Dorpsstraat 1',
      postcode: '1234 AB',
      city: 'Ergens',
      email: 'onderhoud@example.nl',
    });
    await api.call(owner, 'PUT', `/api/clients/${client.id}/maintenance-reminders`, {
      consent: true,
    });
    const due = await api.call<{ items: MaintenanceDue[] }>(
      owner,
      'GET',
      '/api/installations/maintenance-due',
    );
    expect(due.status).toBe(200);
    const mine = due.json.items.filter((i) => i.clientId === client.id);
    expect(mine.map((i) => [i.serialNumber, i.clientName, i.dueOn, i.remindedByEmail])).toEqual([
      ['OH-2', 'Fam. Onderhoud', day(10), true],
      ['OH-1', 'Fam. Onderhoud', day(50), true],
    ]);
    const theirs = await api.call<{ items: MaintenanceDue[] }>(
      other,
      'GET',
      '/api/installations/maintenance-due',
    );
    expect(theirs.json.items.some((i) => i.clientId === client.id)).toBe(false);
  });
});
