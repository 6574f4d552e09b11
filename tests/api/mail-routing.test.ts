import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_MAIL_ROUTING } from '@shared/domain/mail-routing';
import type { CompanyOverview, CompanyRecord, MailRoutingInput } from '@shared/schemas/company';
import { companies } from '../../src-server/collections/companies';
import { mailOutbox, type MailKind } from '../../src-server/collections/mail-outbox';
import { invoiceIdOf, invoices } from '../../src-server/collections/invoices';
import { orders } from '../../src-server/collections/orders';
import { renderMail } from '../../src-server/notify/templates';
import { makeProduct } from '../fixtures/product';
import { firmRecord } from '../support/firm-record';
import { readyOrder } from '../support/invoice-sequence';
import { apiHarness } from './harness';

const api = apiHarness('route');
const FIRM = 'bedrijf-route-eva';
const BILLING = 'boekhouding@route.test';
const tokens: Record<string, string> = {};
const email = (name: string) => `route-${name}@warmteportaal.test`;

beforeAll(async () => {
  const member = (companyRole: string, extra: object = {}) => ({
    companyId: FIRM,
    companyRole,
    ...extra,
  });
  tokens.admin = await api.user('admin', { role: 'admin' });
  tokens.eva = await api.user('eva', member('eigenaar', { lastName: 'Eigenaar' }));
  tokens.ink = await api.user('ink', member('inkoper', { lastName: 'Inkoper' }));
  tokens.mo = await api.user('mo', member('monteur', { limitPerOrderCents: 100 }));
  await companies.on(api.storage).set(
    FIRM,
    firmRecord({
      name: 'Route Warmte',
      legalName: 'Route Warmte B.V.',
      kvkNumber: '61234567',
      invoiceAddress: { street: 'Kade 1', postcode: '1011 AB', city: 'Amsterdam', country: 'NL' },
      billingEmail: BILLING,
    }),
  );
  const { id: _id, ...product } = makeProduct({ id: 'pomp', price: 650_000 });
  await api.storage.set('products', 'pomp', product);
}, 60_000);

const choose = (token: string, routing: MailRoutingInput | Record<string, string[]>) =>
  api.call<CompanyRecord>(token, 'PUT', '/api/company/mail', routing);

/** The outbox's mails of one kind about one order: to whom, and the footer's sentence. */
async function mailed(kind: MailKind, orderId: string) {
  const all = await mailOutbox.on(api.storage).query();
  return all
    .filter((mail) => mail.message.kind === kind && 'orderId' in mail.message)
    .filter((mail) => 'orderId' in mail.message && mail.message.orderId === orderId)
    .map((mail) => ({ to: mail.to, why: whyIn(mail.message) }))
    .sort((a, b) => a.to.localeCompare(b.to));
}

async function invoiceMails(orderId: string) {
  const invoice = await invoices.on(api.storage).get(invoiceIdOf(orderId));
  expect(invoice).toBeTruthy();
  const all = await mailOutbox.on(api.storage).query();
  return all
    .filter(
      (mail) =>
        mail.message.kind === 'document-beschikbaar' && mail.message.number === invoice?.number,
    )
    .map((mail) => ({ to: mail.to, subject: mail.subject, why: whyIn(mail.message) }))
    .sort((a, b) => a.to.localeCompare(b.to));
}

const whyIn = (message: Parameters<typeof renderMail>[0]) =>
  /Je ontvangt deze e-mail omdat[^.]*\./.exec(renderMail(message, '').text)?.[0];

/** A monteur's order, delivered by the back-office: a status mail and an invoice. */
async function deliverOrder(id: string, number: string) {
  await orders.on(api.storage).set(id, { ...readyOrder('route-mo', number), companyId: FIRM });
  const delivered = await api.call(tokens.admin ?? '', 'PATCH', `/api/admin/orders/${id}/status`, {
    status: 'geleverd',
  });
  expect(delivered.status).toBe(200);
}

describe('who gets which e-mail', () => {
  it('is the default until the eigenaar chooses; only the eigenaar may choose, in Dutch when wrong', async () => {
    const read = await api.call<CompanyOverview>(tokens.mo ?? '', 'GET', '/api/company');
    expect(read.json.company.mailRouting).toEqual(DEFAULT_MAIL_ROUTING);
    const choice: MailRoutingInput = {
      bestellingen: ['besteller'],
      goedkeuringen: ['inkoper'],
      facturen: ['eigenaar'],
    };
    expect((await choose(tokens.mo ?? '', choice)).status).toBe(403);
    expect((await choose(tokens.ink ?? '', choice)).status).toBe(403);
    const nobody = await choose(tokens.eva ?? '', { ...choice, goedkeuringen: [] });
    expect(nobody.status).toBe(400);
    expect(nobody.json.error?.fields?.goedkeuringen).toBe(
      'Kies wie verzoeken om goedkeuring krijgt.',
    );
    const monteur = await choose(tokens.eva ?? '', { ...choice, facturen: ['monteur'] } as Record<
      string,
      string[]
    >);
    expect(monteur.status).toBe(400);
  });

  it('by default tells the orderer of his order and sends the invoice to the billing e-mail only', async () => {
    await deliverOrder('route-1', 'WP-2026-000601');
    expect(await mailed('status-gewijzigd', 'route-1')).toEqual([
      { to: email('mo'), why: 'Je ontvangt deze e-mail omdat je deze bestelling hebt geplaatst.' },
    ]);
    expect(await invoiceMails('route-1')).toEqual([
      {
        to: BILLING,
        subject: expect.stringMatching(/^Factuur F-/),
        why: 'Je ontvangt deze e-mail omdat dit het factuur-e-mailadres van Route Warmte is.',
      },
    ]);
  });

  it('follows the eigenaar’s choice: order mail to the inkopers too, invoices to the eigenaars too', async () => {
    const saved = await choose(tokens.eva ?? '', {
      bestellingen: ['inkoper', 'besteller', 'inkoper'],
      goedkeuringen: ['inkoper'],
      facturen: ['factuuradres', 'eigenaar'],
    });
    expect(saved.status).toBe(200);
    expect(saved.json.mailRouting).toEqual({
      bestellingen: ['besteller', 'inkoper'],
      goedkeuringen: ['inkoper'],
      facturen: ['factuuradres', 'eigenaar'],
    });
    await deliverOrder('route-2', 'WP-2026-000602');
    expect(await mailed('status-gewijzigd', 'route-2')).toEqual([
      {
        to: email('ink'),
        why: 'Je ontvangt deze e-mail omdat Route Warmte berichten over bestellingen ook naar de inkopers stuurt (in te stellen op de pagina Bedrijf).',
      },
      { to: email('mo'), why: 'Je ontvangt deze e-mail omdat je deze bestelling hebt geplaatst.' },
    ]);
    const invoices = (await invoiceMails('route-2')).filter((mail) => mail.to !== BILLING);
    expect(invoices.map((mail) => [mail.to, mail.why])).toContainEqual([
      email('eva'),
      'Je ontvangt deze e-mail omdat Route Warmte facturen ook naar de eigenaars stuurt (in te stellen op de pagina Bedrijf).',
    ]);
    // A monteur never gets an invoice, whatever is chosen.
    expect(invoices.map((mail) => mail.to)).not.toContain(email('mo'));
  });

  it('asks only the chosen approvers to approve a waiting order', async () => {
    const placed = await api.call<{ id: string; status: string }>(
      tokens.mo ?? '',
      'POST',
      '/api/orders',
      { lines: [{ productId: 'pomp', quantity: 1 }], delivery: 'afhalen' },
      { 'idempotency-key': randomUUID() },
    );
    expect(placed.status).toBe(201);
    expect(placed.json.status).toBe('wacht_op_goedkeuring');
    expect(await mailed('goedkeuring-gevraagd', placed.json.id)).toEqual([
      {
        to: email('ink'),
        why: "Je ontvangt deze e-mail omdat je als inkoper van Route Warmte bestellingen van collega's goedkeurt.",
      },
    ]);
  });

  it('leaves the orderer out when the firm sends order mail to its eigenaars only', async () => {
    const saved = await choose(tokens.eva ?? '', {
      bestellingen: ['eigenaar'],
      goedkeuringen: ['eigenaar', 'inkoper'],
      facturen: ['factuuradres'],
    });
    expect(saved.status).toBe(200);
    await deliverOrder('route-3', 'WP-2026-000603');
    expect((await mailed('status-gewijzigd', 'route-3')).map((mail) => mail.to)).toEqual([
      email('eva'),
    ]);
  });
});
