import { expect, it } from 'vitest';
import { worklistSchema, type Worklist } from '@shared/schemas/worklist';
import { uidApp } from './uid-app';
import { clients } from '../../src-server/collections/clients';
import { offertes, type StoredOfferte } from '../../src-server/collections/offertes';
import { tickets } from '../../src-server/collections/tickets';
import { placeOrder } from '../../src-server/orders/place-order';
import type { Storage } from '../../src-server/storage/port';
import { storedProduct } from '../fixtures/product';
import { seedFirm, type Firm } from './company-scenario';

/** Sunday 22 November 2026 in the Netherlands: "within 7 days" ends on the 29th. */
const now = new Date('2026-11-22T10:00:00Z');
const clock = { now: () => now };

function offerte(
  companyId: string,
  status: StoredOfferte['status'],
  validUntil: string,
  extra: Partial<StoredOfferte> = {},
): Omit<StoredOfferte, 'id'> {
  return {
    companyId,
    ownerId: 'maker',
    number: 'OFF-2026-00001',
    version: 1,
    status,
    title: '',
    clientTitle: '',
    clientName: 'Fam. Jansen',
    clientAddress: '',
    clientEmail: '',
    lines: [
      { kind: 'vrij', description: 'Werk', quantity: 1, unitPriceCents: 10_000, vatRate: 21 },
    ],
    discountPercent: 0,
    summary: '',
    validUntil,
    createdAt: '2026-11-01T09:00:00.000Z',
    updatedAt: '2026-11-01T09:00:00.000Z',
    history: [],
    seen: true,
    ...extra,
  };
}

function ticket(companyId: string, userId: string, subject: string, unreadAnswer: boolean) {
  return {
    userId,
    companyId,
    userName: 'Test',
    subject,
    category: 'bestelling' as const,
    status: 'beantwoord' as const,
    unreadAnswer,
    messages: [],
    createdAt: '2026-11-20T09:00:00.000Z',
    lastActivityAt: '2026-11-21T09:00:00.000Z',
  };
}

function client(companyId: string, name: string, installedOn: string[]) {
  return {
    ownerId: 'maker',
    companyId,
    name,
    nameLower: name.toLowerCase(),
    address: '',
    postcode: '',
    city: '',
    email: '',
    phone: '',
    notes: '',
    installations: installedOn.map((day, index) => ({
      id: `${name}-${index}`,
      productId: 'pomp',
      productName: 'Pomp',
      modelNumber: '',
      serialNumber: `SN-${name}-${index}`,
      installedOn: day,
      warrantyMonths: 60,
      refrigerant: '',
      photos: [],
      createdAt: '2025-01-01T00:00:00.000Z',
    })),
    maintenanceReminders: false,
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
  };
}

const order = (productId: string, quantity = 1) => ({
  lines: [{ productId, quantity }],
  delivery: 'afhalen' as const,
  pointsToRedeem: 0,
  address: '',
  reference: 'Project Jansen',
  notes: '',
});

/**
 * The firm's open work of each kind, some just outside each list, and another firm's. Every id
 * starts with the firm's prefix (`wl3-…`), so runs on one store never meet.
 */
async function seedWork(storage: Storage, firm: Firm) {
  const mine = firm.companyId;
  const theirs = `${firm.outsider}-bedrijf`;
  const p = mine.replace('-bedrijf', '');
  const put = (id: string, doc: Omit<StoredOfferte, 'id'>) =>
    offertes.on(storage).set(`${p}-${id}`, doc);
  await put('o-vandaag', offerte(mine, 'verstuurd', '2026-11-22'));
  await put('o-grens', offerte(mine, 'verstuurd', '2026-11-29'));
  await put('o-wacht', offerte(mine, 'verstuurd', '2026-11-30'));
  await put('o-verlopen', offerte(mine, 'verstuurd', '2026-11-21'));
  await put('o-akkoord', offerte(mine, 'geaccepteerd', '2026-12-01'));
  await put(
    'o-besteld',
    offerte(mine, 'geaccepteerd', '2026-12-01', { order: { id: 'x', number: 'WP-1' } }),
  );
  await put('o-concept', offerte(mine, 'concept', '2026-12-01'));
  await put('ander-verloopt', offerte(theirs, 'verstuurd', '2026-11-24'));
  await put('ander-akkoord', offerte(theirs, 'geaccepteerd', '2026-12-01'));

  await storage.set(
    'products',
    `${p}-later`,
    storedProduct({
      name: 'Boiler later',
      price: 50_000,
      inStock: false,
      stockQuantity: 0,
      backorderable: true,
      expectedDate: '2026-12-10',
    }),
  );
  const later = `${p}-later`;
  const underWay = await placeOrder(storage, clock, firm.owner, 'eigen-1', order(later, 2));
  const waiting = await placeOrder(storage, clock, firm.fitter, 'monteur-1', order(`${p}-pomp`));
  const outsider = await placeOrder(storage, clock, firm.outsider, 'ander-1', order(later));

  await tickets
    .on(storage)
    .set(`${p}-t-antwoord`, ticket(mine, firm.fitter, 'Waar blijft de pomp?', true));
  await tickets.on(storage).set(`${p}-t-gelezen`, ticket(mine, firm.owner, 'Al gelezen', false));
  await tickets
    .on(storage)
    .set(`${p}-t-ander`, ticket(theirs, firm.outsider, 'Andermans vraag', true));

  await clients.on(storage).set(`${p}-k-binnenkort`, client(mine, 'Binnenkort', ['2025-12-01']));
  await clients.on(storage).set(`${p}-k-later`, client(mine, 'Later', ['2026-01-15']));
  await clients.on(storage).set(`${p}-k-ander`, client(theirs, 'Andermans', ['2025-12-02']));
  return { underWay: underWay.order, waiting: waiting.order, outsider: outsider.order };
}

const unprefixed = (id: string) => id.replace(/^wl\d+-/, '');

/**
 * `GET /api/worklist` on a store: each firm's open work by role, never another firm's. Each
 * test makes a firm of its own (`wl1`, `wl2`, …), so the suite runs on a store it shares.
 */
export function worklistSuite(storage: () => Storage) {
  let runs = 0;
  const newFirm = () => seedFirm(storage(), `wl${++runs}`);
  // Without the product listener: none may outlive the test's store.
  const app = () => uidApp({ ...storage(), watch: undefined }, clock);
  const ask = async (uid: string) => {
    const response = await app().request('/api/worklist', {
      headers: { authorization: `Bearer ${uid}` },
    });
    expect(response.status, await response.clone().text()).toBe(200);
    const text = await response.text();
    return { text, list: worklistSchema.parse(JSON.parse(text)) };
  };
  /** The ids of a list without the firm's prefix. */
  const ids = (list: { items: { id: string }[] } | undefined) =>
    list?.items.map((i) => unprefixed(i.id));

  it("gives the eigenaar every section of the firm's open work, each with its count", async () => {
    const firm = await newFirm();
    const placed = await seedWork(storage(), firm);
    expect(placed.waiting.status).toBe('wacht_op_goedkeuring');
    const { list } = await ask(firm.owner);

    expect(ids(list.offertes?.expiring)).toEqual(['o-vandaag', 'o-grens']);
    expect(list.offertes?.expiring.count).toBe(2);
    expect(ids(list.offertes?.awaiting)).toEqual(['o-wacht']);
    expect(ids(list.offertes?.accepted)).toEqual(['o-akkoord']);
    expect(list.offertes?.accepted.count).toBe(1);

    expect(ids(list.orders?.inProgress)).toEqual([placed.underWay.id]);
    expect(list.orders?.inProgress.count).toBe(1);
    expect(list.orders?.backorders.items).toEqual([
      {
        orderId: placed.underWay.id,
        orderNumber: placed.underWay.number,
        productName: 'Boiler later',
        quantity: 2,
        expectedDate: '2026-12-10',
      },
    ]);

    expect(ids(list.approvals)).toEqual([placed.waiting.id]);
    expect(list.approvals?.count).toBe(1);
    expect(list.approvals?.items[0]?.buyerName).toBe('monteur Test');

    expect(ids(list.support)).toEqual(['t-antwoord']);
    expect(list.support?.count).toBe(1);

    expect(list.maintenance?.items.map((i) => [unprefixed(i.clientId), i.dueOn])).toEqual([
      ['k-binnenkort', '2026-12-01'],
    ]);
  });

  it("never shows another firm's offertes, orders, questions or installations", async () => {
    const firm = await newFirm();
    const placed = await seedWork(storage(), firm);
    for (const uid of [firm.owner, firm.buyer, firm.fitter]) {
      const { text } = await ask(uid);
      for (const theirs of ['ander-', 'Andermans', placed.outsider.id]) {
        expect(text, `${uid} ziet ${theirs}`).not.toContain(theirs);
      }
    }
    const { list } = await ask(firm.outsider);
    expect(ids(list.offertes?.expiring)).toEqual(['ander-verloopt']);
    expect(ids(list.offertes?.accepted)).toEqual(['ander-akkoord']);
    expect(ids(list.orders?.inProgress)).toEqual([placed.outsider.id]);
    expect(ids(list.approvals)).toEqual([]);
    expect(ids(list.support)).toEqual(['t-ander']);
    expect(list.maintenance?.items.map((i) => unprefixed(i.clientId))).toEqual(['k-ander']);
  });

  it('shows each role only the sections it may use', async () => {
    const firm = await newFirm();
    const placed = await seedWork(storage(), firm);
    const sections = (list: Worklist) => Object.keys(list).sort();
    const all = ['approvals', 'maintenance', 'offertes', 'orders', 'support'];
    expect(sections((await ask(firm.owner)).list)).toEqual(all);
    const buyer = (await ask(firm.buyer)).list;
    expect(sections(buyer)).toEqual(all);
    expect(ids(buyer.approvals)).toEqual([placed.waiting.id]);
    // A monteur makes no offertes and approves nothing; his own waiting order is no work.
    const fitter = (await ask(firm.fitter)).list;
    expect(sections(fitter)).toEqual(['maintenance', 'orders', 'support']);
    expect(ids(fitter.orders?.inProgress)).toEqual([placed.underWay.id]);
  });

  it('keeps every list short while counting all', async () => {
    const firm = await newFirm();
    for (let i = 0; i < 8; i++) {
      await offertes
        .on(storage())
        .set(`wl${runs}-o-${i}`, offerte(firm.companyId, 'verstuurd', `2026-12-1${i}`));
    }
    const { list } = await ask(firm.owner);
    expect(list.offertes?.awaiting.count).toBe(8);
    expect(ids(list.offertes?.awaiting)).toEqual(['o-0', 'o-1', 'o-2', 'o-3', 'o-4']);
  });

  it('asks to sign in first', async () => {
    const response = await app().request('/api/worklist');
    expect(response.status).toBe(401);
  });
}
