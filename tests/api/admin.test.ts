import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve, type ServerType } from '@hono/node-server';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createFirebaseAccountService } from '../../src-server/admin/accounts';
import { createApp } from '../../src-server/app';
import { createFirebaseAuthVerifier } from '../../src-server/auth/verifier';
import { createLocalFileStore } from '../../src-server/files/local';
import { freePort } from '../../src-server/local/ports';
import { dealerApplication } from '../fixtures/dealer-application';
import {
  CSV_IMPORT_ID_PREFIX,
  isCsvImportEntry,
  type AuditEntry,
} from '@shared/schemas/admin/audit';
import { createSqliteStorage } from '../../src-server/storage/sqlite';
import type { Storage } from '../../src-server/storage/port';
import { giveFirmPoints } from '../support/firm-points';
import { emulatorSignIn } from './emulator-sign-in';

const projectId = 'demo-warmteportaal-api';
const emulatorHost = inject('authEmulatorHost');
const PASSWORD = 'Geheim123!';
let firebase: App;
let storage: Storage;
let server: ServerType;
let baseUrl: string;
let dataDir: string;
let app: ReturnType<typeof createApp>;
const tokens: Record<string, string> = {};

function signIn(email: string, password = PASSWORD): Promise<string> {
  return emulatorSignIn(email, password);
}

/** Sets a password with the code from a set-password link, as the page does. */
async function setPassword(link: string, password: string): Promise<void> {
  const code = new URL(link).searchParams.get('code');
  const response = await fetch(
    `http://${emulatorHost}/identitytoolkit.googleapis.com/v1/accounts:resetPassword?key=demo`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ oobCode: code, newPassword: password }),
    },
  );
  expect(response.status).toBe(200);
}

interface Answer {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- loose JSON of many endpoints
  body: any;
}

async function call(
  who: string | null,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      ...(who ? { authorization: `Bearer ${tokens[who]}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // CSV and other text answers stay text.
  }
  return { status: response.status, body: parsed };
}

async function account(uid: string, email: string, profile: Record<string, unknown>) {
  await getAuth(firebase).createUser({ uid, email, password: PASSWORD });
  await storage.set('users', uid, { email, ...profile });
  tokens[uid] = await signIn(email);
}

beforeAll(async () => {
  process.env.FIREBASE_AUTH_EMULATOR_HOST = emulatorHost;
  firebase = initializeApp({ projectId }, `admin-api-${Date.now()}`);
  dataDir = mkdtempSync(join(tmpdir(), 'wp-admin-api-'));
  storage = createSqliteStorage({ filename: join(dataDir, 'api.sqlite') });
  app = createApp({
    storage,
    files: createLocalFileStore(join(dataDir, 'files')),
    auth: createFirebaseAuthVerifier(firebase),
    accounts: createFirebaseAccountService(firebase),
    clock: { now: () => new Date() },
    allowedOrigins: [],
  });
  const port = await freePort();
  baseUrl = `http://127.0.0.1:${port}`;
  server = await new Promise((done) => {
    const instance = serve({ fetch: app.fetch, port, hostname: '127.0.0.1' }, () => done(instance));
  });
  await account('adm-beheer', 'beheer@admin-api.test', { role: 'admin', firstName: 'Lotte' });
  await account('adm-installer', 'installer@admin-api.test', {
    role: 'installer',
    discount: 5,
    firstName: 'Pim',
    company: 'Pim Installaties',
  });
  await giveFirmPoints(storage, 'adm-installer', 300, new Date('2026-01-01T00:00:00Z'));
  await account('adm-dealer', 'dealer@admin-api.test', { role: 'dealer', discount: 15 });
  await storage.set('products', 'pomp-1', {
    name: 'Testpomp 8 kW',
    description: 'Een pomp',
    price: 500_000,
    installateurPrijs: 450_000,
    imageUrl: '',
    modelNumber: 'TP-8',
    category: 'lucht-water',
    specifications: { Vermogen: '8 kW' },
    inStock: true,
    vatRate: 21,
    createdAt: new Date('2026-01-01T00:00:00Z'),
  });
}, 60_000);

afterAll(async () => {
  await new Promise<void>((done) => server.close(() => done()));
  await storage.close();
  await deleteApp(firebase);
  rmSync(dataDir, { recursive: true, force: true });
});

describe('every /api/admin endpoint', () => {
  it('refuses anonymous callers with 401 and installers and dealers with 403, in Dutch', async () => {
    // Read from the router itself, so an endpoint added later is covered too.
    const endpoints = app.routes
      .filter((r) => r.path.startsWith('/api/admin/') && r.method !== 'ALL')
      .map((r) => ({ method: r.method, path: r.path.replace(/:id/g, 'x') }));
    expect(endpoints.length).toBeGreaterThanOrEqual(20);
    for (const { method, path } of endpoints) {
      const body = method === 'GET' ? undefined : {};
      expect((await call(null, method, path, body)).status, `${method} ${path}`).toBe(401);
      for (const who of ['adm-installer', 'adm-dealer']) {
        const answer = await call(who, method, path, body);
        expect(answer.status, `${who} ${method} ${path}`).toBe(403);
        expect(answer.body.error.message).toBe('Alleen beheerders mogen dit doen.');
      }
    }
  });
});

describe('users', () => {
  it('an admin cannot take away their own admin role', async () => {
    const answer = await call('adm-beheer', 'PATCH', '/api/admin/users/adm-beheer', {
      role: 'installer',
    });
    expect(answer.status).toBe(409);
    expect(answer.body.error.message).toBe('Je kunt je eigen beheerdersrol niet afnemen.');
    expect((await storage.get('users', 'adm-beheer'))?.role).toBe('admin');
  });

  it('changes role and discount, validates 0–100, and logs before → after', async () => {
    const bad = await call('adm-beheer', 'PATCH', '/api/admin/users/adm-installer', {
      discount: 101,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields.discount).toBe('De korting is 0% tot en met 100%.');
    const ok = await call('adm-beheer', 'PATCH', '/api/admin/users/adm-installer', {
      discount: 12.5,
    });
    expect(ok.status).toBe(200);
    expect(ok.body.discount).toBe(12.5);
    const audit = await call('adm-beheer', 'GET', '/api/admin/audit?entity=user&id=adm-installer');
    expect(audit.body.items[0]).toMatchObject({
      actorEmail: 'beheer@admin-api.test',
      changes: [{ field: 'discount', before: '5', after: '12.5' }],
      // The log names the person, not their id.
      recordLabel: 'Pim',
    });
    expect((await call('adm-beheer', 'GET', '/api/admin/users/niemand')).status).toBe(404);
  });

  it('points adjustments keep the ledger equal to the balance and never below 0', async () => {
    const path = '/api/admin/users/adm-installer/punten';
    expect((await call('adm-beheer', 'POST', path, { amount: 500, reason: 'Beurs' })).status).toBe(
      200,
    );
    expect(
      (await call('adm-beheer', 'POST', path, { amount: -200, reason: 'Correctie' })).status,
    ).toBe(200);
    const tooMuch = await call('adm-beheer', 'POST', path, { amount: -601, reason: 'Te veel' });
    expect(tooMuch.status).toBe(409);
    expect(tooMuch.body.error.message).toContain('onder 0');
    const noReason = await call('adm-beheer', 'POST', path, { amount: 5, reason: '' });
    expect(noReason.status).toBe(400);
    const ledger = await call('adm-beheer', 'GET', path);
    const sum = ledger.body.items.reduce(
      (total: number, e: { amount: number }) => total + e.amount,
      0,
    );
    expect(ledger.body.balance).toBe(600);
    expect(sum).toBe(600);
    expect(ledger.body.items).toContainEqual(
      // Booked on Pim's firm, in his name.
      expect.objectContaining({
        amount: 500,
        reason: 'correctie',
        note: 'Beurs',
        memberName: 'Pim',
      }),
    );
    const first = await call('adm-beheer', 'GET', `${path}?limit=1`);
    expect(first.body.items).toHaveLength(1);
    const rest = await call('adm-beheer', 'GET', `${path}?limit=5&cursor=${first.body.nextCursor}`);
    expect([...first.body.items, ...rest.body.items]).toEqual(ledger.body.items);
    const all = await call('adm-beheer', 'POST', path, { amount: -600, reason: 'Alles eraf' });
    expect(all.body.rewardPoints).toBe(0);
  });

  it('creates a user who sets a password through the link and signs in', async () => {
    const created = await call('adm-beheer', 'POST', '/api/admin/users', {
      email: 'Nieuw@Admin-Api.test',
      firstName: 'Nina',
      lastName: 'Nieuw',
      role: 'installer',
      discount: 7,
    });
    expect(created.status).toBe(201);
    expect(created.body.passwordLink).toMatch(/\/wachtwoord-instellen\?code=/);
    await setPassword(created.body.passwordLink, 'NieuwWachtwoord1!');
    tokens.nieuw = await signIn('nieuw@admin-api.test', 'NieuwWachtwoord1!');
    const me = await call('nieuw', 'GET', '/api/me');
    expect(me.body).toMatchObject({
      email: 'nieuw@admin-api.test',
      role: 'installer',
      discount: 7,
    });
    const again = await call('adm-beheer', 'POST', '/api/admin/users', {
      email: 'nieuw@admin-api.test',
      firstName: 'Nina',
      lastName: 'Twee',
    });
    expect(again.status).toBe(409);
    const found = await call('adm-beheer', 'GET', '/api/admin/users?q=nina');
    expect(found.body.items.map((u: { email: string }) => u.email)).toEqual([
      'nieuw@admin-api.test',
    ]);
  });
});

const product = {
  name: 'Adminpomp 6 kW',
  description: 'Nieuw in het assortiment',
  modelNumber: 'AP-6',
  category: 'hybride',
  price: 123_450,
  installateurPrijs: 110_000,
  vatRate: 21,
  warrantyMonths: 84,
  inStock: true,
  imageUrl: '',
  specifications: [{ key: 'Vermogen', value: '6 kW' }],
  documents: [],
};

describe('products', () => {
  it('a new product is in the public catalogue at once; archived it leaves it', async () => {
    // Warm the catalogue cache first, so the test proves the invalidation.
    await call(null, 'GET', '/api/products?q=adminpomp');
    const created = await call('adm-beheer', 'POST', '/api/admin/products', product);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ id: 'ap-6', warrantyMonths: 84, archived: false });
    const listed = await call(null, 'GET', '/api/products?q=adminpomp');
    expect(listed.body.items.map((p: { id: string }) => p.id)).toEqual(['ap-6']);
    const duplicate = await call('adm-beheer', 'POST', '/api/admin/products', product);
    expect(duplicate.status).toBe(409);

    const archived = await call('adm-beheer', 'PATCH', '/api/admin/products/ap-6/archief', {
      archived: true,
    });
    expect(archived.body).toMatchObject({ archived: true, inStock: false });
    expect((await call(null, 'GET', '/api/products?q=adminpomp')).body.items).toEqual([]);
    expect((await call(null, 'GET', '/api/products/ap-6')).status).toBe(404);
    expect((await call('adm-beheer', 'GET', '/api/admin/products/ap-6')).status).toBe(200);
    const log = await call('adm-beheer', 'GET', '/api/admin/audit?entity=product&id=ap-6');
    expect(log.body.items.map((e: { action: string }) => e.action)).toEqual([
      'gearchiveerd',
      'aangemaakt',
    ]);
    expect(log.body.items.map((e: { recordLabel?: string }) => e.recordLabel)).toEqual([
      'Adminpomp 6 kW (AP-6)',
      'Adminpomp 6 kW (AP-6)',
    ]);
  });

  it('refuses invalid fields with Dutch messages', async () => {
    const answer = await call('adm-beheer', 'POST', '/api/admin/products', {
      ...product,
      modelNumber: 'AP-X',
      price: 12.5,
      vatRate: 19,
      category: 'fietsen',
    });
    expect(answer.status).toBe(400);
    expect(answer.body.error.fields).toMatchObject({
      price: 'de adviesprijs moet in hele centen.',
      vatRate: 'Het btw-tarief is 0%, 9% of 21%.',
      category: 'Kies een categorie.',
    });
  });

  it('imports nothing while one CSV line is wrong, then imports a good file', async () => {
    const header = 'naam;typenummer;categorie;adviesprijs;installateursprijs;op_voorraad';
    const bad = `${header}\nCSV-pomp A;CSV-A;hybride;1.234,50;;ja\nCSV-pomp B;CSV-B;hybride;12.50;;ja\n`;
    const preview = await call('adm-beheer', 'POST', '/api/admin/products/import/preview', {
      csv: bad,
    });
    expect(preview.body.valid).toBe(false);
    expect(preview.body.lines[0].errors).toEqual([]);
    expect(preview.body.lines[1].line).toBe(3);
    expect(preview.body.lines[1].errors[0]).toContain('Adviesprijs: "12.50" is geen bedrag.');
    const refused = await call('adm-beheer', 'POST', '/api/admin/products/import', { csv: bad });
    expect(refused.status).toBe(400);
    expect(await storage.get('products', 'csv-a')).toBeNull();

    const good = `\uFEFF${header}\nCSV-pomp A;CSV-A;hybride;1.234,50;1.100,00;ja\nCSV-pomp B;CSV-B;hybride;12,50;;nee\n`;
    const done = await call('adm-beheer', 'POST', '/api/admin/products/import', { csv: good });
    expect(done.body).toEqual({ created: 2, updated: 0 });
    // The log names the import as one batch, never as a product page that does not exist.
    const logged = await call('adm-beheer', 'GET', '/api/admin/audit/all?soort=product');
    const batch = (logged.body.items as AuditEntry[]).find((entry) =>
      entry.action.startsWith('CSV-import'),
    );
    expect(batch?.entityId.startsWith(CSV_IMPORT_ID_PREFIX)).toBe(true);
    expect(batch && isCsvImportEntry(batch)).toBe(true);
    expect(await storage.get('products', batch?.entityId ?? '')).toBeNull();
    expect(await storage.get('products', 'csv-a')).toMatchObject({
      price: 123_450,
      installateurPrijs: 110_000,
      inStock: true,
    });
    const exported = await fetch(`${baseUrl}/api/admin/products/export`, {
      headers: { authorization: `Bearer ${tokens['adm-beheer']}` },
    });
    const bytes = new Uint8Array(await exported.arrayBuffer());
    // UTF-8 with a byte-order mark, so Excel reads the accents.
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes);
    expect(text.startsWith('id;naam;typenummer')).toBe(true);
    expect(text).toContain('csv-b;CSV-pomp B;CSV-B;hybride;12,50;;21;60;nee');
  });

  it('keeps the structured data of a heat pump and `Past bij`, from the form and the CSV', async () => {
    const heatPump = {
      type: 'lucht-water',
      nominalKw: 9,
      capacityKw: 7.6,
      capacity55Kw: 6.4,
      designCondition: 'A-10/W35',
      scop35: 4.7,
      scop55: null,
      energyLabel: 'A+++',
      soundPowerDb: 58,
      warrantyYears: 7,
      meldcode: 'ka 12345',
      phase: 1,
      refrigerant: 'R290',
      refrigerantGwp: 3,
      dimensionsMm: { height: 1130, width: 880, depth: 440 },
    };
    /** The form's heat pump HP-9, with what a step changes. */
    const addHeatPump = (change: object) =>
      call('adm-beheer', 'POST', '/api/admin/products', {
        ...product,
        modelNumber: 'HP-9',
        heatPump,
        ...change,
      });
    const unknown = await addHeatPump({ fitsWith: ['bestaat-niet'] });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.fields.fitsWith).toBe('Deze producten bestaan niet: bestaat-niet.');
    const outOfRange = await addHeatPump({
      heatPump: { ...heatPump, phase: 2, scop35: 40, meldcode: 'KB12345' },
    });
    expect(outOfRange.status).toBe(400);
    expect(outOfRange.body.error.fields).toMatchObject({
      'heatPump.phase': 'Kies 1-fase of 3-fase.',
      'heatPump.scop35': 'De SCOP bij 35 °C is hooguit 10.',
      'heatPump.meldcode': 'Een meldcode is KA met vijf cijfers, bijvoorbeeld KA12345.',
    });

    const created = await addHeatPump({ fitsWith: ['pomp-1'] });
    expect(created.status).toBe(201);
    // The warranty of a heat pump is its data's, in years; the months follow.
    expect(created.body).toMatchObject({ warrantyMonths: 84, fitsWith: ['pomp-1'] });
    // The meldcode is stored as RVO writes it.
    expect(created.body.heatPump).toMatchObject({
      phase: 1,
      refrigerant: 'R290',
      meldcode: 'KA12345',
    });
    expect(created.body.heatPump).not.toHaveProperty('scop55');
    const filtered = await call(null, 'GET', '/api/products?phase=1&refrigerant=R290&q=HP-9');
    expect(filtered.body.items.map((p: { id: string }) => p.id)).toEqual(['hp-9']);

    const exported = await fetch(`${baseUrl}/api/admin/products/export`, {
      headers: { authorization: `Bearer ${tokens['adm-beheer']}` },
    });
    const text = new TextDecoder().decode(new Uint8Array(await exported.arrayBuffer()));
    const [head = '', ...rows] = text.replace(/^\uFEFF/, '').split(/\r?\n/);
    const row = rows.find((line) => line.startsWith('hp-9;')) ?? '';
    expect(head).toContain('warmtepomp_type;vermogen_kw');
    expect(row).toContain(
      ';lucht-water;9;7,6;6,4;A-10/W35;4,7;;A+++;58;7;1;R290;3;1130 x 880 x 440;KA12345;pomp-1',
    );
    const head15 = head.split(';');
    const meldcodeAt = head15.indexOf('meldcode');
    expect(meldcodeAt).toBeGreaterThan(0);
    const withMeldcode = (line: string, code: string) =>
      line
        .split(';')
        .map((cell, index) => (index === meldcodeAt ? code : cell))
        .join(';');
    const wrongCode = await call('adm-beheer', 'POST', '/api/admin/products/import/preview', {
      csv: `${head}\n${withMeldcode(row, 'KA1234')}\n`,
    });
    expect(wrongCode.body.lines[0].errors).toContain(
      'Meldcode: Een meldcode is KA met vijf cijfers, bijvoorbeeld KA12345.',
    );
    // The same line back in with a 3-fase unit, another meldcode and no links: what the CSV
    // says is stored.
    const changed = withMeldcode(row, 'KA54321')
      .replace(';7;1;R290;', ';7;3;R290;')
      .replace(/;pomp-1$/, ';');
    const imported = await call('adm-beheer', 'POST', '/api/admin/products/import', {
      csv: `${head}\n${changed}\n`,
    });
    expect(imported.body).toEqual({ created: 0, updated: 1 });
    const stored = await storage.get('products', 'hp-9');
    expect(stored?.heatPump).toMatchObject({
      phase: 3,
      capacity55Kw: 6.4,
      refrigerantGwp: 3,
      meldcode: 'KA54321',
    });
    expect(stored?.fitsWith).toBeUndefined();
    // An older export without the meldcode column keeps the meldcode the product has.
    const columns = head.split(';').filter((column) => column !== 'meldcode');
    const older = changed.split(';').filter((_, index) => index !== meldcodeAt);
    await call('adm-beheer', 'POST', '/api/admin/products/import', {
      csv: `${columns.join(';')}\n${older.join(';')}\n`,
    });
    expect((await storage.get('products', 'hp-9'))?.heatPump).toMatchObject({
      meldcode: 'KA54321',
    });
  });

  it('uploads images and PDFs by their content, and refuses anything else', async () => {
    const upload = (soort: string, bytes: number[]) =>
      fetch(`${baseUrl}/api/admin/products/files?soort=${soort}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${tokens['adm-beheer']}` },
        body: new Uint8Array(bytes),
      });
    const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0];
    const ok = await upload('afbeelding', png);
    expect(ok.status).toBe(201);
    const { url } = (await ok.json()) as { url: string };
    expect((await fetch(`${baseUrl}${url}`)).headers.get('content-type')).toBe('image/png');
    const svg = [...new TextEncoder().encode('<svg onload="alert(1)"/>')];
    expect((await upload('afbeelding', svg)).status).toBe(400);
    expect((await upload('document', png)).status).toBe(400);
    const pdf = [...new TextEncoder().encode('%PDF-1.7 test')];
    expect((await upload('document', pdf)).status).toBe(201);
  });
});

describe('orders', () => {
  it('lists all orders with search, moves one on with track-and-trace the customer sees', async () => {
    const placed = await call(
      'adm-installer',
      'POST',
      '/api/orders',
      {
        lines: [{ productId: 'pomp-1', quantity: 1 }],
        delivery: 'bezorgen',
        address: 'Straat 1, 1234 AB Stad',
        reference: 'Project Admintest',
      },
      { 'idempotency-key': 'admin-test-1' },
    );
    expect(placed.status).toBe(201);
    const id = placed.body.id as string;
    const found = await call('adm-beheer', 'GET', '/api/admin/orders?q=admintest');
    expect(found.body.items.map((o: { id: string }) => o.id)).toEqual([id]);
    // The back-office names the company, not its id, once the company exists.
    expect(found.body.items[0].companyName).toBeUndefined();
    await storage.set('companies', found.body.items[0].companyId, {
      name: 'Pim Installaties B.V.',
      createdAt: new Date('2026-01-01T00:00:00Z'),
    });
    const named = await call('adm-beheer', 'GET', `/api/admin/orders/${id}`);
    expect(named.body.companyName).toBe('Pim Installaties B.V.');
    expect(found.body.items[0].customer.company).toBe('Pim Installaties');
    const byCustomer = await call('adm-beheer', 'GET', '/api/admin/orders?q=pim%20installaties');
    expect(byCustomer.body.items).toHaveLength(1);
    const none = await call('adm-beheer', 'GET', '/api/admin/orders?status=geleverd');
    expect(none.body.items).toEqual([]);
    const badDate = await call('adm-beheer', 'GET', '/api/admin/orders?van=gisteren');
    expect(badDate.status).toBe(400);

    const path = `/api/admin/orders/${id}/status`;
    expect((await call('adm-beheer', 'PATCH', path, { status: 'geleverd' })).status).toBe(409);
    await call('adm-beheer', 'PATCH', path, { status: 'in_behandeling' });
    const shipped = await call('adm-beheer', 'PATCH', path, {
      status: 'verzonden',
      carrier: 'PostNL',
      trackAndTrace: '3SABC1234567',
    });
    expect(shipped.body).toMatchObject({ status: 'verzonden', nextStatuses: ['geleverd'] });
    const mine = await call('adm-installer', 'GET', `/api/orders/${id}`);
    expect(mine.body).toMatchObject({ status: 'verzonden', trackAndTrace: '3SABC1234567' });
    expect((await call('adm-dealer', 'GET', `/api/orders/${id}`)).status).toBe(404);
    // Opnieuw bestellen reads the order's lines: the buyer gets them, another company nothing.
    const again = `/api/orders/${id}/opnieuw-bestellen`;
    expect((await call('adm-installer', 'GET', again)).status).toBe(200);
    expect((await call('adm-dealer', 'GET', again)).status).toBe(404);
  });
});

describe('public forms', () => {
  const application = dealerApplication;

  it('validate in Dutch; approval creates a dealer who can sign in; rejection keeps a reason', async () => {
    const bad = await call(null, 'POST', '/api/forms/dealer-application', {
      ...application,
      kvkNumber: '1234',
      btwId: 'NL123456789B01',
      phone: '12',
      email: 'geen-mail',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toMatchObject({
      kvkNumber: 'Een KvK-nummer bestaat uit precies 8 cijfers.',
      phone: 'Vul een Nederlands telefoonnummer in, zoals 030 123 45 67.',
    });
    // The format is right; only the check digits fail, and the message says so (issue 36).
    expect(bad.body.error.fields.btwId).toContain('controle van de cijfers faalt');
    expect(bad.body.error.fields.email).toContain('geldig e-mailadres');

    const sent = await call(null, 'POST', '/api/forms/dealer-application', application, {
      'x-test': '1',
    });
    expect(sent.status).toBe(201);
    expect(sent.body.message).toContain('ontvangen');
    const list = await call('adm-beheer', 'GET', '/api/admin/applications?status=nieuw');
    const [stored] = list.body.items;
    expect(stored).toMatchObject({ companyName: 'Testdealer B.V.', phone: '0301234567' });

    const approved = await call(
      'adm-beheer',
      'POST',
      `/api/admin/applications/${stored.id}/approve`,
      {
        discount: 18,
      },
    );
    expect(approved.status).toBe(200);
    const log = await call(
      'adm-beheer',
      'GET',
      `/api/admin/audit?entity=application&id=${stored.id}`,
    );
    expect(log.body.items).toMatchObject([
      {
        action: 'goedgekeurd',
        recordLabel: 'Testdealer B.V.',
        changes: [
          { field: 'status', before: 'Nieuw', after: 'Goedgekeurd' },
          { field: 'discount', before: '—', after: '18' },
        ],
      },
    ]);
    await setPassword(approved.body.passwordLink, 'DealerWachtwoord1!');
    tokens.tessa = await signIn('tessa@testdealer.test', 'DealerWachtwoord1!');
    expect((await call('tessa', 'GET', '/api/me')).body).toMatchObject({
      role: 'dealer',
      discount: 18,
      company: 'Testdealer B.V.',
    });
    const twice = await call('adm-beheer', 'POST', `/api/admin/applications/${stored.id}/reject`, {
      reason: 'Toch niet',
    });
    expect(twice.status).toBe(409);
  });

  it('a filled-in honeypot gets the same answer and stores nothing; an existing e-mail is not revealed', async () => {
    const before = (await storage.query('contactMessages')).length;
    const bot = await call(null, 'POST', '/api/forms/contact', {
      name: 'Bot',
      email: 'bot@spam.test',
      message: 'Koop nu',
      website: 'https://spam.test',
    });
    const known = await call(null, 'POST', '/api/forms/contact', {
      name: 'Pim',
      email: 'installer@admin-api.test',
      message: 'Een vraag',
    });
    expect(bot.status).toBe(201);
    expect(known.body).toEqual(bot.body);
    expect(known.body.message).toContain('ontvangen');
    expect((await storage.query('contactMessages')).length).toBe(before + 1);
    const long = await call(null, 'POST', '/api/forms/contact', {
      name: 'Pim',
      email: 'pim@x.test',
      message: 'x'.repeat(5001),
    });
    expect(long.status).toBe(400);
    expect(long.body.error.fields.message).toBe('Gebruik voor je bericht hooguit 5000 tekens.');
  });

  it('rate-limits each client address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) {
      const answer = await call(null, 'POST', '/api/forms/contact', {
        name: 'Herhaler',
        email: 'herhaal@x.test',
        message: `Bericht ${i}`,
      });
      statuses.push(answer.status);
      if (answer.status === 429) expect(answer.body.error.message).toContain('te vaak verstuurd');
    }
    // Two contact messages were sent above from the same address.
    expect(statuses).toEqual([...Array(8).fill(201), 429, 429]);
  });
});
