import { randomUUID } from 'node:crypto';
import { createServer, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CaughtMail, CaughtMailSummary, OutboxItem } from '@shared/schemas/mail';
import type { Page } from '@shared/schemas/page';
import { startMailCatcher, type MailCatcher } from '../../src-server/local/mail-catcher';
import { notify } from '../../src-server/notify/notify';
import { createSmtpTransport, type MailTransport } from '../../src-server/notify/transport';
import { startMailWorker, type MailWorker } from '../../src-server/notify/worker';
import { makeProduct } from '../fixtures/product';
import { apiHarness } from './harness';
import { ownCompanyId } from '../../src-server/collections/companies';

/**
 * E-mail end to end: the API's changes enqueue messages, the outbox worker sends them with the
 * production SMTP transport to the local catcher, and the back-office reads what arrived.
 */
const api = apiHarness('mail');
const clock = { now: () => new Date() };
let admin: string;
let customer: string;
let quiet: string;
let broken: string;
let catcher: MailCatcher;
let transport: MailTransport;
let worker: MailWorker;

/** Polls (no fixed sleeps) until `check` passes; a few seconds at most. */
const eventually = <T>(check: () => Promise<T>) =>
  vi.waitFor(check, { timeout: 8000, interval: 50 });

async function placeOrder(token: string) {
  const placed = await api.call<{ id: string; number: string }>(
    token,
    'POST',
    '/api/orders',
    {
      lines: [{ productId: 'pomp', quantity: 1 }],
      delivery: 'bezorgen',
      address: 'Stationsplein 1, 3511 ED Utrecht',
    },
    { 'idempotency-key': randomUUID() },
  );
  expect(placed.status).toBe(201);
  return placed.json;
}

const move = (
  orderId: string,
  body: { status: string; trackAndTrace?: string; carrier?: string },
) => api.call(admin, 'PATCH', `/api/admin/orders/${orderId}/status`, body);

async function received(subject: string): Promise<CaughtMail> {
  const list = await api.call<Page<CaughtMailSummary>>(admin, 'GET', '/api/admin/mail/received');
  const found = list.json.items.find((item) => item.subject === subject);
  if (!found) throw new Error(`Nog geen bericht "${subject}"`);
  const detail = await api.call<CaughtMail>(admin, 'GET', `/api/admin/mail/received/${found.id}`);
  expect(detail.status).toBe(200);
  return detail.json;
}

async function outbox(query = ''): Promise<OutboxItem[]> {
  const list = await api.call<Page<OutboxItem>>(admin, 'GET', `/api/admin/mail/outbox${query}`);
  expect(list.status).toBe(200);
  return list.json.items;
}

beforeAll(async () => {
  [admin, customer, quiet, broken] = await Promise.all([
    api.user('beheer', { role: 'admin' }),
    api.user('klant', { lastName: 'Jansen', company: 'Jansen Installatie' }),
    api.user('stil'),
    api.user('kapot', { email: 'geen-e-mailadres' }),
  ]);
  const { id: _id, ...product } = makeProduct({ id: 'pomp', price: 650000 });
  await api.storage.set('products', 'pomp', product);
  catcher = await startMailCatcher({ storage: api.storage, clock });
  transport = createSmtpTransport({
    host: catcher.host,
    port: catcher.port,
    secure: false,
    plain: true,
    from: 'Warmteportaal <noreply@warmteportaal.test>',
  });
  worker = startMailWorker({
    storage: api.storage,
    files: api.files,
    transport,
    clock,
    portalUrl: 'http://portaal.test',
    intervalMs: 50,
    retryDelayMs: 200,
  });
});

afterAll(async () => {
  await worker.stop();
  transport.close();
  await catcher.stop();
});

describe('e-mail', () => {
  it('mails a status change, with carrier and track-and-trace link once shipped', async () => {
    const order = await placeOrder(customer);
    const confirmation = await eventually(() =>
      received(`Je bestelling ${order.number} is ontvangen`),
    );
    expect(confirmation.to).toBe('mail-klant@warmteportaal.test');
    expect(confirmation.text).toContain('Beste klant Jansen,');
    // One Message-ID per outbox key, so a retried send is recognisably the same message.
    expect(confirmation.messageId).toMatch(/^<[0-9a-f]{32}@warmteportaal\.test>$/);

    expect((await move(order.id, { status: 'in_behandeling' })).status).toBe(200);
    const busy = await eventually(() => received(`Bestelling ${order.number}: in behandeling`));
    expect(busy.text).toContain('De status van je bestelling');
    expect(busy.html).toContain(`http://portaal.test/orders/${order.id}`);

    await move(order.id, { status: 'verzonden', carrier: 'PostNL', trackAndTrace: '3SABC1234567' });
    const shipped = await eventually(() => received(`Bestelling ${order.number}: verzonden`));
    expect(shipped.text).toContain('Je pakket is onderweg met PostNL');
    expect(shipped.text).toContain('https://jouw.postnl.nl/track-and-trace/?B=3SABC1234567');
    expect(shipped.text).toContain('P=3511ED');
    expect(shipped.html).toContain('Volg je pakket');
  });

  it('mails a corrected track-and-trace code like the first one, once per code', async () => {
    const order = await placeOrder(customer);
    await move(order.id, { status: 'in_behandeling' });
    await move(order.id, { status: 'verzonden', carrier: 'PostNL', trackAndTrace: '3SABC7654321' });
    await eventually(() => received(`Bestelling ${order.number}: verzonden`));
    const correct = (body: Record<string, unknown>) =>
      api.call(admin, 'PATCH', `/api/admin/orders/${order.id}/shipments/levering-1`, body);
    const subject = `Bestelling ${order.number}: nieuwe track-and-tracecode`;

    // Only a new expected day: nothing to tell.
    await correct({
      carrier: 'PostNL',
      trackAndTrace: '3SABC7654321',
      expectedDeliveryDate: '2026-12-01',
    });
    expect((await correct({ carrier: 'DHL', trackAndTrace: 'JVGL0583720461937450' })).status).toBe(
      200,
    );
    const mail = await eventually(() => received(subject));
    expect(mail.text).toContain('De track-and-tracecode van je zending');
    expect(mail.text).toContain('Je pakket is onderweg met DHL');
    expect(mail.text).toContain('JVGL0583720461937450');
    expect(mail.html).toContain('Volg je pakket');
    // The same code saved again mails nothing new.
    await correct({
      carrier: 'DHL',
      trackAndTrace: 'JVGL0583720461937450',
      expectedDeliveryDate: null,
    });
    const queued = (await outbox()).filter((item) => item.subject === subject);
    expect(queued).toHaveLength(1);
  });

  it('never slows or fails a change while SMTP is down; the failed message is retried', async () => {
    const order = await placeOrder(customer);
    await eventually(() => received(`Je bestelling ${order.number} is ontvangen`));
    await catcher.stop();
    // An SMTP server that takes every connection and never says a word: a send hangs on it
    // until the transport's own timeout.
    const held = new Set<Socket>();
    const silent = createServer((socket) => held.add(socket));
    await new Promise<void>((done) => silent.listen(catcher.port, '127.0.0.1', done));

    const subject = `Bestelling ${order.number}: in behandeling`;
    const moved = await move(order.id, { status: 'in_behandeling' });
    expect(moved.status).toBe(200);
    // The change has answered while its message still waits: it did not wait for the send.
    const waiting = (await outbox()).find((mail) => mail.subject === subject);
    expect(waiting?.status).toBe('wachtend');
    // SMTP goes away altogether: the hanging send fails and the message is retried later.
    await new Promise<void>((done) => {
      silent.close(() => done());
      for (const socket of held) socket.destroy();
    });

    const failed = await eventually(async () => {
      const item = (await outbox('?status=mislukt')).find((mail) => mail.subject === subject);
      if (!item) throw new Error('Nog niet mislukt');
      return item;
    });
    expect(failed.lastError).toMatch(/ECONNREFUSED|connect/i);
    expect(failed.nextAttemptAt).toBeDefined();

    catcher = await startMailCatcher({ storage: api.storage, clock, port: catcher.port });
    const retried = await eventually(() => received(subject));
    expect(retried.to).toBe('mail-klant@warmteportaal.test');
    const sent = (await outbox('?status=verzonden')).find((mail) => mail.subject === subject);
    expect(sent?.attempts).toBeGreaterThanOrEqual(2);
  });

  it('leaves out optional messages for a user who turned them off; invoices still go', async () => {
    const off = await api.call(quiet, 'PATCH', '/api/me', { emailUpdates: false });
    expect(off).toMatchObject({ status: 200, json: { emailUpdates: false } });
    const order = await placeOrder(quiet);
    await move(order.id, { status: 'in_behandeling' });
    const pdf = new TextEncoder().encode('%PDF-1.7 factuur');
    await notify.documentAvailable(
      { storage: api.storage, clock },
      {
        companyId: ownCompanyId('mail-stil'),
        ordererId: 'mail-stil',
        kind: 'factuur',
        number: 'F-2026-000042',
        pdf,
        ubl: '<Invoice/>',
      },
    );
    const invoice = await eventually(() => received('Factuur F-2026-000042'));
    expect(invoice.to).toBe('mail-stil@warmteportaal.test');
    expect(invoice.attachments).toEqual([
      { filename: 'F-2026-000042.pdf', contentType: 'application/pdf', size: pdf.length },
      { filename: 'F-2026-000042.xml', contentType: 'application/xml', size: 10 },
    ]);
    const download = await api.call<string>(
      admin,
      'GET',
      `/api/admin/mail/received/${invoice.id}/attachments/0`,
    );
    expect(download.json).toBe('%PDF-1.7 factuur');

    const forQuiet = (await outbox()).filter((mail) => mail.to === 'mail-stil@warmteportaal.test');
    expect(forQuiet.map((mail) => mail.subject)).toEqual(['Factuur F-2026-000042']);
  });

  it('places an order for an invalid address; the failure shows in the outbox', async () => {
    const order = await placeOrder(broken);
    const failed = await eventually(async () => {
      const item = (await outbox('?status=mislukt')).find((mail) =>
        mail.subject.includes(order.number),
      );
      if (!item) throw new Error('Nog niet mislukt');
      return item;
    });
    expect(failed).toMatchObject({ to: 'geen-e-mailadres', attempts: 1 });
    expect(failed.lastError).toContain('Ongeldig e-mailadres');
    // A refused address is not retried.
    expect(failed.nextAttemptAt).toBeUndefined();
  });

  it('shows that a set-password link was sent, never the working code', async () => {
    await notify.accountCreated(
      { storage: api.storage, clock },
      { email: 'nieuw@warmteportaal.test', name: 'Nieuw' },
      'GEHEIME-CODE-123',
    );
    const mail = await eventually(() => received('Je account bij Warmteportaal'));
    expect(mail.text).toContain('wachtwoord-instellen?code=[verborgen]');
    expect(mail.html).toContain('wachtwoord-instellen?code=[verborgen]');
    expect(JSON.stringify(mail)).not.toContain('GEHEIME-CODE-123');
  });

  it('sends an installer’s mail to its client under its name from our address, Reply-To it', async () => {
    const from = {
      installer: {
        name: 'De Vries Installatietechniek',
        address: 'Molenweg 3, 3511 AB Utrecht',
        phone: '030 123 4567',
        email: 'info@devries.test',
        website: 'www.devries.test',
        kvkNumber: '12345678',
        btwId: 'NL004495445B01',
      },
      senderName: 'De Vries Installatietechniek via Warmteportaal',
    };
    await notify.offerteConfirmed(
      { storage: api.storage, clock },
      {
        id: randomUUID(),
        to: { email: 'huiseigenaar@example.test', name: 'Eva Jansen' },
        from,
        number: 'OFF-2026-00042',
        acceptedOn: '2026-03-02',
        withdrawUntil: '2026-03-16',
        pdf: new TextEncoder().encode('%PDF-1.7 nep'),
      },
    );
    const mail = await eventually(() =>
      received(
        'Bevestiging: u hebt offerte OFF-2026-00042 van De Vries Installatietechniek geaccepteerd',
      ),
    );
    expect(mail.from).toBe(
      '"De Vries Installatietechniek via Warmteportaal" <noreply@warmteportaal.test>',
    );
    expect(mail.replyTo).toBe('info@devries.test');
    expect(mail.attachments.map((file) => file.filename)).toEqual(['OFF-2026-00042.pdf']);
    expect(mail.text).toContain('KvK 12345678');
    expect(mail.text).not.toContain('Warmteportaal. Berichten over bestellingen');
  });

  it('lets only admins read the outbox and the caught mail', async () => {
    const [mail] = (
      await api.call<Page<CaughtMailSummary>>(admin, 'GET', '/api/admin/mail/received')
    ).json.items;
    expect(mail).toBeDefined();
    const paths = [
      '/api/admin/mail/outbox',
      '/api/admin/mail/received',
      `/api/admin/mail/received/${mail?.id ?? ''}`,
      `/api/admin/mail/received/${mail?.id ?? ''}/attachments/0`,
    ];
    for (const path of paths) {
      expect((await api.call(customer, 'GET', path)).status, path).toBe(403);
      expect((await api.call(null, 'GET', path)).status, path).toBe(401);
    }
    const [first] = await outbox();
    const retry = `/api/admin/mail/outbox/${first?.id ?? ''}/retry`;
    expect((await api.call(customer, 'POST', retry)).status).toBe(403);
    expect((await api.call(admin, 'GET', '/api/admin/mail/received/bestaat-niet')).status).toBe(
      404,
    );
    expect((await api.call(admin, 'GET', '/api/admin/mail/outbox?status=zoek')).status).toBe(400);
  });
});
