import { beforeAll, describe, expect, it } from 'vitest';
import type { BusinessDetails } from '@shared/schemas/business-details';
import type { CompanyDetailsInput, CompanyRecord } from '@shared/schemas/company';
import { randomUUID } from 'node:crypto';
import type { Invoice, OpenTotal } from '@shared/schemas/invoice';
import type { Order } from '@shared/schemas/order';
import type { Page } from '@shared/schemas/page';
import { companies } from '../../src-server/collections/companies';
import { mailOutbox } from '../../src-server/collections/mail-outbox';
import { orders } from '../../src-server/collections/orders';
import { products } from '../../src-server/collections/products';
import { makeProduct } from '../fixtures/product';
import { firmRecord } from '../support/firm-record';
import { readyOrder } from '../support/invoice-sequence';
import { apiHarness } from './harness';

const api = apiHarness('firm');
const FIRM = 'bedrijf-firm-eva';
const tokens: Record<string, string> = {};

const details: CompanyDetailsInput = {
  legalName: 'Eva Warmte Installaties B.V.',
  name: 'Eva Warmte',
  kvkNumber: '61234567',
  btwId: 'nl 0044.95.445 b01',
  invoiceAddress: { street: 'Postbus 12', postcode: '1011ab', city: 'Amsterdam', country: 'NL' },
  billingEmail: 'boekhouding@eva-warmte.test',
  iban: 'NL91 ABNA 0417 1643 00',
};

beforeAll(async () => {
  const member = (companyRole: string) => ({ companyId: FIRM, companyRole });
  tokens.admin = await api.user('admin', { role: 'admin' });
  tokens.eva = await api.user('eva', { firstName: 'Eva', ...member('eigenaar') });
  tokens.ink = await api.user('ink', { firstName: 'Ineke', ...member('inkoper') });
  tokens.mo = await api.user('mo', { firstName: 'Mo', lastName: 'Monteur', ...member('monteur') });
  await companies.on(api.storage).set(FIRM, firmRecord({ name: 'Eva' }));
}, 60_000);

describe('the firm’s one record', () => {
  it('is edited by an eigenaar or inkoper, read by a monteur, and is what business details show', async () => {
    const monteur = await api.call(tokens.mo ?? '', 'PUT', '/api/company', details);
    expect(monteur.status).toBe(403);
    const saved = await api.call<CompanyRecord>(tokens.ink ?? '', 'PUT', '/api/company', details);
    expect(saved).toMatchObject({
      status: 200,
      json: {
        legalName: 'Eva Warmte Installaties B.V.',
        name: 'Eva Warmte',
        btwId: 'NL004495445B01',
        iban: 'NL91ABNA0417164300',
        invoiceAddress: {
          street: 'Postbus 12',
          postcode: '1011 AB',
          city: 'Amsterdam',
          country: 'NL',
        },
        mayEdit: true,
      },
    });
    const read = await api.call<{ company: CompanyRecord }>(tokens.mo ?? '', 'GET', '/api/company');
    expect(read.json.company).toMatchObject({ kvkNumber: '61234567', mayEdit: false });
    const view = await api.call<BusinessDetails>(tokens.eva ?? '', 'GET', '/api/business-details');
    expect(view.json).toMatchObject({
      tradeName: 'Eva Warmte',
      kvkNumber: '61234567',
      btwId: 'NL004495445B01',
      iban: 'NL91ABNA0417164300',
    });
  });

  it('refuses identifiers that fail their checks, and a firm abroad without btw-id, in Dutch', async () => {
    const wrong = await api.call(tokens.eva ?? '', 'PUT', '/api/company', {
      ...details,
      kvkNumber: '1234',
      btwId: 'NL123456789B01',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.json.error?.fields).toMatchObject({
      kvkNumber: 'Een KvK-nummer bestaat uit precies 8 cijfers.',
      btwId: expect.stringContaining('geldig btw-nummer'),
    });
    const abroad = await api.call(tokens.eva ?? '', 'PUT', '/api/company', {
      ...details,
      kvkNumber: '',
      btwId: '',
      invoiceAddress: {
        street: 'Kerkstraat 5',
        postcode: '2000',
        city: 'Antwerpen',
        country: 'BE',
      },
    });
    expect(abroad.status).toBe(400);
    expect(abroad.json.error?.fields?.btwId).toMatch(/buitenland/);
    const belgian = await api.call<CompanyRecord>(tokens.eva ?? '', 'PUT', '/api/company', {
      ...details,
      kvkNumber: '',
      btwId: 'BE0403170701',
      invoiceAddress: {
        street: 'Kerkstraat 5',
        postcode: '2000',
        city: 'Antwerpen',
        country: 'BE',
      },
    });
    expect(belgian.status).toBe(200);
    expect(belgian.json.invoiceAddress).toMatchObject({ postcode: '2000', country: 'BE' });
    expect((await api.call(tokens.eva ?? '', 'PUT', '/api/company', details)).status).toBe(200);
  });
});

describe('a monteur’s order', () => {
  it('is invoiced to the firm and mailed with PDF and UBL to its bookkeeping, not to the monteur', async () => {
    // An order stored without a buyer snapshot: the orderer comes from the monteur's profile.
    const { buyer: _snapshot, ...order } = readyOrder('firm-mo', 'WP-2026-000301');
    await orders.on(api.storage).set('mo-1', { ...order, companyId: FIRM });
    const delivered = await api.call(tokens.admin ?? '', 'PATCH', '/api/admin/orders/mo-1/status', {
      status: 'geleverd',
    });
    expect(delivered.status).toBe(200);
    const list = await api.call<Page<Invoice>>(tokens.eva ?? '', 'GET', '/api/invoices');
    const invoice = list.json.items.find((item) => item.orderId === 'mo-1');
    expect(invoice?.buyer).toMatchObject({
      name: 'Mo Monteur',
      legalName: 'Eva Warmte Installaties B.V.',
      kvkNumber: '61234567',
      invoiceAddress: { street: 'Postbus 12', postcode: '1011 AB' },
    });
    const ubl = await api.call<string>(tokens.eva ?? '', 'GET', `/api/invoices/${invoice?.id}/ubl`);
    expect(String(ubl.json)).toContain('<cbc:EndpointID schemeID="0106">61234567</cbc:EndpointID>');
    // The monteur may not open invoices: the invoice routes refuse him, and no mail names one.
    expect((await api.call(tokens.mo ?? '', 'GET', '/api/invoices')).status).toBe(403);

    const mails = await mailOutbox.on(api.storage).query();
    const invoiceMails = mails.filter((mail) => mail.subject === `Factuur ${invoice?.number}`);
    expect(invoiceMails.map((mail) => mail.to)).toEqual(['boekhouding@eva-warmte.test']);
    expect(invoiceMails[0]?.attachments.map((file) => file.filename)).toEqual([
      `${invoice?.number}.pdf`,
      `${invoice?.number}.xml`,
    ]);
    expect(
      mails.filter(
        (mail) => mail.to === 'firm-mo@warmteportaal.test' && /Factuur/.test(mail.subject),
      ),
    ).toEqual([]);
  });
});

describe('a monteur’s order delivered in two parts with one return', () => {
  it('bills the firm twice and credits once, all mailed to its bookkeeping; the owner sees what is open', async () => {
    for (const [id, price] of [
      ['firm-filter', 8_900],
      ['firm-demper', 2_450],
    ] as const) {
      const { id: _id, ...product } = makeProduct({ id, name: id, modelNumber: id.toUpperCase() });
      await products
        .on(api.storage)
        .set(id, { ...product, price, stockQuantity: 10, inStock: true });
    }
    const openBefore = await api.call<OpenTotal>(tokens.eva ?? '', 'GET', '/api/invoices/open');
    const placed = await api.call<Order>(
      tokens.mo ?? '',
      'POST',
      '/api/orders',
      {
        delivery: 'afhalen',
        pointsToRedeem: 0,
        lines: [
          { productId: 'firm-filter', quantity: 2 },
          { productId: 'firm-demper', quantity: 2 },
        ],
      },
      { 'idempotency-key': randomUUID() },
    );
    expect(placed.status, JSON.stringify(placed.json)).toBe(201);
    const order = placed.json;
    const admin = (method: string, path: string, body?: object) =>
      api.call(tokens.admin ?? '', method, `/api/admin/orders/${order.id}${path}`, body);
    expect((await admin('PATCH', '/status', { status: 'in_behandeling' })).status).toBe(200);
    await admin('PATCH', '/status', {
      status: 'verzonden',
      carrier: 'PostNL',
      trackAndTrace: '3SWARM0012345',
      lines: [{ productId: 'firm-filter', quantity: 2 }],
    });
    expect((await admin('POST', '/shipments/levering-1/geleverd')).status).toBe(200);
    await admin('PATCH', '/status', {
      status: 'verzonden',
      carrier: 'UPS',
      trackAndTrace: '1Z999AA10123456784',
    });
    expect((await admin('POST', '/shipments/levering-2/geleverd')).status).toBe(200);
    const demper = order.lines.findIndex((line) => line.productId === 'firm-demper');
    const returned = await admin('POST', '/returns', {
      lines: [{ lineIndex: demper, quantity: 1 }],
      reason: 'Eén te veel',
    });
    expect(returned.status).toBe(201);

    // The owner sees two invoices and one credit note, all made out to the firm.
    const list = await api.call<Page<Invoice>>(tokens.eva ?? '', 'GET', '/api/invoices');
    const documents = list.json.items.filter((item) => item.orderId === order.id);
    expect(documents.map((document) => document.kind).sort()).toEqual([
      'creditfactuur',
      'factuur',
      'factuur',
    ]);
    for (const document of documents) {
      expect(document.buyer).toMatchObject({ legalName: 'Eva Warmte Installaties B.V.' });
    }
    // Every one is mailed to the bookkeeping, none to the monteur who ordered.
    const mails = await mailOutbox.on(api.storage).query();
    for (const document of documents) {
      const sent = mails.filter((mail) => mail.subject.endsWith(` ${document.number}`));
      expect(sent.map((mail) => mail.to)).toEqual(['boekhouding@eva-warmte.test']);
    }
    expect(
      mails.filter(
        (mail) =>
          mail.to === 'firm-mo@warmteportaal.test' &&
          documents.some((document) => mail.subject.includes(document.number)),
      ),
    ).toEqual([]);
    // What is open grows by both invoices less the credit note, to the cent.
    const open = await api.call<OpenTotal>(tokens.eva ?? '', 'GET', '/api/invoices/open');
    const amount = (kind: string) =>
      documents
        .filter((document) => document.kind === kind)
        .reduce((sum, document) => sum + Math.abs(document.totalInclVat), 0);
    expect(amount('creditfactuur')).toBeGreaterThan(0);
    expect(open.json.openTotal - openBefore.json.openTotal).toBe(
      amount('factuur') - amount('creditfactuur'),
    );
  });
});
