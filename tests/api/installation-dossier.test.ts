import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, addMonths, dutchDay } from '@shared/domain/calendar';
import type { ClientDetail } from '@shared/schemas/clients';
import type { InstallationDossier } from '@shared/schemas/installation-dossier';
import { clients } from '../../src-server/collections/clients';
import { ownCompanyId } from '../../src-server/collections/companies';
import { mailOutbox } from '../../src-server/collections/mail-outbox';
import { sendMaintenanceReminders } from '../../src-server/clients/homeowner-mail';
import { demoPhotoPng } from '../../src-server/seed/installation-demo';
import { makeHeatPump } from '../fixtures/product';
import { pdfText } from '../fixtures/pdf-text';
import { storeProducts } from '../support/stored-products';
import { apiHarness } from './harness';

const api = apiHarness('dos');
let owner: string;
let stranger: string;
let client: ClientDetail;
let base: string;
const today = dutchDay(new Date());

const png = demoPhotoPng([200, 200, 200], 40, 30);

async function binary(token: string, method: string, path: string, body?: Uint8Array) {
  const response = await fetch(`${api.baseUrl}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body ? { 'content-type': 'application/octet-stream' } : {}),
    },
    ...(body ? { body } : {}),
  });
  return response;
}

beforeAll(async () => {
  [owner, stranger] = await Promise.all([api.user('eigenaar'), api.user('vreemde')]);
  // The firm of the owner, with the contact details its documents carry.
  await api.storage.set('companies', ownCompanyId('dos-eigenaar'), {
    name: 'De Wit Installatie',
    phone: '+31301234567',
    email: 'info@dewit-installatie.example',
    iban: 'NL91ABNA0417164300',
    kvkNumber: '12345678',
    createdAt: new Date().toISOString(),
  });
  await storeProducts(api.storage, {
    'wp-9': {
      name: 'Aquaris 9 kW',
      modelNumber: 'NW-AW9',
      category: 'lucht-water',
      price: 700000,
      warrantyMonths: 60,
      heatPump: makeHeatPump({
        nominalKw: 9,
        energyLabel: 'A+++',
        warrantyYears: 7,
        meldcode: 'KA10517',
      }),
    },
  });
  const made = await api.call<ClientDetail>(owner, 'POST', '/api/clients', {
    name: 'Fam. de Wit',
    address: 'Lindelaan 3',
    postcode: '3511 AB',
    city: 'Utrecht',
    email: 'dewit@example.nl',
  });
  const registered = await api.call<ClientDetail>(
    owner,
    'POST',
    `/api/clients/${made.json.id}/installations`,
    { productId: 'wp-9', serialNumber: 'AW9-26-000777', installedOn: today },
  );
  expect(registered.status).toBe(201);
  client = registered.json;
  base = `/api/clients/${client.id}/installations/${client.installations[0]?.id}`;
});

describe('the ISDE dossier and the warranty card (issue 34, items 5 and 6)', () => {
  it("takes the warranty from the heat pump's data in years", () => {
    expect(client.installations[0]?.warrantyEnd).toBe(addMonths(today, 84));
  });

  it('stores photos by their content and refuses other files, too large ones and too many', async () => {
    const ok = await binary(owner, 'POST', `${base}/photos?soort=typeplaatje`, png);
    expect(ok.status).toBe(201);
    const detail = (await ok.json()) as ClientDetail;
    const photo = detail.installations[0]?.photos[0];
    expect(photo?.kind).toBe('typeplaatje');
    // Private: not under the public files route, and served only to the company.
    const served = await binary(owner, 'GET', photo?.url ?? '');
    expect(served.headers.get('content-type')).toBe('image/png');
    const stranger404 = await binary(stranger, 'GET', photo?.url ?? '');
    expect(stranger404.status).toBe(404);

    const svg = new TextEncoder().encode('<svg onload="alert(1)"/>');
    const refused = await binary(owner, 'POST', `${base}/photos?soort=buitenunit`, svg);
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(
      'Upload de foto als jpg of png.',
    );
    const pdf = new TextEncoder().encode('%PDF-1.7 test');
    expect((await binary(owner, 'POST', `${base}/photos?soort=buitenunit`, pdf)).status).toBe(400);
    const large = new Uint8Array(3 * 1024 * 1024 + 10);
    large.set(png.subarray(0, 16));
    const tooLarge = await api.alone(
      owner,
      'POST',
      `${base}/photos?soort=buitenunit`,
      large,
      'image/png',
    );
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.json.error?.message).toBe('De foto is groter dan 3 MB.');
    const wrongKind = await binary(owner, 'POST', `${base}/photos?soort=dak`, png);
    expect(wrongKind.status).toBe(400);
    expect((await binary(owner, 'POST', `${base}/photos?soort=buitenunit`, png)).status).toBe(201);
  });

  it('answers another company 404 on every route of the installation', async () => {
    const routes: [string, string][] = [
      ['GET', `${base}/dossier`],
      ['GET', `${base}/dossier/pdf`],
      ['POST', `${base}/dossier/send`],
      ['GET', `${base}/warranty/pdf`],
      ['DELETE', `${base}/photos/x`],
    ];
    for (const [method, path] of routes) {
      expect((await binary(stranger, method, path)).status, `${method} ${path}`).toBe(404);
    }
    expect((await binary(stranger, 'POST', `${base}/photos?soort=typeplaatje`, png)).status).toBe(
      404,
    );
    const consent = await api.call(
      stranger,
      'PUT',
      `/api/clients/${client.id}/maintenance-reminders`,
      {
        consent: true,
      },
    );
    expect(consent.status).toBe(404);
    // Nothing was stored for the stranger's upload.
    const stored = await clients.on(api.storage).get(client.id);
    expect(stored?.installations[0]?.photos).toHaveLength(2);
  });

  it('shows meldcode, serial, the estimate, the last day to apply and no invoice yet', async () => {
    const { json } = await api.call<InstallationDossier>(owner, 'GET', `${base}/dossier`);
    expect(json.unit).toMatchObject({ meldcode: 'KA10517', serialNumber: 'AW9-26-000777' });
    // € 1.025 + 9 × € 225 + € 200 (A+++) = € 3.250.
    expect(json.estimate.cents).toBe(325_000);
    expect(json.applyBy).toBe(addMonths(today, 24));
    expect(json.finalInvoice).toBeNull();
    expect(json.photos).toHaveLength(2);
  });

  it('makes the dossier PDF with meldcode, serial, photos and no portal payment details', async () => {
    const response = await binary(owner, 'GET', `${base}/dossier/pdf`);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const bytes = new Uint8Array(await response.arrayBuffer());
    const text = await pdfText(bytes);
    for (const expected of [
      'ISDE-dossier',
      'KA10517',
      'AW9-26-000777',
      'Nog geen eindfactuur',
      '€ 3.250,00',
      'Typeplaatje',
      'Buitenunit',
    ]) {
      expect(text).toContain(expected);
    }
    expect(new TextDecoder('latin1').decode(bytes).match(/\/Subtype\s*\/Image/g)).toHaveLength(2);
    expect(text).not.toMatch(/Warmteportaal|NL\d{2}[A-Z]{4}/);
  });

  it('makes the warranty card in the installer’s name, without any payment details', async () => {
    const response = await binary(owner, 'GET', `${base}/warranty/pdf`);
    const text = await pdfText(new Uint8Array(await response.arrayBuffer()));
    expect(text).toContain('Garantiebewijs');
    expect(text).toContain('AW9-26-000777');
    expect(text).toContain('De Wit Installatie');
    expect(text).toContain('030 123 45 67');
    // Not even the installer's own account: nothing on a warranty card asks for payment.
    expect(text).not.toMatch(/Warmteportaal|IBAN|NL91|KvK|12345678|Btw-id/);
  });

  it('sends the dossier to the client once a day, with the PDF attached', async () => {
    const first = await api.call<{ to: string }>(owner, 'POST', `${base}/dossier/send`);
    expect(first.json.to).toBe('dewit@example.nl');
    await api.call(owner, 'POST', `${base}/dossier/send`);
    const mails = (await mailOutbox.on(api.storage).query({})).filter(
      (mail) => mail.message.kind === 'isde-dossier',
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]?.attachments[0]?.filename).toBe('ISDE-dossier-AW9-26-000777.pdf');
  });

  it('removes the photos with the installation they belong to', async () => {
    const made = await api.call<ClientDetail>(
      owner,
      'POST',
      `/api/clients/${client.id}/installations`,
      { productId: 'wp-9', serialNumber: 'AW9-26-000999', installedOn: today },
    );
    const second = made.json.installations.find((i) => i.serialNumber === 'AW9-26-000999');
    const path = `/api/clients/${client.id}/installations/${second?.id}`;
    await binary(owner, 'POST', `${path}/photos?soort=binnenunit`, png);
    const stored = await clients.on(api.storage).get(client.id);
    const file = stored?.installations.find((i) => i.id === second?.id)?.photos[0]?.path ?? '';
    expect(await api.files.exists(file)).toBe(true);
    expect((await binary(owner, 'DELETE', path)).status).toBe(200);
    expect(await api.files.exists(file)).toBe(false);
  });

  it('sends maintenance reminders only with consent, once per due date', async () => {
    // Installed a year ago less 10 days: maintenance due in 10 days, within the default 30.
    const stored = await clients.on(api.storage).get(client.id);
    const installation = stored?.installations[0];
    if (!stored || !installation) throw new Error('De installatie ontbreekt.');
    const dueSoon = { ...installation, installedOn: addDays(addMonths(today, -12), 10) };
    await clients.on(api.storage).update(client.id, { installations: [dueSoon] });
    const reminders = async () =>
      (await mailOutbox.on(api.storage).query({})).filter(
        (mail) => mail.message.kind === 'onderhoud-herinnering',
      );
    await sendMaintenanceReminders(api.storage, { now: () => new Date() });
    expect(await reminders()).toHaveLength(0);
    const consent = await api.call<ClientDetail>(
      owner,
      'PUT',
      `/api/clients/${client.id}/maintenance-reminders`,
      {
        consent: true,
      },
    );
    expect(consent.json.maintenanceReminders).toBe(true);
    expect(consent.json.maintenanceRemindersAt).toBeTruthy();
    // The firm's setting: 5 days before is not yet 10 days before; then back to 30.
    const settings = '/api/installations/reminder-settings';
    expect((await api.call(owner, 'GET', settings)).json).toEqual({
      daysBefore: 30,
      mayEdit: true,
    });
    const refused = await api.call(owner, 'PUT', settings, { daysBefore: 0 });
    expect(refused.status).toBe(400);
    expect(refused.json.error?.fields?.daysBefore).toBe('Kies 1 tot en met 90 dagen.');
    // Another firm's setting is its own: this one has no company record to change.
    expect((await api.call(stranger, 'PUT', settings, { daysBefore: 5 })).status).toBe(404);
    expect((await api.call(owner, 'PUT', settings, { daysBefore: 5 })).json).toEqual({
      daysBefore: 5,
      mayEdit: true,
    });
    await sendMaintenanceReminders(api.storage, { now: () => new Date() });
    expect(await reminders()).toHaveLength(0);
    await api.call(owner, 'PUT', settings, { daysBefore: 30 });
    await sendMaintenanceReminders(api.storage, { now: () => new Date() });
    await sendMaintenanceReminders(api.storage, { now: () => new Date() });
    const sent = await reminders();
    expect(sent).toHaveLength(1);
    expect(sent[0]?.to).toBe('dewit@example.nl');
    expect(sent[0]?.message).toMatchObject({
      dueOn: addDays(today, 10),
      serialNumber: 'AW9-26-000777',
    });
  });
});
