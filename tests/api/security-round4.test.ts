import { beforeAll, describe, expect, it } from 'vitest';
import { businessDetails } from '../../src-server/collections/business-details';
import { ownCompanyId } from '../../src-server/collections/companies';
import { pngOfSize } from '../fixtures/png';
import { makeProduct } from '../fixtures/product';
import { seedSentOfferte } from '../support/offerte-race';
import { mailOutbox } from '../../src-server/collections/mail-outbox';
import { users } from '../../src-server/collections/users';
import { INVITATION_LINK_MS } from '../../src-server/company/colleagues';
import { enqueueMail } from '../../src-server/notify/outbox';
import { renderMail } from '../../src-server/notify/templates';
import { messageIdFor, type MailTransport, type WireMail } from '../../src-server/notify/transport';
import { deliverDue, deliverMail } from '../../src-server/notify/worker';
import { LINK_LIMITS } from '../../src-server/offertes/link-rate-limit';
import { takeOfferteMail } from '../../src-server/quotas';
import { emulatorSignIn } from './emulator-sign-in';
import { createClient, FAMILIE_BOS } from '../support/api-clients';
import { apiHarness, PASSWORD } from './harness';

/**
 * Security round 4 (issue 31): each finding of the outside probe replayed against a real API
 * (the production shape: firebase-admin's verifier, no token record in front).
 */
const api = apiHarness('round4', {
  portalUrl: 'https://portaal.example',
  // The rightmost X-Forwarded-For entry is the client: each test picks its own network.
  behindProxy: { hops: 1, trustedProxies: [] },
});
const clock = { now: () => new Date() };
let owner: string;
let clientId: string;

const put = (token: string, path: string, body: Uint8Array) =>
  api.alone<Record<string, unknown>>(token, 'PUT', path, body, 'image/png');

beforeAll(async () => {
  owner = await api.user('eigenaar');
  const client = await createClient(api, owner, {
    ...FAMILIE_BOS,
    name: 'Klik hier: http://evil.example/actie',
    email: 'buiten@elders.example',
  });
  clientId = client.id;
  const details = await api.call(owner, 'PUT', '/api/business-details', {
    tradeName: 'Bezoek www.evil.example nu',
  });
  expect(details.status).toBe(200);
});

/** A new offerte for the client, with one line, ready to send. */
async function readyOfferte(): Promise<string> {
  const created = await api.call<{ id: string }>(owner, 'POST', '/api/offertes', {
    from: 'blanco',
    clientId,
  });
  expect(created.status).toBe(201);
  const saved = await api.call(owner, 'PUT', `/api/offertes/${created.json.id}`, {
    clientId,
    lines: [
      { kind: 'vrij', description: 'Warmtepomp', quantity: 1, unitPriceCents: 100_00, vatRate: 21 },
    ],
    validUntil: '2099-12-31',
  });
  expect(saved.status).toBe(200);
  return created.json.id;
}

const send = (id: string) =>
  api.call<{ link: string }>(owner, 'POST', `/api/offertes/${id}/versturen`);

/** What a mail server received from the outbox worker, with the Message-ID it was given. */
function recordingTransport(): MailTransport & { sent: WireMail[] } {
  const sent: WireMail[] = [];
  return { sent, send: async (mail) => void sent.push(mail), close: () => undefined };
}

const deliver = (transport: MailTransport) =>
  deliverDue({
    storage: api.storage,
    files: api.files,
    transport,
    clock,
    portalUrl: 'https://portaal.example',
  });

describe('image bombs', () => {
  it('refuses a 16,384² PNG logo by its header, in Dutch, and keeps no file', async () => {
    const bomb = pngOfSize(16_384, 16_384);
    expect(bomb.byteLength).toBeLessThan(64 * 1024);
    const refused = await put(owner, '/api/business-details/logo', bomb);
    expect(refused.status).toBe(400);
    expect(refused.json.error?.message).toBe(
      'De afbeelding is 16384 × 16384 pixels; dat is te groot. ' +
        'Gebruik hoogstens 2000 pixels per zijde en 4 megapixel.',
    );
    const details = await businessDetails.on(api.storage).get(ownCompanyId('round4-eigenaar'));
    expect(details?.logoPath).toBeUndefined();
    expect(await api.files.exists('logos')).toBe(false);
  });

  it('takes the largest allowed logo and puts it in the homeowner’s PDF', async () => {
    const largest = pngOfSize(2000, 2000, 8);
    const stored = await put(owner, '/api/business-details/logo', largest);
    expect(stored.status).toBe(200);
    const token = await seedSentOfferte(api.storage, 'round4-logo', {
      companyId: ownCompanyId('round4-eigenaar'),
    });
    for (let read = 0; read < 2; read++) {
      const pdf = await fetch(`${api.baseUrl}/api/offerte-links/${token}/pdf`);
      expect(pdf.status).toBe(200);
      const text = Buffer.from(await pdf.arrayBuffer()).toString('latin1');
      expect(text).toMatch(/\/Width 2000/);
    }
  });

  it('leaves out a bomb stored before the limit instead of decoding it', async () => {
    const companyId = 'round4-oud-logo';
    await api.files.write('logos/oud-bom.png', pngOfSize(16_384, 16_384), 'image/png');
    await businessDetails.on(api.storage).set(companyId, {
      ...businessDetails.decode(companyId, { updatedAt: new Date(0) }),
      tradeName: 'Oud Logo BV',
      logoPath: 'logos/oud-bom.png',
    });
    const token = await seedSentOfferte(api.storage, 'round4-oud', { companyId });
    const pdf = await fetch(`${api.baseUrl}/api/offerte-links/${token}/pdf`);
    expect(pdf.status).toBe(200);
    const text = Buffer.from(await pdf.arrayBuffer()).toString('latin1');
    expect(text).not.toMatch(/\/Subtype \/Image/);
  });
});

describe('mail to people outside the firm', () => {
  it('sends at most three mails of one offerte a day, however often it is sent', async () => {
    const id = await readyOfferte();
    const transport = recordingTransport();
    const statuses: number[] = [];
    for (let i = 0; i < 50; i++) {
      statuses.push((await send(id)).status);
      await deliver(transport);
    }
    expect(statuses.slice(0, 3)).toEqual([200, 200, 200]);
    expect(new Set(statuses.slice(3))).toEqual(new Set([429]));
    expect(transport.sent.map((mail) => mail.to)).toEqual(Array(3).fill('buiten@elders.example'));
    const refused = await send(id);
    expect(refused.json.error?.message).toBe(
      'Deze offerte is vandaag al 3 keer naar de klant gemaild. De links die je eerder verstuurde blijven werken; probeer het morgen opnieuw.',
    );
  });

  it('replaces the link of a mail that still waits instead of adding one', async () => {
    const id = await readyOfferte();
    const links: string[] = [];
    for (let i = 0; i < 5; i++) links.push((await send(id)).json.link);
    const waiting = (await mailOutbox.on(api.storage).query()).filter(
      (mail) => mail.id.startsWith(`offerte-${id}-`) && mail.status === 'wachtend',
    );
    expect(waiting).toHaveLength(1);
    const message = waiting[0]?.message;
    expect(message?.kind === 'offerte-verstuurd' && `/offerte/${message.token}`).toBe(links[4]);
  });

  it('stops a firm’s offerte mails past twenty an hour', async () => {
    const companyId = ownCompanyId('round4-eigenaar');
    // Other offertes of the firm fill its hour (the tests above used some of it already).
    let taken = 0;
    for (let i = 0; i < 20; i++) {
      await takeOfferteMail(api.storage, clock, { offerteId: `elders-${i}`, companyId })
        .then(() => taken++)
        .catch((error: unknown) => expect(error).toMatchObject({ status: 429 }));
    }
    expect(taken).toBeGreaterThan(0);
    const refused = await send(await readyOfferte());
    expect(refused.status).toBe(429);
    expect(refused.json.error?.message).toBe(
      'Je bedrijf kan hoogstens 20 offertes per uur mailen. Probeer het over een uur opnieuw.',
    );
  });

  it('keeps names plain text: nothing in the mail links to what a member typed', async () => {
    const [mail] = (await mailOutbox.on(api.storage).query()).filter(
      (stored) => stored.message.kind === 'offerte-verstuurd',
    );
    if (!mail) throw new Error('Er is geen offertemail in de wachtrij');
    const rendered = renderMail(mail.message, 'https://portaal.example');
    for (const part of [rendered.subject, rendered.text, rendered.html]) {
      expect(part).not.toMatch(/https?:\/\/evil|evil\.example|www\./);
    }
    expect(rendered.text).toContain('Beste Klik hier: http:/\u200b/evil\u2024example/actie,');
    expect(rendered.html.match(/href="([^"]+)"/g)).toEqual([
      expect.stringMatching(/^href="https:\/\/portaal\.example\/offerte\//),
    ]);
  });

  it('gives each message one Message-ID, the same on every attempt', async () => {
    const flaky = recordingTransport();
    let lost = 0;
    const options = () => ({
      storage: api.storage,
      files: api.files,
      transport: losing,
      clock,
      portalUrl: '',
    });
    const losing: MailTransport = {
      close: () => undefined,
      // The server took the message but its "250" was lost: the worker tries again.
      send: async (mail) => {
        await flaky.send(mail);
        if (lost++ === 0) throw new Error('Verbinding verbroken na DATA');
      },
    };
    await enqueueMail(
      { storage: api.storage, clock },
      {
        to: 'iemand@elders.example',
        key: 'proef-message-id',
        message: { kind: 'aanvraag-ontvangen', name: 'Iemand', company: 'Elders BV' },
      },
    );
    await deliverMail(options(), 'proef-message-id');
    const [key] = flaky.sent.map((mail) => mail.key);
    expect(key).toBe('proef-message-id');
    await mailOutbox.on(api.storage).update(key ?? '', { nextAttemptAt: new Date().toISOString() });
    await deliverMail(options(), 'proef-message-id');
    expect(flaky.sent.map((mail) => mail.key)).toEqual([key, key]);
    const from = 'Warmteportaal <noreply@warmteportaal.example>';
    expect(messageIdFor(key ?? '', from)).toMatch(/^<[0-9a-f]{32}@warmteportaal\.example>$/);
    expect(messageIdFor(key ?? '', from)).toBe(messageIdFor(key ?? '', from));
    expect(messageIdFor(`${key ?? ''}-2`, from)).not.toBe(messageIdFor(key ?? '', from));
  });
});

describe('invitations', () => {
  const invite = (token: string, n: number) =>
    api.call<{ passwordLink: string }>(token, 'POST', '/api/company/members', {
      email: `uitnodiging-${n}@elders.example`,
      companyRole: 'monteur',
      limitPerOrderCents: null,
      limitPerMonthCents: null,
    });

  it('allows ten a day per firm, with the link on the configured host', async () => {
    const inviter = await api.user('uitnodiger');
    const statuses: number[] = [];
    for (let n = 0; n < 30; n++) {
      const answer = await invite(inviter, n);
      statuses.push(answer.status);
      if (n === 0) {
        expect(answer.json.passwordLink).toMatch(
          /^https:\/\/portaal\.example\/wachtwoord-instellen\?code=/,
        );
      }
    }
    expect(statuses).toEqual([...Array<number>(10).fill(201), ...Array<number>(20).fill(429)]);
  });

  it('never takes its host from X-Forwarded-Host', async () => {
    const inviter = await api.user('doorgestuurd');
    const answer = await api.call<{ passwordLink: string }>(
      inviter,
      'POST',
      '/api/company/members',
      {
        email: 'doorgestuurd@elders.example',
        companyRole: 'monteur',
        limitPerOrderCents: null,
        limitPerMonthCents: null,
      },
      { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http' },
    );
    expect(answer.status).toBe(201);
    expect(answer.json.passwordLink).toMatch(/^https:\/\/portaal\.example\//);
  });

  it('frees an address whose invitation expired unaccepted; an accepted one stays taken', async () => {
    const first = await api.user('eerste-firma');
    const second = await api.user('tweede-firma');
    expect((await invite(first, 100)).status).toBe(201);
    // Still within the link's hour: taken.
    expect((await invite(second, 100)).status).toBe(409);
    const [invited] = await users
      .on(api.storage)
      .query({ where: [{ field: 'email', op: '==', value: 'uitnodiging-100@elders.example' }] });
    const expired = new Date(Date.now() - INVITATION_LINK_MS - 60_000).toISOString();
    await users.on(api.storage).update(invited?.id ?? '', { invitedAt: expired });
    const again = await invite(second, 100);
    expect(again.status).toBe(201);
    const now = await users
      .on(api.storage)
      .query({ where: [{ field: 'email', op: '==', value: 'uitnodiging-100@elders.example' }] });
    expect(now.map((user) => user.companyId)).toEqual([ownCompanyId('round4-tweede-firma')]);
    expect(await users.on(api.storage).get(invited?.id ?? '')).toBeNull();

    // An invitation accepted (the first signed-in visit) keeps its address, however old.
    const accepted = await api.user('aangenomen', { invitedAt: expired });
    expect((await api.call(accepted, 'GET', '/api/me')).status).toBe(200);
    expect((await users.on(api.storage).get('round4-aangenomen'))?.invitedAt).toBeNull();
    const taken = await api.call(second, 'POST', '/api/company/members', {
      email: 'round4-aangenomen@warmteportaal.test',
      companyRole: 'monteur',
      limitPerOrderCents: null,
      limitPerMonthCents: null,
    });
    expect(taken.status).toBe(409);
  });
});

describe('a removed colleague is out at once (production shape: no token record)', () => {
  it('refuses every signed-in route to a removed colleague whose token is still valid', async () => {
    const boss = await api.user('baas', {
      companyId: ownCompanyId('round4-baas'),
      companyRole: 'eigenaar',
    });
    const buyer = await api.user('vertrekker', {
      companyId: ownCompanyId('round4-baas'),
      companyRole: 'inkoper',
    });
    await api.storage.set('products', 'round4-pomp', {
      ...makeProduct({ id: 'round4-pomp', price: 500_000, installateurPrijs: 410_000 }),
      createdAt: new Date('2026-01-01T00:00:00Z'),
    });
    const routes: [string, string, unknown?][] = [
      ['GET', '/api/me'],
      ['GET', '/api/me/points'],
      ['PATCH', '/api/me', { phone: '030 123 45 67' }],
      ['POST', '/api/quick-order/resolve', { codes: ['ROUND4-POMP'] }],
      ['POST', '/api/calculator/advice', { heatLossW: 6000, mode: 'all-electric' }],
      ['GET', '/api/documents'],
      ['GET', '/api/documents/prijslijst.pdf'],
      ['GET', '/api/company'],
      ['GET', '/api/clients'],
      ['GET', '/api/orders'],
    ];
    const before = await Promise.all(
      routes.map(
        async ([method, path, body]) => (await api.call(buyer, method, path, body)).status,
      ),
    );
    expect(before.every((status) => status < 400)).toBe(true);
    const trade = await api.call<{ installateurPrijs?: number }>(
      buyer,
      'GET',
      '/api/products/round4-pomp',
    );
    expect(trade.json.installateurPrijs).toBe(410_000);

    expect((await api.call(boss, 'DELETE', '/api/company/members/round4-vertrekker')).status).toBe(
      204,
    );
    // Production's verifier checks a token's signature and expiry only: the removed
    // colleague's token keeps working for up to an hour. The emulator checks the account
    // too, so the account is opened again here and signed in afresh: a valid token, as
    // production would still take it. The portal itself must refuse it.
    await api.adminAuth().updateUser('round4-vertrekker', { disabled: false });
    const stillValid = await emulatorSignIn('round4-vertrekker@warmteportaal.test', PASSWORD);
    for (const [method, path, body] of routes) {
      const answer = await api.call(stillValid, method, path, body);
      expect({ path, status: answer.status, code: answer.json.error?.code }).toEqual({
        path,
        status: 403,
        code: 'niet_meer_in_bedrijf',
      });
    }
    const visitor = await api.call<{ installateurPrijs?: number }>(
      stillValid,
      'GET',
      '/api/products/round4-pomp',
    );
    expect(visitor.status).toBe(200);
    expect(visitor.json.installateurPrijs).toBeUndefined();
    expect((await api.call(boss, 'GET', '/api/company')).status).toBe(200);
  });
});

describe('homeowner links: one attacker cannot lock them', () => {
  const from = (address: string) => ({ 'x-forwarded-for': address });
  /** A homeowner link's request from a network address: a read, or with a body an answer. */
  const viaLink = (address: string, path: string, body?: object) =>
    api.call(null, body ? 'POST' : 'GET', `/api/offerte-links/${path}`, body, from(address));
  const bogus = (n: number) => `nep${String(n).padStart(40, '0')}`;

  it('after 1,000 bogus reads from one network, a homeowner elsewhere opens, reloads, downloads and accepts', async () => {
    const token = await seedSentOfferte(api.storage, 'round4-link');
    const attacker = '2001:db8:aaaa:1::7';
    const statuses = new Map<number, number>();
    for (let n = 0; n < 1000; n++) {
      // Rotating inside the /48 helps nothing: it is one network.
      const address = `2001:db8:aaaa:${(n % 200).toString(16)}::${n.toString(16)}`;
      const read = await viaLink(address, bogus(n));
      statuses.set(read.status, (statuses.get(read.status) ?? 0) + 1);
    }
    expect(statuses.get(404)).toBe(LINK_LIMITS.lezen.perNetwork);
    expect(statuses.get(429)).toBe(1000 - LINK_LIMITS.lezen.perNetwork);
    const locked = await viaLink(attacker, token);
    expect(locked.status).toBe(429);
    expect(locked.json.error?.message).toContain('vanaf uw netwerk');

    const homeowner = '198.51.100.23';
    for (let reload = 0; reload < 5; reload++) {
      const page = await viaLink(homeowner, token);
      expect(page.status).toBe(200);
    }
    const pdf = await fetch(`${api.baseUrl}/api/offerte-links/${token}/pdf`, {
      headers: from(homeowner),
    });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    // Another homeowner behind an IPv6 network of their own is not touched either.
    const neighbour = await viaLink('2001:db8:bbbb::1', token);
    expect(neighbour.status).toBe(200);
    const accepted = await viaLink(homeowner, `${token}/akkoord`, { name: 'Ria Bos', agree: true });
    expect(accepted.status).toBe(200);
  });

  it('lets bogus answers cost only the sender’s network', async () => {
    const token = await seedSentOfferte(api.storage, 'round4-antwoord');
    for (let n = 0; n < LINK_LIMITS.antwoord.perNetwork + 5; n++) {
      await viaLink('203.0.113.9', `${bogus(n)}/afwijzen`, { reason: 'nee' });
    }
    const refused = await viaLink('203.0.113.9', `${token}/afwijzen`, { reason: 'Te duur' });
    expect(refused.status).toBe(429);
    const answered = await viaLink('192.0.2.44', `${token}/afwijzen`, { reason: 'Te duur' });
    expect(answered.status).toBe(200);
  });

  it('counts a shared link per token, so one link cannot be read without end', async () => {
    const token = await seedSentOfferte(api.storage, 'round4-gedeeld');
    const statuses: number[] = [];
    for (let n = 0; n <= LINK_LIMITS.lezen.perToken; n++) {
      const address = `100.64.${Math.floor(n / 250)}.${n % 250}`;
      statuses.push((await viaLink(address, token)).status);
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(LINK_LIMITS.lezen.perToken);
    expect(statuses.at(-1)).toBe(429);
  });
});
