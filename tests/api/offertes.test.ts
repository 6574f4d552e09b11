import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { defaultCalculatorInput } from '@shared/calculator/summary';
import type { BusinessDetails } from '@shared/schemas/business-details';
import type {
  Offerte,
  OfferteListItem,
  OfferteOrder,
  PublicOfferte,
} from '@shared/schemas/offerte';
import type { Order } from '@shared/schemas/order';
import type { OrderList } from '@shared/schemas/order-list';
import type { Page } from '@shared/schemas/page';
import { OFFERTE_ACCEPTANCE_TEXT } from '@shared/domain/consumer-offerte';
import { ownCompanyId } from '../../src-server/collections/companies';
import { mailOutbox } from '../../src-server/collections/mail-outbox';
import { offertes } from '../../src-server/collections/offertes';
import { storeSeedCatalogue } from '../fixtures/product';
import { salesPriceCents } from '@shared/domain/offerte';
import type { AdviceResponse } from '@shared/schemas/calculator';
import { pdfText } from '../fixtures/pdf-text';
import { expectOneAnswerEach, raceAcceptAndReject, seedSentOfferte } from '../support/offerte-race';
import { createClient } from '../support/api-clients';
import { storeProducts } from '../support/stored-products';
import { apiHarness } from './harness';

const api = apiHarness('offertes');
let owner: string;
let monteur: string;
let other: string;
let clientId: string;

/** A real 1×1 png: the offerte's PDF embeds it. */
const PNG = Uint8Array.from(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  ),
);
const OWN_PRICE = 100_000; // the installer's price of the pump: never on the homeowner's page
const LIST_PRICE = 139_500;

/** The logo on its own connection (see `alone`). */
const upload = (token: string, body: Uint8Array, type = 'image/png') =>
  api.alone<BusinessDetails>(token, 'PUT', '/api/business-details/logo', body, type);

async function newOfferte(token = owner, body: unknown = { from: 'blanco', clientId }) {
  const created = await api.call<Offerte>(token, 'POST', '/api/offertes', body);
  expect(created.status).toBe(201);
  return created.json;
}

const pumpLine = {
  kind: 'product',
  description: 'Aquaris 8 kW (NW-AW8)',
  quantity: 1,
  unitPriceCents: 125_000,
  vatRate: 21,
  productId: 'nw-aw8',
};

async function sentOfferte() {
  const offerte = await newOfferte();
  const saved = await api.call<Offerte>(owner, 'PUT', `/api/offertes/${offerte.id}`, {
    clientId,
    title: 'Bos, Esdoornlaan 7 – hybride',
    clientTitle: 'Uw hybride warmtepomp',
    lines: [
      pumpLine,
      {
        kind: 'arbeid',
        description: 'Installatie',
        quantity: 10,
        unitPriceCents: 6000,
        vatRate: 21,
      },
    ],
    validUntil: '2099-12-31',
  });
  expect(saved.status).toBe(200);
  const sent = await api.call<{ offerte: Offerte; link: string }>(
    owner,
    'POST',
    `/api/offertes/${offerte.id}/versturen`,
  );
  expect(sent.status).toBe(200);
  return { offerte: sent.json.offerte, token: sent.json.link.replace('/offerte/', '') };
}

beforeAll(async () => {
  [owner, other] = await Promise.all([api.user('eigenaar'), api.user('ander')]);
  monteur = await api.user('monteur', {
    companyId: ownCompanyId('offertes-eigenaar'),
    companyRole: 'monteur',
  });
  await storeSeedCatalogue(api.storage);
  await storeProducts(api.storage, {
    'nw-aw8': {
      name: 'Aquaris 8 kW',
      modelNumber: 'NW-AW8',
      price: LIST_PRICE,
      installateurPrijs: OWN_PRICE,
    },
  });
  clientId = (await createClient(api, owner)).id;
});

describe('business details (Bedrijfsgegevens)', () => {
  it('refuses an IBAN that fails mod-97 and a bad KvK number, in Dutch', async () => {
    const response = await api.call(owner, 'PUT', '/api/business-details', {
      tradeName: 'Bos Installatie',
      iban: 'NL45RABO0123456789',
      kvkNumber: '1234',
    });
    expect(response.status).toBe(400);
    expect(response.json.error?.fields?.iban).toMatch(/IBAN klopt niet/);
    expect(response.json.error?.fields?.kvkNumber).toMatch(/8 cijfers/);
  });

  it('stores the details per company; the monteur reads them but may not change them', async () => {
    const saved = await api.call<BusinessDetails>(owner, 'PUT', '/api/business-details', {
      tradeName: 'Bos Installatie',
      iban: 'nl91 abna 0417 1643 00',
      kvkNumber: '12345678',
      btwId: 'NL004495445B01',
      marginPercent: 25,
      terms: 'Betaling binnen 14 dagen na oplevering.',
    });
    expect(saved).toMatchObject({
      status: 200,
      json: { iban: 'NL91ABNA0417164300', mayEdit: true },
    });
    const read = await api.call<BusinessDetails>(monteur, 'GET', '/api/business-details');
    expect(read.json).toMatchObject({ tradeName: 'Bos Installatie', mayEdit: false });
    // The role table: margin and hourly rate are for who makes offertes, never the monteur.
    expect(read.json).not.toHaveProperty('marginPercent');
    expect(read.json).not.toHaveProperty('hourlyRateCents');
    expect(saved.json).toMatchObject({ marginPercent: 25, hourlyRateCents: expect.any(Number) });
    const refused = await api.call(monteur, 'PUT', '/api/business-details', { tradeName: 'X' });
    expect(refused.status).toBe(403);
    const foreign = await api.call<BusinessDetails>(other, 'GET', '/api/business-details');
    expect(foreign.json.tradeName).not.toBe('Bos Installatie');
  });

  it('takes a png logo checked by its bytes, refuses a fake and one over 1 MB', async () => {
    const fake = await upload(owner, new TextEncoder().encode('<svg>nep</svg>'), 'image/png');
    expect(fake.status).toBe(400);
    expect(fake.json.error?.message).toBe('Upload het logo als png of jpg.');
    const large = new Uint8Array(1024 * 1024 + 10);
    large.set(PNG);
    expect((await upload(owner, large)).status).toBe(413);
    const good = await upload(owner, PNG);
    expect(good.status).toBe(200);
    expect(good.json.logoUrl).toMatch(/^\/api\/files\/logos\/.+\.png$/);
  });
});

describe('offertes of a company', () => {
  it('numbers offertes OFF-YYYY-NNNNN consecutively per company', async () => {
    const year = api.stopClock().getUTCFullYear();
    const first = await newOfferte();
    const second = await newOfferte();
    const foreign = await newOfferte(other, { from: 'blanco' });
    const sequence = (number: string) => Number(number.slice(-5));
    expect(first.number).toMatch(new RegExp(`^OFF-${year}-\\d{5}$`));
    expect(sequence(second.number)).toBe(sequence(first.number) + 1);
    expect(foreign.number).toBe(`OFF-${year}-00001`);
    expect(first).toMatchObject({ status: 'concept', clientName: 'Familie Bos', version: 1 });
    expect(first.clientAddress).toBe('Dorpsstraat 1, 1234 AB Ergens');
  });

  it('hides another company’s offerte (404) and refuses a monteur (403)', async () => {
    const offerte = await newOfferte();
    expect((await api.call(other, 'GET', `/api/offertes/${offerte.id}`)).status).toBe(404);
    expect(
      (
        await api.call(other, 'PUT', `/api/offertes/${offerte.id}`, {
          lines: [],
          validUntil: '2099-01-01',
        })
      ).status,
    ).toBe(404);
    expect((await api.call(monteur, 'GET', '/api/offertes')).status).toBe(403);
    expect((await api.call(monteur, 'GET', `/api/offertes/${offerte.id}`)).status).toBe(403);
  });

  it('computes totals per btw rate and refuses a btw rate that does not exist, in Dutch', async () => {
    const offerte = await newOfferte();
    const bad = await api.call(owner, 'PUT', `/api/offertes/${offerte.id}`, {
      lines: [{ description: 'Boring', quantity: 1, unitPriceCents: 100, vatRate: 7 }],
      validUntil: '2099-12-31',
    });
    expect(bad.status).toBe(400);
    expect(bad.json.error?.fields?.['lines.0.vatRate']).toBe('Het btw-tarief is 21%, 9% of 0%.');
    const saved = await api.call<Offerte>(owner, 'PUT', `/api/offertes/${offerte.id}`, {
      clientId,
      lines: [
        { description: 'Warmtepomp', quantity: 1, unitPriceCents: 100_000, vatRate: 21 },
        { description: 'Isolatie', quantity: 2, unitPriceCents: 10_000, vatRate: 9 },
      ],
      discountPercent: 10,
      validUntil: '2099-12-31',
    });
    expect(saved.json.totals).toEqual({
      totalExclVatCents: 108_000,
      vat: [
        { rate: 21, base: 90_000, amount: 18_900 },
        { rate: 9, base: 18_000, amount: 1_620 },
      ],
      totalVatCents: 20_520,
      totalInclVatCents: 128_520,
    });
  });

  it('makes an offerte from a saved calculation: the advised installation plus margin, and labour', async () => {
    const input = {
      ...defaultCalculatorInput(),
      heatLossW: 6900,
      mode: 'all-electric',
      marginPercent: 25,
      labourHours: 10,
      labourRateCents: 6000,
    };
    const calculation = await api.call<{ id: string }>(
      owner,
      'POST',
      '/api/calculator/calculations',
      {
        name: 'Woning Bos',
        clientId,
        input,
      },
    );
    expect(calculation.status).toBe(201);
    const advice = await api.call<AdviceResponse>(owner, 'POST', '/api/calculator/advice', input);
    const first = advice.json.options[0];
    if (!first) throw new Error('The seeded catalogue gives no advice for 6,9 kW');
    const offerte = await newOfferte(owner, {
      from: 'berekening',
      calculationId: calculation.json.id,
    });
    expect(offerte.clientName).toBe('Familie Bos');
    expect(
      offerte.lines.map((line) => [line.kind, line.productId, line.quantity, line.unitPriceCents]),
    ).toEqual([
      ...[first.heatPump, ...first.accessories].map((line) => [
        'product',
        line.product.id,
        line.quantity,
        salesPriceCents(line.unitPrice, 25),
      ]),
      ['arbeid', undefined, 10, 6000],
    ]);
    expect(offerte.summary).toMatch(/6,9 kW/);
  });
});

describe('the homeowner’s page', () => {
  it('shows consumer prices incl. btw and never a trade price, margin or discount', async () => {
    const { token } = await sentOfferte();
    const response = await fetch(`${api.baseUrl}/api/offerte-links/${token}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('x-robots-tag')).toMatch(/noindex/);
    const text = await response.text();
    const view = JSON.parse(text) as PublicOfferte;
    expect(view).toMatchObject({ state: 'open', client: { name: 'Familie Bos' } });
    expect(view.installer).toMatchObject({ name: 'Bos Installatie', iban: 'NL91ABNA0417164300' });
    expect(view.lines[0]).toMatchObject({ unitInclVatCents: 151_250, totalInclVatCents: 151_250 });
    for (const secret of [
      String(OWN_PRICE),
      String(LIST_PRICE),
      'installateurPrijs',
      'margin',
      'discount',
      'productId',
      'nw-aw8',
    ]) {
      expect(text).not.toContain(secret);
    }
  });

  it('answers a wrong, guessed or revoked token with the same 404', async () => {
    const guessed = await fetch(`${api.baseUrl}/api/offerte-links/${'A'.repeat(43)}`);
    const wrong = await fetch(`${api.baseUrl}/api/offerte-links/kort`);
    const unknown = await fetch(`${api.baseUrl}/api/bestaat-niet`);
    const { offerte, token } = await sentOfferte();
    await api.call(owner, 'DELETE', `/api/offertes/${offerte.id}/link`);
    const revoked = await fetch(`${api.baseUrl}/api/offerte-links/${token}`);
    const bodies = await Promise.all([guessed, wrong, revoked, unknown].map((r) => r.text()));
    expect([guessed.status, wrong.status, revoked.status]).toEqual([404, 404, 404]);
    expect(new Set(bodies).size).toBe(1);
  });

  it('records an acceptance once; then the installer sees Geaccepteerd, a marker and an e-mail', async () => {
    const { offerte, token } = await sentOfferte();
    const missing = await api.call(null, 'POST', `/api/offerte-links/${token}/akkoord`, {
      name: 'Eva Bos',
    });
    expect(missing.status).toBe(400);
    expect(missing.json.error?.fields?.agree).toMatch(/akkoord/);
    const accepted = await api.call<PublicOfferte>(
      null,
      'POST',
      `/api/offerte-links/${token}/akkoord`,
      {
        name: 'Eva Bos',
        agree: true,
      },
    );
    expect(accepted).toMatchObject({
      status: 200,
      json: { state: 'geaccepteerd', acceptedBy: 'Eva Bos' },
    });
    const again = await api.call(null, 'POST', `/api/offerte-links/${token}/akkoord`, {
      name: 'Eva Bos',
      agree: true,
    });
    const reject = await api.call(null, 'POST', `/api/offerte-links/${token}/afwijzen`, {
      reason: '',
    });
    expect([again.status, reject.status]).toEqual([409, 409]);
    expect(again.json.error?.message).toBe('Deze offerte is al geaccepteerd.');
    const stored = await offertes.on(api.storage).get(offerte.id);
    expect(stored?.acceptance).toMatchObject({
      name: 'Eva Bos',
      version: 1,
      address: expect.stringMatching(/127\.0\.0\.1/),
      // The words the page showed beside the box, as they were.
      text: OFFERTE_ACCEPTANCE_TEXT,
    });
    // The homeowner sees the title meant for them, never the installer's internal name.
    expect(accepted.json.title).toBe('Uw hybride warmtepomp');
    expect(JSON.stringify(accepted.json)).not.toContain('Esdoornlaan 7 – hybride');

    expect(
      (await api.call<{ accepted: number }>(owner, 'GET', '/api/offertes/nieuws')).json.accepted,
    ).toBe(1);
    const list = await api.call<Page<OfferteListItem>>(
      owner,
      'GET',
      '/api/offertes?status=geaccepteerd',
    );
    expect(list.json.items.map((item) => item.id)).toContain(offerte.id);
    const detail = await api.call<Offerte>(owner, 'GET', `/api/offertes/${offerte.id}`);
    expect(detail.json.acceptance).toMatchObject({ name: 'Eva Bos', version: 1 });
    expect(
      (await api.call<{ accepted: number }>(owner, 'GET', '/api/offertes/nieuws')).json.accepted,
    ).toBe(0);
    const mails = await mailOutbox.on(api.storage).query();
    expect(mails.map((mail) => mail.subject)).toContain(
      `Offerte ${offerte.number} is geaccepteerd`,
    );
    expect(
      mails.some(
        (mail) => mail.to === 'bos@example.nl' && mail.message.kind === 'offerte-verstuurd',
      ),
    ).toBe(true);

    const order = await api.call<OfferteOrder>(
      owner,
      'GET',
      `/api/offertes/${offerte.id}/bestellen`,
    );
    // One answer for the cart: each product as the catalogue has it, at the installer's price.
    expect(order.json).toEqual({
      number: offerte.number,
      clientId,
      clientName: 'Familie Bos',
      address: expect.stringContaining('Dorpsstraat 1'),
      lines: [
        {
          productId: 'nw-aw8',
          quantity: 1,
          product: expect.objectContaining({ id: 'nw-aw8', installateurPrijs: OWN_PRICE }),
        },
      ],
    });
    const lines = order.json.lines.map(({ productId, quantity }) => ({ productId, quantity }));

    // `Bestellijst maken`: the firm's list for the client, with the job for whoever orders it.
    const made = await api.call<OrderList>(
      owner,
      'POST',
      `/api/offertes/${offerte.id}/bestellijst`,
    );
    expect(made).toMatchObject({
      status: 201,
      json: {
        name: `${offerte.number} Familie Bos`,
        clientId,
        clientName: 'Familie Bos',
        address: order.json.address,
        reference: offerte.number,
        offerteNumber: offerte.number,
        lines: [{ productId: 'nw-aw8', quantity: 1 }],
      },
    });
    const opened = await api.call<OrderList>(monteur, 'GET', `/api/order-lists/${made.json.id}`);
    expect(opened.json.offerteNumber).toBe(offerte.number);
    expect((await api.call(other, 'POST', `/api/offertes/${offerte.id}/bestellijst`)).status).toBe(
      404,
    );

    // The order made from it carries the client and the offerte number.
    const placed = await api.call<Order>(
      owner,
      'POST',
      '/api/orders',
      {
        lines,
        clientId,
        delivery: 'afhalen',
        reference: offerte.number,
        offerteNumber: order.json.number,
      },
      { 'idempotency-key': randomUUID() },
    );
    expect(placed).toMatchObject({
      status: 201,
      json: { clientName: 'Familie Bos', offerteNumber: offerte.number },
    });
    const wrongNumber = await api.call(
      owner,
      'POST',
      '/api/orders',
      { lines, delivery: 'afhalen', offerteNumber: 'F-2026-000001' },
      { 'idempotency-key': randomUUID() },
    );
    expect(wrongNumber.status).toBe(400);
    expect(wrongNumber.json.error?.fields?.offerteNumber).toBe('Dit offertenummer bestaat niet.');
    // A well-formed number that is not this company's accepted offerte is refused too:
    // another company cannot borrow it, and a number never issued is unknown.
    for (const [token, number] of [
      [other, offerte.number],
      [owner, 'OFF-2026-99999'],
    ] as const) {
      const borrowed = await api.call(
        token,
        'POST',
        '/api/orders',
        { lines, delivery: 'afhalen', offerteNumber: number },
        { 'idempotency-key': randomUUID() },
      );
      expect(borrowed.status).toBe(400);
      expect(borrowed.json.error?.fields?.offerteNumber).toBe(
        'Deze offerte is niet (meer) geaccepteerd.',
      );
    }
    const changed = await api.call(owner, 'PUT', `/api/offertes/${offerte.id}`, {
      lines: [],
      validUntil: '2099-01-01',
    });
    expect(changed.status).toBe(409);
  });

  it('makes a new version when a sent offerte changes; the old link says so and cannot accept', async () => {
    const { offerte, token } = await sentOfferte();
    const changed = await api.call<Offerte>(owner, 'PUT', `/api/offertes/${offerte.id}`, {
      clientId,
      lines: [pumpLine],
      validUntil: '2099-12-31',
    });
    expect(changed.json).toMatchObject({
      version: 2,
      status: 'concept',
      history: [{ version: 1 }],
    });
    const old = await api.call<PublicOfferte>(null, 'GET', `/api/offerte-links/${token}`);
    expect(old.json).toMatchObject({ state: 'vervangen', version: 1 });
    expect(old.json.lines).toHaveLength(2);
    const refused = await api.call(null, 'POST', `/api/offerte-links/${token}/akkoord`, {
      name: 'Eva',
      agree: true,
    });
    expect(refused.status).toBe(409);
    expect(refused.json.error?.message).toMatch(/nieuwere versie/);
  });

  it('says an expired offerte is verlopen and refuses its acceptance', async () => {
    const companyId = ownCompanyId('offertes-eigenaar');
    const token = await seedSentOfferte(api.storage, 'verlopen-1', {
      validUntil: '2020-01-31',
      companyId,
    });
    const view = await api.call<PublicOfferte>(null, 'GET', `/api/offerte-links/${token}`);
    expect(view.json.state).toBe('verlopen');
    const refused = await api.call(null, 'POST', `/api/offerte-links/${token}/akkoord`, {
      name: 'Eva',
      agree: true,
    });
    expect(refused.status).toBe(409);
    expect((await offertes.on(api.storage).get('verlopen-1'))?.status).toBe('verstuurd');
  });

  it('serves the PDF to the homeowner and the installer', async () => {
    const { offerte, token } = await sentOfferte();
    const pub = await fetch(`${api.baseUrl}/api/offerte-links/${token}/pdf`);
    expect(pub.headers.get('content-type')).toBe('application/pdf');
    const text = await pdfText(new Uint8Array(await pub.arrayBuffer()));
    expect(text).toContain(offerte.number);
    expect(text).toContain('Familie Bos');
    expect(text).toContain('KvK 12345678');
    expect(text).not.toContain('Warmteportaal B.V.');
    const own = await api.call<string>(owner, 'GET', `/api/offertes/${offerte.id}/pdf`);
    expect(own.status).toBe(200);
  });

  it('lets exactly one of parallel Akkoord and Afwijzen win on SQLite', async () => {
    const outcomes = await raceAcceptAndReject(api.storage, { now: () => new Date() }, 6);
    expectOneAnswerEach(outcomes);
  });
});
