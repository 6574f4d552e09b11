import { beforeAll, describe, expect, it, vi } from 'vitest';
import { defaultCalculatorInput } from '@shared/calculator/summary';
import { parseCsv } from '@shared/csv/csv';
import { approveApplication, rejectApplication } from '../../src-server/admin/inbox';
import { auditOf } from '../../src-server/audit/audit';
import { QUOTAS, takeDailyQuota } from '../../src-server/quotas';
import { expectOneDecisionEach, raceApproveAndReject } from '../support/application-race';
import { apiHarness, type ErrorBody } from './harness';

/**
 * Security round 3 (issue 16): each finding of the outside probe replayed against a real API.
 * The local portal's own findings (forged tokens, Host, emulator port) live with the local
 * portal's tests; the forms' address rule in tests/unit/form-rate-limit.test.ts.
 */
const api = apiHarness('probe');
const clock = { now: () => new Date() };
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);

let admin: string;
let installer: string;

const product = (id: string, name: string, extra: Record<string, unknown> = {}) =>
  api.storage.set('products', id, {
    name,
    description: `${name} voor de proef`,
    price: 500_000,
    installateurPrijs: 410_000,
    imageUrl: `/api/files/products/${id}.svg`,
    modelNumber: id.toUpperCase(),
    category: 'lucht-water',
    specifications: { Vermogen: '8 kW' },
    inStock: true,
    vatRate: 21,
    createdAt: new Date('2026-01-01T00:00:00Z'),
    ...extra,
  });

/** Asks a support question with these attachments, as the Klantenservice form sends it. */
function postTicket<T = ErrorBody>(
  token: string,
  files: { name: string; body: Uint8Array }[] = [],
) {
  const data = new FormData();
  data.append('subject', 'Proef');
  data.append('category', 'technische_vraag');
  data.append('body', 'Een vraag.');
  for (const file of files) data.append('bijlagen', new Blob([file.body]), file.name);
  return api.call<T>(token, 'POST', '/api/tickets', data);
}

beforeAll(async () => {
  admin = await api.user('beheer', { role: 'admin' });
  installer = await api.user('installateur', {
    role: 'installer',
    company: 'Warmte BV',
    phone: '+31301234567',
  });
  await product('probe-aw8', 'Proefpomp monoblock 8 kW');
  await product('probe-aw6', 'Proefpomp split 6 kW', { category: 'hybride' });
  await api.files.write(
    'products/probe-aw8.svg',
    new TextEncoder().encode('<svg/>'),
    'image/svg+xml',
  );
});

describe('trade prices are for the trade', () => {
  const publicRoutes = [
    '/api/products',
    '/api/products?q=proefpomp',
    '/api/products?q=8',
    '/api/products?categories=lucht-water,hybride&sort=prijs-aflopend',
    '/api/products?category=hybride&inStock=true',
    '/api/products?sort=nieuwste&limit=1&offset=1',
    '/api/products/probe-aw8',
    '/api/products/probe-aw6',
    '/api/calculator/advice',
    '/api/documents/prijslijst.pdf',
    '/api/health',
  ];

  it('no anonymous answer of any public route carries installateurPrijs', async () => {
    // Warm the catalogue cache as the trade first: its cached text must not reach visitors.
    for (const path of publicRoutes) await api.call(installer, 'GET', path);
    for (const path of publicRoutes) {
      const response = await fetch(`${api.baseUrl}${path}`);
      const body = await response.text();
      expect({ path, leak: body.includes('installateurPrijs') }).toEqual({ path, leak: false });
      expect({ path, leak: body.includes('410000') }).toEqual({ path, leak: false });
    }
    // The advice and the price list need a login: a visitor gets no prices there at all.
    const advice = await api.call(null, 'POST', '/api/calculator/advice', {});
    expect(advice.status).toBe(401);
  });

  it('a visitor with an invalid token is a visitor, not an error', async () => {
    const response = await api.call<{ price: number; installateurPrijs?: number }>(
      'kapot',
      'GET',
      '/api/products/probe-aw8',
    );
    expect(response.status).toBe(200);
    expect(response.json.installateurPrijs).toBeUndefined();
    expect(response.json.price).toBe(500_000);
  });

  it('signed-in users keep seeing the installer price, in lists and in detail', async () => {
    const list = await api.call<{ items: { installateurPrijs?: number }[] }>(
      installer,
      'GET',
      '/api/products?q=proefpomp',
    );
    expect(list.json.items.map((p) => p.installateurPrijs)).toEqual([410_000, 410_000]);
    const one = await api.call<{ installateurPrijs?: number }>(
      installer,
      'GET',
      '/api/products/probe-aw8',
    );
    expect(one.json.installateurPrijs).toBe(410_000);
  });
});

describe('quotas on what a signed-in user can fill', () => {
  it('refuses an upload past the 200 MB of attachments by its size, before reading it', async () => {
    const token = await api.user('vol');
    await api.storage.set('rateLimits', 'quota-attachments-probe-vol', {
      bytes: QUOTAS.attachmentBytes - 100,
    });
    const response = await postTicket(token, [{ name: 'foto.png', body: PNG }]);
    expect(response.status).toBe(413);
    expect(response.json.error?.message).toContain('hoogstens 200 MB');
    expect(
      (await api.storage.query('tickets')).filter((t) => t.data.userId === 'probe-vol'),
    ).toHaveLength(0);
  });

  it('counts what was really stored, not what a request announced', async () => {
    const token = await api.user('teller');
    const response = await postTicket(token, [{ name: 'foto.png', body: PNG }]);
    expect(response.status).toBe(201);
    const used = await api.storage.get('rateLimits', 'quota-attachments-probe-teller');
    expect(used?.bytes).toBe(PNG.byteLength);
  });

  it("stops uploads past the hour's number with a Dutch 429 that names the limit", async () => {
    const token = await api.user('uploader');
    const statuses: number[] = [];
    const files = Array.from({ length: 5 }, (_, i) => ({ name: `f${i}.png`, body: PNG }));
    for (let i = 0; i < QUOTAS.uploadsPerHour / 5; i++) {
      const reply = await postTicket(token, files);
      statuses.push(reply.status);
    }
    expect(statuses.every((status) => status === 201)).toBe(true);
    const refused = await postTicket(token, files);
    expect(refused.status).toBe(429);
    expect(refused.json.error?.message).toBe(
      `Je kunt hoogstens ${QUOTAS.uploadsPerHour} bijlagen per uur versturen. Probeer het over een uur opnieuw.`,
    );
  });

  it('holds at most two messages with attachments of one user in memory at once', async () => {
    const token = await api.user('parallel');
    const boundary = 'proefgrens';
    const part = (name: string, value: string) =>
      `--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
    const head = new TextEncoder().encode(
      part('subject', 'Parallel') +
        part('category', 'technische_vraag') +
        part('body', 'Tegelijk.') +
        `--${boundary}\r\ncontent-disposition: form-data; name="bijlagen"; filename="f.png"\r\ncontent-type: image/png\r\n\r\n`,
    );
    const tail = new Uint8Array([...PNG, ...new TextEncoder().encode(`\r\n--${boundary}--\r\n`)]);
    // Two uploads whose bodies are still on their way.
    const open = [0, 1].map(() => {
      let finish: () => void = () => undefined;
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(head);
          finish = () => {
            controller.enqueue(tail);
            controller.close();
          };
        },
      });
      const response = fetch(`${api.baseUrl}/api/tickets`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          // Announced, as browsers do: the API reserves it before reading a byte.
          'content-length': String(head.byteLength + tail.byteLength),
        },
        body,
        duplex: 'half',
      } as RequestInit);
      return { response, finish: () => finish() };
    });
    // Both have reserved their room.
    await vi.waitFor(async () => {
      const used = await api.storage.get('rateLimits', 'quota-attachments-probe-parallel');
      expect(used?.bytes).toBe(2 * (head.byteLength + tail.byteLength));
    });
    const third = await postTicket(token, [{ name: 'f.png', body: PNG }]);
    expect(third.status).toBe(429);
    expect(third.json.error?.message).toContain('hoogstens 2 berichten met bijlagen tegelijk');
    for (const upload of open) upload.finish();
    expect((await Promise.all(open.map((upload) => upload.response))).map((r) => r.status)).toEqual(
      [201, 201],
    );
    const used = await api.storage.get('rateLimits', 'quota-attachments-probe-parallel');
    expect(used?.bytes).toBe(2 * PNG.byteLength);
  });

  it('limits tickets, clients and calculations per day', async () => {
    const token = await api.user('druk');
    const tickets: number[] = [];
    for (let i = 0; i <= QUOTAS.perDay.tickets; i++) {
      tickets.push((await postTicket(token)).status);
    }
    expect(tickets).toEqual([...Array<number>(QUOTAS.perDay.tickets).fill(201), 429]);

    for (const kind of ['clients', 'calculations'] as const) {
      for (let i = 0; i < QUOTAS.perDay[kind]; i++) {
        await takeDailyQuota(api.storage, clock, 'probe-druk', kind);
      }
    }
    const client = await api.call(token, 'POST', '/api/clients', {
      name: 'Familie Jansen',
      address: 'Dorpsstraat 1',
      postcode: '1234 AB',
      city: 'Utrecht',
    });
    expect(client.status).toBe(429);
    expect(client.json.error?.message).toBe(
      `Je kunt hoogstens ${QUOTAS.perDay.clients} klanten per dag aanmaken. Probeer het morgen opnieuw of bel ons.`,
    );
    const calculation = await api.call(token, 'POST', '/api/calculator/calculations', {
      name: 'Dorpsstraat 1',
      input: { ...defaultCalculatorInput(), heatLossW: 6875 },
    });
    expect(calculation.status).toBe(429);
    expect(calculation.json.error?.message).toContain(
      `hoogstens ${QUOTAS.perDay.calculations} berekeningen per dag`,
    );
  });
});

describe('partial writes', () => {
  it('PATCH /api/me with only a phone keeps the company', async () => {
    const response = await api.call<{ company?: string; phone?: string }>(
      installer,
      'PATCH',
      '/api/me',
      { phone: '030 765 43 21' },
    );
    expect(response).toMatchObject({
      status: 200,
      json: { company: 'Warmte BV', phone: '+31307654321' },
    });
    expect((await api.storage.get('users', 'probe-installateur'))?.company).toBe('Warmte BV');
  });

  it('admin patches refuse unknown fields with a Dutch 400', async () => {
    const target = await api.call(admin, 'PATCH', '/api/admin/users/probe-installateur', {
      discount: 5,
      role: 'installer',
      rewardPoints: 1_000_000,
    });
    expect(target.status).toBe(400);
    expect(JSON.stringify(target.json)).toContain(
      'Deze gegevens kun je hier niet wijzigen: rewardPoints.',
    );
    expect((await api.storage.get('users', 'probe-installateur'))?.discount).toBeUndefined();
    const archive = await api.call(admin, 'PATCH', '/api/admin/products/probe-aw6/archief', {
      archived: false,
      price: 1,
    });
    expect(archive.status).toBe(400);
  });

  it('approve and reject of one application at once: exactly one wins (SQLite)', async () => {
    const { outcomes } = await raceApproveAndReject(api.storage, clock, 15);
    expectOneDecisionEach(outcomes);
  });
  it('an approval whose account cannot be made leaves the application open', async () => {
    await api.storage.set('dealerApplications', 'open-blijven', {
      companyName: 'Open BV',
      kvkNumber: '12345678',
      btwId: 'NL123456789B01',
      contactName: 'Olga Open',
      email: 'olga@open.test',
      phone: '+31301234567',
      remarks: '',
      status: 'nieuw',
      createdAt: new Date(),
    });
    const failing = {
      createAccount: () => Promise.reject(new Error('Auth onbereikbaar')),
      passwordResetCode: async () => 'code',
    };
    const actor = { uid: 'probe-beheer', email: 'beheer@x.test' };
    await expect(
      approveApplication(api.storage, failing, clock, actor, 'open-blijven', 5),
    ).rejects.toThrow('Auth onbereikbaar');
    const rejected = await rejectApplication(api.storage, clock, actor, 'open-blijven', 'Dubbel');
    expect(rejected.status).toBe('afgewezen');
    const log = await auditOf(api.storage, 'application', 'open-blijven', { limit: 10 });
    expect(log.items).toMatchObject([
      {
        action: 'afgewezen',
        actorId: 'probe-beheer',
        changes: [
          { field: 'status', before: 'Nieuw', after: 'Afgewezen' },
          { field: 'rejectionReason', before: '—', after: 'Dubbel' },
        ],
      },
    ]);
  });
});

describe('the smaller ones', () => {
  it('a folder or odd path under /api/files is a 404 without a stack trace', async () => {
    for (const path of ['products', 'products/', 'products/probe-aw8.svg/meer', 'products/.']) {
      const response = await api.call(null, 'GET', `/api/files/${path}`);
      expect({ path, status: response.status }).toEqual({ path, status: 404 });
    }
    expect((await api.call(null, 'GET', '/api/files/products/probe-aw8.svg')).status).toBe(200);
  });

  it('the CSV export neutralises formulas and round-trips | and = through an import', async () => {
    await product('probe-csv', '=HYPERLINK("https://evil.test","klik")', {
      description: '@SUM(A1:A9)',
      modelNumber: '+31-PROEF',
      specifications: { 'Aansluiting a=b': 'waarde | met = teken', Formule: '-2+3' },
    });
    const exported = await fetch(`${api.baseUrl}/api/admin/products/export`, {
      headers: { authorization: `Bearer ${admin}` },
    });
    const csv = await exported.text();
    const line = csv.split('\r\n').find((row) => row.startsWith('probe-csv;')) ?? '';
    expect(line).toContain(`"'=HYPERLINK(""https://evil.test"",""klik"")"`);
    expect(line).toContain("'@SUM(A1:A9)");
    expect(line).toContain("'+31-PROEF");
    // Every cell of the export as Excel reads it: none starts a formula.
    for (const cell of line.split(';')) expect(cell).not.toMatch(/^[=+@\t\r]/);
    // Prices stay plain numbers.
    expect(line).toContain(';5.000,00;4.100,00;');

    const header = csv.split('\r\n')[0] ?? '';
    const imported = await api.call(admin, 'POST', '/api/admin/products/import', {
      csv: `${header}\r\n${line}\r\n`,
    });
    expect(imported.status).toBe(200);
    const stored = await api.call<{
      name: string;
      description: string;
      modelNumber: string;
      specifications: Record<string, string>;
    }>(admin, 'GET', '/api/admin/products/probe-csv');
    expect(stored.json).toMatchObject({
      name: '=HYPERLINK("https://evil.test","klik")',
      description: '@SUM(A1:A9)',
      modelNumber: '+31-PROEF',
      specifications: { 'Aansluiting a=b': 'waarde | met = teken', Formule: '-2+3' },
    });
    expect(parseCsv("a;'-12,50;''x\r\n")).toEqual([['a', '-12,50', "'x"]]);
  });

  it('an attachment gets a safe name and the extension of its content', async () => {
    const response = await postTicket<{
      messages: { attachments: { name: string; contentType: string }[] }[];
    }>(installer, [{ name: '../"pagina".html', body: PNG }]);
    expect(response.status).toBe(201);
    expect(response.json.messages[0]?.attachments[0]).toMatchObject({
      name: 'pagina.png',
      contentType: 'image/png',
    });
  });

  it("product links must be https: or the portal's own files", async () => {
    const base = {
      name: 'Linkpomp',
      modelNumber: 'LINK-1',
      category: 'lucht-water',
      price: 100_000,
    };
    for (const imageUrl of [
      'javascript:alert(1)',
      'data:image/svg+xml,<svg/>',
      'http://x.test/a.png',
      '/api/files/../geheim',
    ]) {
      const response = await api.call(admin, 'POST', '/api/admin/products', { ...base, imageUrl });
      expect({ imageUrl, status: response.status }).toEqual({ imageUrl, status: 400 });
      expect(JSON.stringify(response.json)).toContain('begint met https://');
    }
    const document = await api.call(admin, 'POST', '/api/admin/products', {
      ...base,
      documents: [{ title: 'Blad', url: 'javascript:alert(1)' }],
    });
    expect(document.status).toBe(400);
    const good = await api.call(admin, 'POST', '/api/admin/products', {
      ...base,
      imageUrl: '/api/files/products/probe-aw8.svg',
      documents: [{ title: 'Blad', url: 'https://fabrikant.test/blad.pdf' }],
    });
    expect(good.status).toBe(201);
  });
});
