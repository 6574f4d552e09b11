import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { addWorkingDays, dutchDay } from '@shared/domain/calendar';
import type { AdminOrder } from '@shared/schemas/admin/orders';
import type { Invoice, ReturnAnswer } from '@shared/schemas/invoice';
import type { LedgerEntry, Order, QuoteResponse } from '@shared/schemas/order';
import type { Product } from '@shared/schemas/product';
import { products } from '../../src-server/collections/products';
import { pdfText } from '../fixtures/pdf-text';
import { makeProduct } from '../fixtures/product';
import { giveFirmPoints } from '../support/firm-points';
import { apiHarness } from './harness';

/** Backorders, partial shipments and track & trace over the API, on SQLite. */
const api = apiHarness('ship');
const tokens = { admin: '', ans: '', bob: '' };
const today = dutchDay(new Date());
const later = addWorkingDays(today, 15);

async function stock(id: string, fields: Partial<Product>) {
  const { id: _id, ...product } = makeProduct({ id, name: id, modelNumber: id.toUpperCase() });
  await products.on(api.storage).set(id, { ...product, ...fields });
}

const pickUp = { delivery: 'afhalen', pointsToRedeem: 0 } as const;
const place = (token: string, lines: { productId: string; quantity: number }[]) =>
  api.call<Order>(
    token,
    'POST',
    '/api/orders',
    { ...pickUp, lines },
    {
      'idempotency-key': randomUUID(),
    },
  );
const move = (id: string, body: Record<string, unknown>) =>
  api.call<AdminOrder>(tokens.admin, 'PATCH', `/api/admin/orders/${id}/status`, body);
/** An order of ans's, taken in hand (`in_behandeling`). */
async function handled(quantities: Record<string, number>): Promise<Order> {
  const lines = Object.entries(quantities).map(([productId, quantity]) => ({
    productId,
    quantity,
  }));
  const order = (await place(tokens.ans, lines)).json;
  await move(order.id, { status: 'in_behandeling' });
  return order;
}
const stored = async (id: string) => (await products.on(api.storage).get(id))?.stockQuantity;

beforeAll(async () => {
  tokens.admin = await api.user('admin', { role: 'admin' });
  tokens.ans = await api.user('ans');
  tokens.bob = await api.user('bob');
  await stock('pomp', { stockQuantity: 2, inStock: true, expectedDate: later, price: 100_000 });
  await stock('dempers', { stockQuantity: 0, inStock: false, leadTimeDays: 5, price: 2_450 });
  await stock('oud', { stockQuantity: 0, inStock: false, backorderable: false });
  await stock('filter', { stockQuantity: 10, inStock: true, price: 8_900 });
}, 60_000);

describe('stock and backorders', () => {
  it('quotes what is in stock, what follows and when; a not-orderable line is a problem', async () => {
    const quote = await api.call<QuoteResponse>(tokens.ans, 'POST', '/api/cart/quote', {
      ...pickUp,
      lines: [
        { productId: 'pomp', quantity: 3 },
        { productId: 'dempers', quantity: 4 },
        { productId: 'oud', quantity: 1 },
      ],
    });
    expect(quote.status).toBe(200);
    const line = (id: string) => quote.json.lines.find((l) => l.productId === id);
    expect(line('pomp')).toMatchObject({
      availability: 'Op voorraad',
      backordered: 1,
      expectedDate: later,
    });
    expect(line('dempers')).toMatchObject({
      availability: 'Levertijd 5 werkdagen',
      backordered: 4,
      expectedDate: addWorkingDays(today, 5),
    });
    expect(quote.json.problems).toEqual([
      { productId: 'oud', message: 'oud is niet op voorraad.' },
    ]);
  });

  it('refuses a backorder of a product marked not orderable with a Dutch 409 and takes nothing', async () => {
    const refused = await place(tokens.ans, [
      { productId: 'pomp', quantity: 1 },
      { productId: 'oud', quantity: 1 },
    ]);
    expect(refused.status).toBe(409);
    expect(refused.json.error?.message).toBe('oud is niet op voorraad.');
    expect(await stored('pomp')).toBe(2);
  });

  it('takes stock at placement and stores per line what follows, with its expected date', async () => {
    const placed = await place(tokens.ans, [
      { productId: 'pomp', quantity: 3 },
      { productId: 'dempers', quantity: 4 },
      { productId: 'filter', quantity: 2 },
    ]);
    expect(placed.status).toBe(201);
    const line = (id: string) => placed.json.lines.find((l) => l.productId === id);
    expect(line('pomp')).toMatchObject({ quantity: 3, backordered: 1, expectedDate: later });
    expect(line('dempers')).toMatchObject({ quantity: 4, backordered: 4 });
    expect(line('filter')?.backordered).toBeUndefined();
    expect(await stored('pomp')).toBe(0);
    expect(await stored('filter')).toBe(8);
    // The catalogue shows the new stock at once.
    const pomp = await api.call<Product>(null, 'GET', '/api/products/pomp');
    expect(pomp.json).toMatchObject({ stockQuantity: 0, inStock: false });
  });

  it('gives the taken stock back when an order is cancelled, not the backordered part', async () => {
    const placed = await place(tokens.bob, [
      { productId: 'filter', quantity: 3 },
      { productId: 'dempers', quantity: 1 },
    ]);
    expect(await stored('filter')).toBe(5);
    expect((await move(placed.json.id, { status: 'geannuleerd' })).status).toBe(200);
    expect(await stored('filter')).toBe(8);
    expect(await stored('dempers')).toBe(0);
  });
});

describe('partial shipments and track & trace', () => {
  let order: Order;

  beforeAll(async () => {
    order = await handled({ filter: 2, dempers: 3 });
  });

  it('refuses verzonden without carrier or code, with a code of another format, or too much', async () => {
    const noCarrier = await move(order.id, { status: 'verzonden', trackAndTrace: '3SWARM0012345' });
    expect(noCarrier.status).toBe(400);
    expect(noCarrier.json.error?.fields?.carrier).toBe('Kies een vervoerder voor deze levering.');
    const noCode = await move(order.id, { status: 'verzonden', carrier: 'PostNL' });
    expect(noCode.status).toBe(400);
    expect(noCode.json.error?.fields?.trackAndTrace).toMatch(/^Vul de track-and-tracecode in/);
    const wrong = await move(order.id, {
      status: 'verzonden',
      carrier: 'DPD',
      trackAndTrace: '3SWARM0012345',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.json.error?.fields?.trackAndTrace).toBe(
      'Deze code past niet bij DPD: verwacht 14 cijfers (05212345678901).',
    );
    const unknown = await move(order.id, {
      status: 'verzonden',
      carrier: 'GLS',
      trackAndTrace: '12345678901',
      trackingUrl: 'https://evil.test',
    });
    expect(unknown.status).toBe(400);
    const tooMany = await move(order.id, {
      status: 'verzonden',
      carrier: 'PostNL',
      trackAndTrace: '3SWARM0012345',
      lines: [{ productId: 'filter', quantity: 5 }],
    });
    expect(tooMany.status).toBe(400);
    expect(tooMany.json.error?.fields?.lines).toBe('Van filter zijn nog 2 te verzenden, niet 5.');
    const current = await api.call<AdminOrder>(
      tokens.admin,
      'GET',
      `/api/admin/orders/${order.id}`,
    );
    expect(current.json).toMatchObject({ status: 'in_behandeling' });
    expect(current.json.shipments).toBeUndefined();
  });

  it('ships part of the lines; the order is verzonden and geleverd only after the rest', async () => {
    const first = await move(order.id, {
      status: 'verzonden',
      carrier: 'PostNL',
      trackAndTrace: '3swarm 0012 345',
      lines: [{ productId: 'filter', quantity: 2 }],
      expectedDeliveryDate: addWorkingDays(today, 1),
    });
    expect(first).toMatchObject({
      status: 200,
      json: {
        status: 'verzonden',
        nextStatuses: ['verzonden'],
        trackAndTrace: '3SWARM0012345',
        shipments: [
          {
            id: 'levering-1',
            carrier: 'PostNL',
            trackingCode: '3SWARM0012345',
            lines: [{ productId: 'filter', quantity: 2 }],
            expectedDeliveryDate: addWorkingDays(today, 1),
          },
        ],
      },
    });
    const early = await move(order.id, { status: 'geleverd' });
    expect(early.status).toBe(409);
    expect(early.json.error?.message).toBe(
      'Een bestelling met status Verzonden kan niet naar Geleverd.',
    );

    const rest = await move(order.id, {
      status: 'verzonden',
      carrier: 'UPS',
      trackAndTrace: '1Z999AA10123456784',
    });
    expect(rest.json.shipments?.[1]).toMatchObject({
      id: 'levering-2',
      carrier: 'UPS',
      lines: [{ productId: 'dempers', quantity: 3 }],
    });
    expect(rest.json.nextStatuses).toEqual(['geleverd']);
    const more = await move(order.id, {
      status: 'verzonden',
      carrier: 'UPS',
      trackAndTrace: '1Z999AA10123456784',
    });
    expect(more.status).toBe(409);
  });

  it('shows the customer the carriers and codes; another user gets 404', async () => {
    const mine = await api.call<Order>(tokens.ans, 'GET', `/api/orders/${order.id}`);
    expect(mine.json.shipments?.map((s) => [s.carrier, s.trackingCode])).toEqual([
      ['PostNL', '3SWARM0012345'],
      ['UPS', '1Z999AA10123456784'],
    ]);
    const other = await api.call(tokens.bob, 'GET', `/api/orders/${order.id}`);
    expect(other.status).toBe(404);
    expect(other.json.error?.message).toBe('Deze bestelling bestaat niet.');
  });

  it('corrects a code afterwards, checked and audited; only admins, only known shipments', async () => {
    const path = `/api/admin/orders/${order.id}/shipments/levering-1`;
    const bad = await api.call(tokens.admin, 'PATCH', path, {
      carrier: 'DHL',
      trackAndTrace: '3SWARM0012345',
    });
    expect(bad.status).toBe(400);
    expect(bad.json.error?.fields?.trackAndTrace).toMatch(/^Deze code past niet bij DHL: verwacht/);
    const notAdmin = await api.call(tokens.ans, 'PATCH', path, {
      carrier: 'DHL',
      trackAndTrace: 'JVGL0583720461937450',
    });
    expect(notAdmin.status).toBe(403);
    const missing = await api.call(
      tokens.admin,
      'PATCH',
      `/api/admin/orders/${order.id}/shipments/levering-9`,
      { carrier: 'DHL', trackAndTrace: 'JVGL0583720461937450' },
    );
    expect(missing.status).toBe(404);
    expect(missing.json.error?.message).toBe('Deze levering bestaat niet.');

    const fixed = await api.call<AdminOrder>(tokens.admin, 'PATCH', path, {
      carrier: 'DHL',
      trackAndTrace: 'JVGL0583720461937450',
      expectedDeliveryDate: null,
    });
    expect(fixed.status).toBe(200);
    expect(fixed.json.shipments?.[0]).toMatchObject({
      carrier: 'DHL',
      trackingCode: 'JVGL0583720461937450',
    });
    expect(fixed.json.shipments?.[0]?.expectedDeliveryDate).toBeUndefined();
    // The latest shipment's code stays the order's code.
    expect(fixed.json.trackAndTrace).toBe('1Z999AA10123456784');
    const log = await api.call<{ items: { action: string; changes: unknown[] }[] }>(
      tokens.admin,
      'GET',
      `/api/admin/audit?entity=order&id=${order.id}`,
    );
    expect(log.json.items[0]).toMatchObject({
      action: 'levering-1 gewijzigd',
      changes: expect.arrayContaining([
        { field: 'carrier', before: 'PostNL', after: 'DHL' },
        { field: 'trackingCode', before: '3SWARM0012345', after: 'JVGL0583720461937450' },
      ]),
    });
  });

  it('delivers the order when every line is shipped, marking each shipment delivered', async () => {
    const delivered = await move(order.id, { status: 'geleverd' });
    expect(delivered.status).toBe(200);
    expect(delivered.json.status).toBe('geleverd');
    expect(delivered.json.shipments?.every((s) => s.deliveredAt)).toBe(true);
  });
});

describe('an invoice per delivered shipment', () => {
  let order: Order;
  const deliver = (shipment: string) =>
    api.call<AdminOrder>(
      tokens.admin,
      'POST',
      `/api/admin/orders/${order.id}/shipments/${shipment}/geleverd`,
    );
  const creditPdfText = async (id: string) => {
    const response = await fetch(`${api.baseUrl}/api/admin/invoices/${id}/pdf`, {
      headers: { authorization: `Bearer ${tokens.admin}` },
    });
    return pdfText(new Uint8Array(await response.arrayBuffer()));
  };
  const creditUbl = async (id: string) =>
    String((await api.call(tokens.admin, 'GET', `/api/admin/invoices/${id}/ubl`)).json);
  /** The invoice numbers a UBL credit note's BillingReference names. */
  const billingReference = (xml: string) =>
    [
      ...xml.matchAll(
        /<cac:BillingReference>\s*<cac:InvoiceDocumentReference>\s*<cbc:ID>([^<]+)<\/cbc:ID>/g,
      ),
    ].map((match) => match[1]);
  const invoicesOf = async () =>
    (
      await api.call<{ items: Invoice[] }>(tokens.ans, 'GET', `/api/invoices/order/${order.id}`)
    ).json.items.filter((invoice) => invoice.kind === 'factuur');

  beforeAll(async () => {
    order = await handled({ filter: 3, dempers: 2 });
    await move(order.id, {
      status: 'verzonden',
      carrier: 'PostNL',
      trackAndTrace: '3SWARM0012345',
      lines: [{ productId: 'filter', quantity: 2 }],
    });
  });

  it('invoices a delivered part for its own lines and records its own delivery day', async () => {
    const delivered = await deliver('levering-1');
    expect(delivered.status).toBe(200);
    expect(delivered.json.status).toBe('verzonden');
    const [first] = delivered.json.shipments ?? [];
    expect(first?.deliveredAt).toBeDefined();
    expect(first?.invoiceId).toBe(`${order.id}-factuur`);
    const invoices = await invoicesOf();
    expect(
      invoices.map((invoice) => invoice.lines.map((line) => [line.modelNumber, line.quantity])),
    ).toEqual([[['FILTER', 2]]]);
    expect(invoices[0]?.totalExclVat).toBe(2 * 8_900);

    const twice = await deliver('levering-1');
    expect(twice.status).toBe(409);
    expect(twice.json.error?.message).toBe('Deze levering is al geleverd.');
    const unknown = await deliver('levering-7');
    expect(unknown.status).toBe(404);
    expect(unknown.json.error?.message).toBe('Deze levering bestaat niet.');
    const notAdmin = await api.call(
      tokens.ans,
      'POST',
      `/api/admin/orders/${order.id}/shipments/levering-1/geleverd`,
    );
    expect(notAdmin.status).toBe(403);
  });

  it('invoices the rest with the last shipment, which delivers the order; no line twice', async () => {
    const rest = await move(order.id, {
      status: 'verzonden',
      carrier: 'UPS',
      trackAndTrace: '1Z999AA10123456784',
      expectedDeliveryDate: addWorkingDays(today, 2),
    });
    expect(rest.json.shipments?.[1]?.expectedDeliveryDate).toBe(addWorkingDays(today, 2));
    const last = await deliver('levering-2');
    expect(last.status).toBe(200);
    expect(last.json.status).toBe('geleverd');
    expect(last.json.shipments?.map((s) => [s.id, Boolean(s.deliveredAt), s.invoiceId])).toEqual([
      ['levering-1', true, `${order.id}-factuur`],
      ['levering-2', true, `${order.id}-factuur-levering-2`],
    ]);
    const invoices = await invoicesOf();
    expect(invoices).toHaveLength(2);
    const billed = invoices
      .flatMap((invoice) => invoice.lines)
      .map((line) => `${line.quantity} × ${line.modelNumber}`)
      .sort();
    expect(billed).toEqual(['1 × FILTER', '2 × DEMPERS', '2 × FILTER']);
    const total = invoices.reduce((sum, invoice) => sum + invoice.totalInclVat, 0);
    expect(total).toBe(order.totalInclVat);
    // A second `geleverd` (or a retried invoice request) makes no third invoice.
    const again = await api.call<Invoice>(
      tokens.admin,
      'POST',
      `/api/admin/orders/${order.id}/invoice`,
    );
    expect(again.json.id).toBe(`${order.id}-factuur-levering-2`);
    expect(await invoicesOf()).toHaveLength(2);
  });

  it('credits a return of goods billed on the second invoice at their own price, naming that invoice', async () => {
    const index = order.lines.findIndex((line) => line.productId === 'dempers');
    const credit = await api.call<ReturnAnswer>(
      tokens.admin,
      'POST',
      `/api/admin/orders/${order.id}/returns`,
      { lines: [{ lineIndex: index, quantity: 1 }], reason: 'Eén te veel besteld' },
    );
    expect(credit.status).toBe(201);
    expect(
      credit.json.lines.map((line) => [line.modelNumber, line.quantity, line.lineTotal]),
    ).toEqual([['DEMPERS', -1, -2_450]]);
    const second = (await invoicesOf()).find(
      (invoice) => invoice.id === `${order.id}-factuur-levering-2`,
    );
    expect(credit.json.invoiceId).toBe(second?.id);
    expect(credit.json.invoiceNumber).toBe(second?.number);
    expect(credit.json.creditNotes.map((note) => note.number)).toEqual([credit.json.number]);
    const text = await creditPdfText(credit.json.id);
    expect(text).toContain(`Correctie op factuur ${second?.number}`);
    expect(billingReference(await creditUbl(credit.json.id))).toEqual([second?.number]);
  });

  it('makes one credit note per invoice for units billed on two invoices; all back credits both exactly', async () => {
    const [first, second] = await invoicesOf();
    const filter = order.lines.findIndex((line) => line.productId === 'filter');
    const dempers = order.lines.findIndex((line) => line.productId === 'dempers');
    const returned = await api.call<ReturnAnswer>(
      tokens.admin,
      'POST',
      `/api/admin/orders/${order.id}/returns`,
      {
        lines: [
          { lineIndex: filter, quantity: 3 },
          { lineIndex: dempers, quantity: 1 },
        ],
        reason: 'Project gaat niet door',
      },
    );
    expect(returned.status).toBe(201);
    const notes = returned.json.creditNotes;
    expect(notes.map((note) => note.invoiceNumber)).toEqual([first?.number, second?.number]);
    expect(
      notes.map((note) => note.lines.map((line) => `${line.quantity} × ${line.modelNumber}`)),
    ).toEqual([['-2 × FILTER'], ['-1 × FILTER', '-1 × DEMPERS']]);
    for (const [index, note] of notes.entries()) {
      const billed = [first, second][index];
      expect(billingReference(await creditUbl(note.id))).toEqual([billed?.number]);
      expect(await creditPdfText(note.id)).toContain(`Correctie op factuur ${billed?.number}`);
    }
    const credits = (
      await api.call<{ items: Invoice[] }>(tokens.ans, 'GET', `/api/invoices/order/${order.id}`)
    ).json.items.filter((doc) => doc.kind === 'creditfactuur');
    for (const invoice of [first, second]) {
      const own = credits.filter((credit) => credit.invoiceId === invoice?.id);
      expect(own.reduce((sum, credit) => sum + credit.totalInclVat, 0)).toBe(
        -(invoice?.totalInclVat ?? 0),
      );
    }
  });
});

describe('a full return of an order delivered in two parts, with redeemed points', () => {
  it('credits exactly what its invoices billed, to the cent, and takes back every point', async () => {
    const cas = await api.user('cas');
    await giveFirmPoints(api.storage, 'ship-cas', 1_000);
    await stock('boekje', { stockQuantity: 10, inStock: true, price: 2_333, vatRate: 9 });
    const placed = await api.call<Order>(
      cas,
      'POST',
      '/api/orders',
      {
        ...pickUp,
        pointsToRedeem: 300,
        lines: [
          { productId: 'filter', quantity: 3 },
          { productId: 'boekje', quantity: 3 },
        ],
      },
      { 'idempotency-key': randomUUID() },
    );
    expect(placed.status).toBe(201);
    const order = placed.json;
    await move(order.id, { status: 'in_behandeling' });
    await move(order.id, {
      status: 'verzonden',
      carrier: 'PostNL',
      trackAndTrace: '3SWARM0012346',
      lines: [
        { productId: 'filter', quantity: 2 },
        { productId: 'boekje', quantity: 1 },
      ],
    });
    const shipped = (id: string) =>
      api.call<AdminOrder>(
        tokens.admin,
        'POST',
        `/api/admin/orders/${order.id}/shipments/${id}/geleverd`,
      );
    expect((await shipped('levering-1')).status).toBe(200);
    await move(order.id, {
      status: 'verzonden',
      carrier: 'UPS',
      trackAndTrace: '1Z999AA10123456791',
    });
    expect((await shipped('levering-2')).json.status).toBe('geleverd');

    const line = (id: string) => order.lines.findIndex((candidate) => candidate.productId === id);
    for (const lines of [
      [{ lineIndex: line('boekje'), quantity: 1 }],
      [{ lineIndex: line('filter'), quantity: 1 }],
      [{ lineIndex: line('boekje'), quantity: 1 }],
      [
        { lineIndex: line('filter'), quantity: 2 },
        { lineIndex: line('boekje'), quantity: 1 },
      ],
    ]) {
      const answer = await api.call(tokens.admin, 'POST', `/api/admin/orders/${order.id}/returns`, {
        lines,
        reason: 'Retour',
      });
      expect(answer.status).toBe(201);
    }
    const documents = (
      await api.call<{ items: Invoice[] }>(cas, 'GET', `/api/invoices/order/${order.id}`)
    ).json.items;
    const billed = documents.filter((doc) => doc.kind === 'factuur');
    const credits = documents.filter((doc) => doc.kind === 'creditfactuur');
    expect(billed).toHaveLength(2);
    const sum = (docs: Invoice[], value: (doc: Invoice) => number) =>
      docs.reduce((total, doc) => total + value(doc), 0);
    expect(sum(billed, (doc) => doc.totalInclVat)).toBe(order.totalInclVat);
    expect(sum(billed, (doc) => doc.allowanceTotal)).toBe(300);
    for (const value of [
      (doc: Invoice) => doc.totalInclVat,
      (doc: Invoice) => doc.totalVat,
      (doc: Invoice) => doc.allowanceTotal,
    ])
      expect(sum(credits, value)).toBe(-sum(billed, value));
    for (const invoice of billed) {
      const own = credits.filter((credit) => credit.invoiceId === invoice.id);
      expect(sum(own, (doc) => doc.totalInclVat)).toBe(-invoice.totalInclVat);
    }
    expect(sum(credits, (doc) => (doc.pointsTakenBack ?? 0) + (doc.pointsShortfall ?? 0))).toBe(
      order.pointsToEarn,
    );
    // Each credit note that took points back is named by the firm's ledger entry for them.
    const ledger = await api.call<{ items: LedgerEntry[] }>(cas, 'GET', '/api/me/points');
    const returns = ledger.json.items.filter((entry) => entry.reason === 'retour');
    const taking = credits.filter((credit) => (credit.pointsTakenBack ?? 0) > 0);
    expect(taking.length).toBeGreaterThan(1);
    expect(returns.map((entry) => `${entry.creditNoteNumber} ${entry.amount}`).sort()).toEqual(
      taking.map((credit) => `${credit.number} ${-(credit.pointsTakenBack ?? 0)}`).sort(),
    );
  });
});

describe('stock in the back-office', () => {
  const input = {
    name: 'Voorraadpomp',
    modelNumber: 'VRD-1',
    category: 'hybride',
    price: 100_000,
    inStock: true,
  };

  it('derives Op voorraad from a counted stock and refuses bad stock input in Dutch', async () => {
    const made = await api.call<Product>(tokens.admin, 'POST', '/api/admin/products', {
      ...input,
      stockQuantity: 0,
      leadTimeDays: 10,
      expectedDate: later,
      backorderable: false,
    });
    expect(made).toMatchObject({
      status: 201,
      json: {
        inStock: false,
        stockQuantity: 0,
        leadTimeDays: 10,
        expectedDate: later,
        backorderable: false,
      },
    });
    const bad = await api.call(tokens.admin, 'PUT', `/api/admin/products/${made.json.id}`, {
      ...input,
      stockQuantity: -1,
      expectedDate: '3 december',
    });
    expect(bad.status).toBe(400);
    expect(bad.json.error?.fields).toMatchObject({
      stockQuantity: 'De voorraad kan niet negatief zijn.',
      expectedDate: 'Vul de verwachte datum in als JJJJ-MM-DD.',
    });
  });

  it('exports and imports stock, lead time, expected date and orderability as CSV columns', async () => {
    const exported = await fetch(`${api.baseUrl}/api/admin/products/export`, {
      headers: { authorization: `Bearer ${tokens.admin}` },
    });
    const csv = await exported.text();
    const [header = '', ...rows] = csv.replace(/^\uFEFF/, '').split(/\r?\n/);
    expect(header).toContain(';voorraad;levertijd_werkdagen;verwacht;nabestelbaar');
    // The 15 heat-pump columns and `past_bij` follow (empty for this product).
    expect(rows.find((row) => row.startsWith('vrd-1;'))).toMatch(
      new RegExp(`;0;10;${later};nee;{16}$`),
    );

    const file = [
      'naam;typenummer;categorie;adviesprijs;voorraad;levertijd_werkdagen;verwacht;nabestelbaar',
      'Importpomp;IMP-VRD;hybride;995,00;7;3;;ja',
      'Foutpomp;IMP-FOUT;hybride;995,00;veel;;;misschien',
    ].join('\r\n');
    const preview = await api.call<{ lines: { errors: string[] }[] }>(
      tokens.admin,
      'POST',
      '/api/admin/products/import/preview',
      { csv: file },
    );
    expect(preview.json.lines[1]?.errors).toEqual(
      expect.arrayContaining([
        'Nabestelbaar: vul ja of nee in.',
        'Voorraad: Vul de voorraad in hele stuks in.',
      ]),
    );
    const done = await api.call(tokens.admin, 'POST', '/api/admin/products/import', {
      csv: file.split('\r\n').slice(0, 2).join('\r\n'),
    });
    expect(done.status).toBe(200);
    expect(await products.on(api.storage).get('imp-vrd')).toMatchObject({
      stockQuantity: 7,
      inStock: true,
      leadTimeDays: 3,
      backorderable: true,
    });
  });
});
