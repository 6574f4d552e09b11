import { beforeAll, describe, expect, it } from 'vitest';
import { dutchDay, addDays } from '@shared/domain/calendar';
import { lastWithdrawalDay } from '@shared/domain/consumer-offerte';
import { offerteTotals } from '@shared/domain/offerte';
import { formatIban, SELLER } from '@shared/domain/seller';
import type { CustomerInvoice, OpenCustomerItems } from '@shared/schemas/customer-invoice';
import type { Offerte } from '@shared/schemas/offerte';
import type { Page } from '@shared/schemas/page';
import { ownCompanyId } from '../../src-server/collections/companies';
import { mailOutbox, type StoredMail } from '../../src-server/collections/mail-outbox';
import { readAttachments } from '../../src-server/notify/attachments';
import { renderMail } from '../../src-server/notify/templates';
import { pdfText } from '../fixtures/pdf-text';
import { createClient } from '../support/api-clients';
import { apiHarness } from './harness';

/**
 * The installer's own invoices to its client (issue 34, item 4) and its mails to the client in
 * its own name (item 3): over HTTP with real accounts, the outbox read as stored.
 */
const api = apiHarness('klantfacturen');
let owner: string;
let monteur: string;
let inkoper: string;
let other: string;
let clientId: string;
const INSTALLER = {
  tradeName: 'Bos Installatie',
  email: 'info@bos-installatie.nl',
  iban: 'NL91ABNA0417164300',
  kvkNumber: '12345678',
  btwId: 'NL004495445B01',
  phone: '0301234567',
  website: 'www.bos-installatie.nl',
  address: 'Molenweg 3, 3511 AB Utrecht',
};
const LINES = [
  {
    kind: 'vrij',
    description: 'Warmtepomp 8 kW',
    quantity: 1,
    unitPriceCents: 812_345,
    vatRate: 21,
  },
  { kind: 'vrij', description: 'Isolatie', quantity: 37.5, unitPriceCents: 2_333, vatRate: 9 },
  { kind: 'arbeid', description: 'Arbeid', quantity: 7.25, unitPriceCents: 6_001, vatRate: 21 },
];

const PORTAL_DETAILS = [SELLER.kvkNumber, SELLER.btwId, SELLER.iban, formatIban(SELLER.iban)];

function expectNoPortalDetails(text: string) {
  for (const detail of PORTAL_DETAILS) expect(text).not.toContain(detail);
}

const create = (token: string, body: unknown) =>
  api.call<CustomerInvoice>(token, 'POST', '/api/customer-invoices', body);

/** The first attachment of a queued mail, as the worker will send it. */
async function attachedPdf(mail: StoredMail | undefined): Promise<Buffer> {
  const [pdf] = await readAttachments(api.files, mail?.attachments.slice(0, 1) ?? []);
  return pdf?.content ?? Buffer.alloc(0);
}

async function mailsTo(address: string): Promise<StoredMail[]> {
  return (await mailOutbox.on(api.storage).query()).filter((mail) => mail.to === address);
}

/** An offerte with mixed btw rates and a discount, sent to the client; answers id and token. */
async function sentOfferte(email = 'bos@example.nl') {
  const created = await api.call<Offerte>(owner, 'POST', '/api/offertes', {
    from: 'blanco',
    clientId,
  });
  const id = created.json.id;
  const saved = await api.call<Offerte>(owner, 'PUT', `/api/offertes/${id}`, {
    clientId,
    clientTitle: 'Uw warmtepomp',
    lines: LINES,
    discountPercent: 3,
    validUntil: '2099-12-31',
  });
  expect(saved.status).toBe(200);
  expect(saved.json.clientEmail).toBe(email);
  const sent = await api.call<{ offerte: Offerte; link: string }>(
    owner,
    'POST',
    `/api/offertes/${id}/versturen`,
  );
  expect(sent.status).toBe(200);
  return { offerte: sent.json.offerte, token: sent.json.link.replace('/offerte/', '') };
}

async function accept(token: string) {
  const accepted = await api.call(owner, 'POST', `/api/offerte-links/${token}/akkoord`, {
    name: 'Eva Bos',
    agree: true,
  });
  expect(accepted.status).toBe(200);
}

beforeAll(async () => {
  [owner, other] = await Promise.all([api.user('eigenaar'), api.user('ander')]);
  monteur = await api.user('monteur', {
    companyId: ownCompanyId('klantfacturen-eigenaar'),
    companyRole: 'monteur',
  });
  inkoper = await api.user('inkoper', {
    companyId: ownCompanyId('klantfacturen-eigenaar'),
    companyRole: 'inkoper',
  });
  const details = await api.call(owner, 'PUT', '/api/business-details', {
    ...INSTALLER,
    depositPercent: 30,
    invoicePrefix: 'bos',
  });
  expect(details.status, JSON.stringify(details.json)).toBe(200);
  clientId = (await createClient(api, owner)).id;
});

describe('mail to the homeowner in the installer’s name', () => {
  it('sends the offerte as "<name> via Warmteportaal", Reply-To the installer, with its PDF', async () => {
    const { offerte } = await sentOfferte();
    const [mail] = (await mailsTo('bos@example.nl')).filter(
      (one) => one.message.kind === 'offerte-verstuurd' && one.subject.includes(offerte.number),
    );
    expect(mail?.sender).toEqual({
      name: 'Bos Installatie via Warmteportaal',
      replyTo: INSTALLER.email,
    });
    expect(mail?.attachments.map((file) => file.filename)).toEqual([`${offerte.number}.pdf`]);
    const pdf = await pdfText(await attachedPdf(mail));
    expect(pdf).toContain(`KvK ${INSTALLER.kvkNumber}`);
    expectNoPortalDetails(pdf);
    const rendered = renderMail(mail?.message ?? ({} as StoredMail['message']), 'https://x.test');
    for (const text of [rendered.text, rendered.html]) {
      expect(text).toContain(`KvK ${INSTALLER.kvkNumber}`);
      expect(text).toContain(`Btw-id ${INSTALLER.btwId}`);
      expect(text).toContain(INSTALLER.email);
      expect(text).not.toContain('Instellingen in het portaal');
      expectNoPortalDetails(text);
    }
  });

  it('confirms an acceptance to the homeowner with the accepted PDF and the 14 days', async () => {
    const acceptedAt = api.stopClock();
    const { offerte, token } = await sentOfferte();
    await accept(token);
    const [mail] = (await mailsTo('bos@example.nl')).filter(
      (one) => one.message.kind === 'offerte-bevestigd' && one.subject.includes(offerte.number),
    );
    expect(mail?.sender?.replyTo).toBe(INSTALLER.email);
    expect(mail?.attachments[0]?.filename).toBe(`${offerte.number}.pdf`);
    const text = renderMail(mail?.message ?? ({} as StoredMail['message']), 'https://x.test').text;
    expect(text).toContain('herroepen');
    const lastDay = new Intl.DateTimeFormat('nl-NL', { dateStyle: 'long', timeZone: 'UTC' }).format(
      new Date(`${lastWithdrawalDay(acceptedAt)}T00:00:00Z`),
    );
    expect(text).toContain(`tot en met ${lastDay}`);
  });
});

describe('the installer’s invoices to the homeowner', () => {
  it('deposit, then final minus the deposit to the cent, numbered in the firm’s series', async () => {
    const { offerte, token } = await sentOfferte();
    const early = await create(owner, { kind: 'aanbetaling', offerteId: offerte.id });
    expect(early.status).toBe(409);
    expect(early.json.error?.message).toBe('Alleen een geaccepteerde offerte kun je factureren.');
    await accept(token);

    const deposit = await create(owner, { kind: 'aanbetaling', offerteId: offerte.id });
    expect(deposit.status, JSON.stringify(deposit.json)).toBe(201);
    const year = api.stopClock().getFullYear();
    expect(deposit.json.number).toMatch(new RegExp(`^BOS-${year}-\\d{4}$`));
    expect(deposit.json).toMatchObject({
      kind: 'aanbetaling',
      status: 'open',
      depositPercent: 30,
      offerteNumber: offerte.number,
      client: { name: 'Familie Bos', email: 'bos@example.nl' },
      issuer: { iban: INSTALLER.iban, kvkNumber: INSTALLER.kvkNumber, btwId: INSTALLER.btwId },
      dueDate: addDays(deposit.json.issueDate, 14),
    });
    expect(deposit.json.vat.map((part) => part.rate)).toEqual([21, 9]);
    expect((await create(owner, { kind: 'aanbetaling', offerteId: offerte.id })).status).toBe(409);

    const future = await create(owner, {
      kind: 'eindfactuur',
      offerteId: offerte.id,
      deliveryDate: '2099-01-01',
    });
    expect(future.status).toBe(400);
    expect(future.json.error?.fields?.deliveryDate).toBeDefined();

    const today = dutchDay(api.stopClock());
    const final = await create(owner, {
      kind: 'eindfactuur',
      offerteId: offerte.id,
      deliveryDate: today,
    });
    expect(final.status).toBe(201);
    const whole = offerteTotals(LINES, 3).totalInclVatCents;
    expect(final.json.totalInclVatCents).toBe(whole - deposit.json.totalInclVatCents);
    expect(final.json.deliveryDate).toBe(today);
    const sequence = (number: string) => Number(number.slice(-4));
    expect(sequence(final.json.number)).toBe(sequence(deposit.json.number) + 1);
    expect(
      (await create(owner, { kind: 'eindfactuur', offerteId: offerte.id, deliveryDate: today }))
        .status,
    ).toBe(409);

    // Mailed with its PDF in the installer's name, asking payment to the installer's account.
    const [mail] = (await mailsTo('bos@example.nl')).filter(
      (one) => one.message.kind === 'klantfactuur' && one.message.number === final.json.number,
    );
    expect(mail?.sender?.name).toBe('Bos Installatie via Warmteportaal');
    const pdf = await pdfText(await attachedPdf(mail));
    expect(pdf).toContain(formatIban(INSTALLER.iban));
    expect(pdf).toContain(`offerte ${offerte.number}`);
    expect(pdf).toContain('Eindfactuur');
    expectNoPortalDetails(pdf);
    const text = renderMail(mail?.message ?? ({} as StoredMail['message']), 'https://x.test').text;
    expect(text).toContain(formatIban(INSTALLER.iban));
    expectNoPortalDetails(text);

    const listed = await api.call<Page<CustomerInvoice>>(
      owner,
      'GET',
      `/api/customer-invoices?offerteId=${offerte.id}`,
    );
    expect(listed.json.items.map((item) => item.number).sort()).toEqual(
      [deposit.json.number, final.json.number].sort(),
    );
  });

  it('marks paid, keeps open items per client and firm, and credits a whole invoice', async () => {
    const today = dutchDay(api.stopClock());
    const { offerte, token } = await sentOfferte();
    await accept(token);
    const before = await api.call<OpenCustomerItems>(
      owner,
      'GET',
      `/api/customer-invoices/openstaand?clientId=${clientId}`,
    );
    const deposit = await create(owner, { kind: 'aanbetaling', offerteId: offerte.id });
    const final = await create(owner, {
      kind: 'eindfactuur',
      offerteId: offerte.id,
      deliveryDate: today,
    });
    const open = await api.call<OpenCustomerItems>(
      owner,
      'GET',
      `/api/customer-invoices/openstaand?clientId=${clientId}`,
    );
    expect(open.json.totalOpenCents - before.json.totalOpenCents).toBe(
      deposit.json.totalInclVatCents + final.json.totalInclVatCents,
    );
    const paid = await api.call<CustomerInvoice>(
      owner,
      'POST',
      `/api/customer-invoices/${deposit.json.id}/betaald`,
      {},
    );
    expect(paid.json).toMatchObject({ status: 'betaald', openCents: 0 });
    const tomorrow = addDays(today, 1);
    const late = await api.call(owner, 'POST', `/api/customer-invoices/${final.json.id}/betaald`, {
      paidOn: tomorrow,
    });
    expect(late.status).toBe(400);

    const credit = await create(owner, {
      kind: 'creditfactuur',
      invoiceId: final.json.id,
      reason: 'Verkeerd aantal uren gefactureerd',
    });
    expect(credit.status, JSON.stringify(credit.json)).toBe(201);
    expect(credit.json).toMatchObject({
      kind: 'creditfactuur',
      creditOf: { id: final.json.id, number: final.json.number },
      totalInclVatCents: -final.json.totalInclVatCents,
      status: 'betaald',
    });
    const credited = await api.call<CustomerInvoice>(
      owner,
      'GET',
      `/api/customer-invoices/${final.json.id}`,
    );
    expect(credited.json).toMatchObject({
      creditedBy: { number: credit.json.number },
      openCents: 0,
    });
    const again = await create(owner, {
      kind: 'creditfactuur',
      invoiceId: final.json.id,
      reason: 'Nog eens',
    });
    expect(again.status).toBe(409);
    const after = await api.call<OpenCustomerItems>(
      owner,
      'GET',
      '/api/customer-invoices/openstaand',
    );
    expect(after.json.perClient.find((entry) => entry.clientId === clientId)?.openCents ?? 0).toBe(
      before.json.totalOpenCents,
    );
    // The final invoice can be made again after its credit, still minus the paid deposit.
    const redo = await create(owner, {
      kind: 'eindfactuur',
      offerteId: offerte.id,
      deliveryDate: today,
    });
    expect(redo.status).toBe(201);
    expect(redo.json.totalInclVatCents).toBe(final.json.totalInclVatCents);
  });

  it('answers 404 to another firm on every id and 403 to a monteur; Dutch 400 on bad input', async () => {
    const { offerte, token } = await sentOfferte();
    await accept(token);
    const deposit = await create(owner, { kind: 'aanbetaling', offerteId: offerte.id });
    const id = deposit.json.id;
    expect((await api.call(other, 'GET', `/api/customer-invoices/${id}`)).status).toBe(404);
    expect((await api.call(other, 'GET', `/api/customer-invoices/${id}/pdf`)).status).toBe(404);
    expect((await api.call(other, 'POST', `/api/customer-invoices/${id}/betaald`, {})).status).toBe(
      404,
    );
    expect(
      (await create(other, { kind: 'creditfactuur', invoiceId: id, reason: 'Zomaar' })).status,
    ).toBe(404);
    expect((await create(other, { kind: 'aanbetaling', offerteId: offerte.id })).status).toBe(404);
    const foreignList = await api.call<Page<CustomerInvoice>>(
      other,
      'GET',
      `/api/customer-invoices?offerteId=${offerte.id}`,
    );
    expect(foreignList.json.items).toEqual([]);

    expect((await api.call(monteur, 'GET', '/api/customer-invoices')).status).toBe(403);
    expect((await api.call(monteur, 'GET', `/api/customer-invoices/${id}`)).status).toBe(403);
    expect((await create(monteur, { kind: 'aanbetaling', offerteId: offerte.id })).status).toBe(
      403,
    );
    // The role table: an inkoper may, like the eigenaar.
    const byInkoper = await api.call<CustomerInvoice>(
      inkoper,
      'POST',
      `/api/customer-invoices/${id}/betaald`,
      {},
    );
    expect(byInkoper.json).toMatchObject({ status: 'betaald' });

    const bad = await create(owner, {
      kind: 'eindfactuur',
      offerteId: offerte.id,
      deliveryDate: 'gisteren',
    });
    expect(bad.status).toBe(400);
    expect(bad.json.error?.fields?.deliveryDate).toBe(
      'Geef de datum van de installatie als JJJJ-MM-DD.',
    );
    const pdf = await fetch(`${api.baseUrl}/api/customer-invoices/${id}/pdf`, {
      headers: { authorization: `Bearer ${owner}` },
    });
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const text = await pdfText(new Uint8Array(await pdf.arrayBuffer()));
    expect(text).toContain('Aanbetalingsfactuur');
    expectNoPortalDetails(text);
  });
});
