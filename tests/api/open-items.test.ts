import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, dutchDay } from '@shared/domain/calendar';
import type { AuditEntry } from '@shared/schemas/admin/audit';
import type { AdminCompany } from '@shared/schemas/admin/companies';
import type { AdminInvoice, InvoiceItem, OpenTotal, ReturnAnswer } from '@shared/schemas/invoice';
import type { Page } from '@shared/schemas/page';
import { companies } from '../../src-server/collections/companies';
import { orders } from '../../src-server/collections/orders';
import { firmRecord } from '../support/firm-record';
import { readyOrder } from '../support/invoice-sequence';
import { apiHarness } from './harness';

const api = apiHarness('open');
const FIRM = 'bedrijf-open-eva';
const OTHER = 'bedrijf-open-bob';
const tokens: Record<string, string> = {};

const firm = (name: string, kvkNumber: string, btwId: string) =>
  firmRecord({
    name,
    legalName: `${name} B.V.`,
    kvkNumber,
    btwId,
    invoiceAddress: { street: 'Kade 1', postcode: '1011 AB', city: 'Amsterdam', country: 'NL' },
    billingEmail: `boekhouding@${kvkNumber}.test`,
  });

const admin = () => tokens.admin ?? '';

async function deliver(id: string, userId: string, number: string, companyId: string) {
  await orders.on(api.storage).set(id, { ...readyOrder(userId, number), companyId });
  const delivered = await api.call(admin(), 'PATCH', `/api/admin/orders/${id}/status`, {
    status: 'geleverd',
  });
  expect(delivered.status).toBe(200);
}

const list = async (token: string) =>
  (await api.call<Page<InvoiceItem>>(token, 'GET', '/api/invoices')).json.items;
const openTotal = async (token: string) =>
  (await api.call<OpenTotal>(token, 'GET', '/api/invoices/open')).json;

let credit: ReturnAnswer;

beforeAll(async () => {
  tokens.admin = await api.user('admin', { role: 'admin' });
  tokens.eva = await api.user('eva', { companyId: FIRM, companyRole: 'eigenaar' });
  tokens.mo = await api.user('mo', { companyId: FIRM, companyRole: 'monteur' });
  tokens.bob = await api.user('bob', { companyId: OTHER, companyRole: 'eigenaar' });
  await companies.on(api.storage).set(FIRM, firm('Eva Warmte', '61234567', 'NL004495445B01'));
  await companies.on(api.storage).set(OTHER, firm('Bob Klimaat', '87654321', 'NL734561234B01'));
  await deliver('open-1', 'open-mo', 'WP-2026-000501', FIRM);
  await deliver('open-2', 'open-eva', 'WP-2026-000502', FIRM);
  await deliver('open-3', 'open-bob', 'WP-2026-000503', OTHER);
  const returned = await api.call<ReturnAnswer>(
    admin(),
    'POST',
    '/api/admin/orders/open-2/returns',
    { lines: [{ lineIndex: 0, quantity: 1 }], reason: 'Verkeerd besteld' },
  );
  expect(returned.status).toBe(201);
  credit = returned.json;
}, 60_000);

describe('open items on /facturen', () => {
  it('count each unpaid invoice less its credit notes, and the total is their sum', async () => {
    const items = await list(tokens.eva ?? '');
    const [first, second] = ['open-1-factuur', 'open-2-factuur'].map((id) =>
      items.find((item) => item.id === id),
    );
    const note = items.find((item) => item.id === credit.id);
    expect(first?.payment).toEqual({ status: 'openstaand', openAmount: first?.totalInclVat });
    expect(credit.totalInclVat).toBeLessThan(0);
    expect(second?.payment).toEqual({
      status: 'openstaand',
      openAmount: (second?.totalInclVat ?? 0) + credit.totalInclVat,
    });
    expect(note?.payment).toEqual({ status: 'verrekend', openAmount: 0 });
    expect(await openTotal(tokens.eva ?? '')).toEqual({
      openTotal: (first?.totalInclVat ?? 0) + (second?.payment.openAmount ?? 0),
      openCount: 2,
    });
    // Another firm's invoices are its own: Bob owes one invoice, and sees none of Eva's.
    expect((await openTotal(tokens.bob ?? '')).openCount).toBe(1);
    expect((await list(tokens.bob ?? '')).map((item) => item.id)).toEqual(['open-3-factuur']);
    // A monteur sees no invoices, so no open total either.
    expect((await api.call(tokens.mo ?? '', 'GET', '/api/invoices/open')).status).toBe(403);
  });
});

describe('marking an invoice paid', () => {
  const pay = (token: string, id: string, paidOn: string) =>
    api.call<AdminInvoice>(token, 'POST', `/api/admin/invoices/${id}/payment`, { paidOn });

  it('is for admins only: the firm itself and another firm are refused', async () => {
    const today = dutchDay(api.stopClock());
    expect((await pay(tokens.eva ?? '', 'open-1-factuur', today)).status).toBe(403);
    expect((await pay(tokens.bob ?? '', 'open-1-factuur', today)).status).toBe(403);
    expect((await api.call(tokens.bob ?? '', 'GET', '/api/invoices/open-1-factuur')).status).toBe(
      404,
    );
    expect(
      (await list(tokens.eva ?? '')).find((item) => item.id === 'open-1-factuur'),
    ).toMatchObject({ payment: { status: 'openstaand' } });
  });

  it('refuses a day in the future, before the invoice, a credit note, or a date that is none', async () => {
    const today = dutchDay(api.stopClock());
    const future = await pay(admin(), 'open-1-factuur', addDays(today, 1));
    expect(future.status).toBe(400);
    expect(future.json.error?.fields?.paidOn).toMatch(/toekomst/);
    const before = await pay(admin(), 'open-1-factuur', '2020-01-01');
    expect(before.status).toBe(400);
    expect(before.json.error?.fields?.paidOn).toMatch(/vóór de factuurdatum/);
    const nonsense = await pay(admin(), 'open-1-factuur', '2026-02-30');
    expect(nonsense.status).toBe(400);
    expect(nonsense.json.error?.fields?.paidOn).toBe('Deze betaaldatum bestaat niet.');
    const note = await pay(admin(), credit.id, today);
    expect(note.status).toBe(409);
    expect(note.json.error?.message).toMatch(/creditfactuur wordt niet betaald/);
    expect((await pay(admin(), 'bestaat-niet', today)).status).toBe(404);
  });

  it('records the day, audited, takes the invoice off the open total, and only once', async () => {
    const today = dutchDay(api.stopClock());
    const before = await openTotal(tokens.eva ?? '');
    const paid = await pay(admin(), 'open-1-factuur', today);
    expect(paid).toMatchObject({
      status: 200,
      json: {
        paidOn: today,
        payment: { status: 'betaald', openAmount: 0 },
      },
    });
    const after = await openTotal(tokens.eva ?? '');
    expect(after).toEqual({
      openTotal: before.openTotal - paid.json.totalInclVat,
      openCount: before.openCount - 1,
    });
    expect(
      (await list(tokens.eva ?? '')).find((item) => item.id === 'open-1-factuur'),
    ).toMatchObject({ paidOn: today, payment: { status: 'betaald' } });
    const again = await pay(admin(), 'open-1-factuur', today);
    expect(again.status).toBe(409);
    expect(again.json.error?.message).toMatch(/al betaald op/);
    const audit = await api.call<Page<AuditEntry>>(
      admin(),
      'GET',
      '/api/admin/audit?entity=invoice&id=open-1-factuur',
    );
    expect(audit.json.items).toHaveLength(1);
    expect(audit.json.items[0]?.changes).toEqual([{ field: 'paidOn', before: '—', after: today }]);
  });

  it('turns a credit note on a paid invoice into a refund that no longer counts as open', async () => {
    const today = dutchDay(api.stopClock());
    expect((await pay(admin(), 'open-2-factuur', today)).status).toBe(200);
    const note = (await list(tokens.eva ?? '')).find((item) => item.id === credit.id);
    expect(note?.payment).toEqual({ status: 'terugbetaling', openAmount: 0 });
    expect(await openTotal(tokens.eva ?? '')).toEqual({ openTotal: 0, openCount: 0 });
  });
});

describe('the back-office', () => {
  const search = async (q: string) =>
    (
      await api.call<Page<AdminCompany>>(
        admin(),
        'GET',
        `/api/admin/companies?q=${encodeURIComponent(q)}`,
      )
    ).json.items.map((company) => company.id);

  it('finds companies by KvK number, btw-id (typed any which way) or name, with their full record', async () => {
    expect(await search('61234567')).toEqual([FIRM]);
    expect(await search('nl 0044.95.445 b01')).toEqual([FIRM]);
    expect(await search('klimaat')).toEqual([OTHER]);
    expect(await search('B.V.')).toEqual(expect.arrayContaining([FIRM, OTHER]));
    expect(await search('99999999')).toEqual([]);
    const found = await api.call<Page<AdminCompany>>(admin(), 'GET', '/api/admin/companies?q=eva');
    expect(found.json.items[0]).toMatchObject({
      legalName: 'Eva Warmte B.V.',
      billingEmail: 'boekhouding@61234567.test',
      invoiceAddress: { postcode: '1011 AB', country: 'NL' },
    });
    expect((await api.call(tokens.eva ?? '', 'GET', '/api/admin/companies?q=eva')).status).toBe(
      403,
    );
  });

  it('lists one company’s invoices and credit notes with their status and its open total', async () => {
    const listed = await api.call<Page<AdminInvoice>>(
      admin(),
      'GET',
      `/api/admin/invoices?bedrijf=${OTHER}`,
    );
    expect(listed.json.items.map((item) => [item.id, item.payment.status])).toEqual([
      ['open-3-factuur', 'openstaand'],
    ]);
    const open = await api.call<OpenTotal>(
      admin(),
      'GET',
      `/api/admin/invoices/open?bedrijf=${OTHER}`,
    );
    expect(open.json).toEqual({ openTotal: listed.json.items[0]?.totalInclVat, openCount: 1 });
    const missing = await api.call(admin(), 'GET', '/api/admin/invoices/open');
    expect(missing.status).toBe(400);
  });
});
