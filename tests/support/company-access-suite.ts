import { expect, it } from 'vitest';
import { createApp } from '../../src-server/app';
import type { AuthVerifier } from '../../src-server/auth/verifier';
import { placeOrder } from '../../src-server/orders/place-order';
import type { Storage } from '../../src-server/storage/port';
import { defaultCalculatorInput } from '../../src-shared/calculator/summary';
import { COMPANY_ACTIONS, mayDo, type CompanyAction } from '../../src-shared/domain/company';
import { noFiles } from '../unit/no-files';
import { seedFirm, type Firm } from './company-scenario';

/** Tokens are user ids here; the real token check is covered by tests/api. */
const auth: AuthVerifier = {
  async verifyIdToken(token) {
    return { uid: token, email: `${token}@warmteportaal.test` };
  },
};
const now = new Date('2026-11-22T10:00:00Z');
const clock = { now: () => now };

function appOn(storage: Storage) {
  // Without a product listener: the catalogue reads on demand, and no listener outlives the
  // test's store (Firestore refuses to close with one open).
  const { watch: _listener, ...withoutListener } = storage;
  const app = createApp({
    storage: withoutListener,
    files: noFiles(),
    auth,
    clock,
    allowedOrigins: [],
    accounts: {
      createAccount: async ({ email }) => ({ uid: `nieuw-${email}` }),
      passwordResetCode: async () => 'code',
    },
  });
  return async (user: string, method: string, path: string, body?: unknown) => {
    const response = await app.request(path, {
      method,
      headers: { authorization: `Bearer ${user}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    await response.arrayBuffer();
    return response.status;
  };
}

const clientBody = {
  name: 'Fam. Jansen',
  address: 'Lindelaan 3',
  postcode: '3521 AB',
  city: 'Utrecht',
  email: '',
  phone: '',
  notes: '',
};

/** One record of every kind the company owns, made by its monteur. */
async function firmRecords(storage: Storage, firm: Firm, prefix: string) {
  const at = '2026-11-20T10:00:00.000Z';
  const ids = {
    client: `${prefix}-klant`,
    calculation: `${prefix}-berekening`,
    ticket: `${prefix}-vraag`,
    product: `${prefix}-pomp`,
    order: '',
  };
  await storage.set('clients', ids.client, {
    ...clientBody,
    ownerId: firm.fitter,
    companyId: firm.companyId,
    nameLower: 'fam. jansen',
    installations: [],
    createdAt: at,
    updatedAt: at,
  });
  const input = defaultCalculatorInput();
  await storage.set('calculations', ids.calculation, {
    ownerId: firm.fitter,
    companyId: firm.companyId,
    name: 'Lindelaan 3',
    method: input.method,
    heatLossW: input.heatLossW,
    input,
    createdAt: at,
    updatedAt: at,
  });
  await storage.set('tickets', ids.ticket, {
    userId: firm.fitter,
    companyId: firm.companyId,
    userName: 'monteur Test',
    subject: 'Vraag',
    category: 'technische_vraag',
    status: 'open',
    unreadAnswer: false,
    messages: [],
    createdAt: at,
    lastActivityAt: at,
  });
  const { order } = await placeOrder(storage, clock, firm.fitter, `${prefix}-sleutel-1`, {
    lines: [{ productId: `${prefix}-pomp`, quantity: 1 }],
    delivery: 'afhalen',
    pointsToRedeem: 0,
    address: '',
    reference: '',
    notes: '',
  });
  ids.order = order.id;
  return ids;
}

/** Every route with an id of the member's own API, with a body that passes validation. */
function idRoutes(ids: Awaited<ReturnType<typeof firmRecords>>, firm: Firm) {
  const installation = { productId: ids.product, serialNumber: 'SN1', installedOn: '2026-01-05' };
  return [
    ['GET', `/api/clients/${ids.client}`],
    ['PUT', `/api/clients/${ids.client}`, clientBody],
    ['DELETE', `/api/clients/${ids.client}`],
    ['GET', `/api/clients/${ids.client}/orders`],
    ['POST', `/api/clients/${ids.client}/installations`, installation],
    ['PUT', `/api/clients/${ids.client}/installations/i1`, installation],
    ['DELETE', `/api/clients/${ids.client}/installations/i1`],
    ['GET', `/api/calculator/calculations/${ids.calculation}`],
    [
      'PUT',
      `/api/calculator/calculations/${ids.calculation}`,
      { name: 'x', input: defaultCalculatorInput() },
    ],
    ['DELETE', `/api/calculator/calculations/${ids.calculation}`],
    ['GET', `/api/orders/${ids.order}`],
    ['GET', `/api/orders/${ids.order}/pdf`],
    ['GET', `/api/tickets/${ids.ticket}`],
    ['PATCH', `/api/tickets/${ids.ticket}/status`, { status: 'gesloten' }],
    ['GET', `/api/tickets/${ids.ticket}/attachments/a1`],
    ['POST', `/api/approvals/${ids.order}/approve`, { expectedTotalInclVat: 1 }],
    ['POST', `/api/approvals/${ids.order}/reject`, { reason: 'Nee' }],
    [
      'PATCH',
      `/api/company/members/${firm.fitter}`,
      { companyRole: 'eigenaar', limitPerOrderCents: null, limitPerMonthCents: null },
    ],
    ['DELETE', `/api/company/members/${firm.fitter}`],
  ] as const;
}

/** One request per action of the role table, on the member's own company. */
function actionRequests(ids: Awaited<ReturnType<typeof firmRecords>>, firm: Firm) {
  const requests: Record<CompanyAction, readonly [string, string, unknown?]> = {
    klanten: ['GET', `/api/clients/${ids.client}`],
    installaties: ['DELETE', `/api/clients/${ids.client}/installations/bestaat-niet`],
    berekeningen: ['GET', `/api/calculator/calculations/${ids.calculation}`],
    offertes: ['POST', '/api/calculator/offerte', {}],
    bestellen: ['POST', '/api/cart/quote', { lines: [{ productId: 'x', quantity: 1 }] }],
    bestellingen_inzien: ['GET', `/api/orders/${ids.order}`],
    goedkeuren: ['GET', '/api/approvals'],
    spaarpunten: [
      'POST',
      '/api/cart/quote',
      { lines: [{ productId: 'x', quantity: 1 }], pointsToRedeem: 100 },
    ],
    vragen: ['GET', `/api/tickets/${ids.ticket}`],
    facturen: ['GET', '/api/invoices'],
    collegas: [
      'PATCH',
      `/api/company/members/${firm.fitter}`,
      { companyRole: 'monteur', limitPerOrderCents: 250_000, limitPerMonthCents: null },
    ],
  };
  return requests;
}

/** Company ownership and the role table, over HTTP, the same on every storage adapter. */
export function companyAccessSuite(storage: () => Storage) {
  it('answers 404 on every id route for a member of another company', async () => {
    const firm = await seedFirm(storage(), 'eigendom');
    const ids = await firmRecords(storage(), firm, 'eigendom');
    const call = appOn(storage());
    const answers: string[] = [];
    for (const [method, path, body] of idRoutes(ids, firm)) {
      answers.push(`${method} ${path} → ${await call(firm.outsider, method, path, body)}`);
    }
    expect(answers).toEqual(idRoutes(ids, firm).map(([method, path]) => `${method} ${path} → 404`));
    // The records are all still there, unchanged by the outsider.
    expect(await storage().get('clients', ids.client)).not.toBeNull();
    expect((await storage().get('users', firm.fitter))?.companyRole).toBe('monteur');
  });

  it('lets each role do exactly what the role table allows (403 otherwise)', async () => {
    const firm = await seedFirm(storage(), 'rollen');
    const ids = await firmRecords(storage(), firm, 'rollen');
    const call = appOn(storage());
    const members = { eigenaar: firm.owner, inkoper: firm.buyer, monteur: firm.fitter } as const;
    const requests = actionRequests(ids, firm);
    const seen: string[] = [];
    const expected: string[] = [];
    for (const [role, uid] of Object.entries(members) as [keyof typeof members, string][]) {
      for (const action of COMPANY_ACTIONS) {
        const [method, path, body] = requests[action];
        const status = await call(uid, method, path, body);
        seen.push(`${role} ${action}: ${status === 403 ? 'geweigerd' : 'toegestaan'}`);
        expected.push(`${role} ${action}: ${mayDo(role, action) ? 'toegestaan' : 'geweigerd'}`);
        expect(status, `${role} ${action}`).toBeLessThan(500);
      }
    }
    expect(seen).toEqual(expected);
    // The table is not all-or-nothing: the monteur is refused somewhere, allowed elsewhere.
    expect(seen).toContain('monteur offertes: geweigerd');
    expect(seen).toContain('monteur bestellen: toegestaan');
  });

  it('keeps the last eigenaar, and shuts a removed colleague out while their work stays', async () => {
    const firm = await seedFirm(storage(), 'laatste');
    const ids = await firmRecords(storage(), firm, 'laatste');
    const call = appOn(storage());
    const demote = { companyRole: 'monteur', limitPerOrderCents: null, limitPerMonthCents: null };
    expect(await call(firm.owner, 'PATCH', `/api/company/members/${firm.owner}`, demote)).toBe(409);
    expect(await call(firm.owner, 'DELETE', `/api/company/members/${firm.owner}`)).toBe(409);
    expect(await call(firm.owner, 'DELETE', `/api/company/members/${firm.fitter}`)).toBe(204);
    expect(await call(firm.fitter, 'GET', `/api/clients/${ids.client}`)).toBe(403);
    // Out everywhere at once, whatever verifier took the token (here one that takes any).
    for (const path of ['/api/me', '/api/me/points', '/api/documents', '/api/company']) {
      expect({ path, status: await call(firm.fitter, 'GET', path) }).toEqual({ path, status: 403 });
    }
    expect(await call(firm.buyer, 'GET', `/api/clients/${ids.client}`)).toBe(200);
    expect(await call(firm.owner, 'GET', `/api/orders/${ids.order}`)).toBe(200);
    // An address that has an account already is refused; nobody moves.
    const invite = {
      email: `laatste-buiten@warmteportaal.test`,
      companyRole: 'monteur',
      limitPerOrderCents: null,
      limitPerMonthCents: null,
    };
    expect(await call(firm.owner, 'POST', '/api/company/members', invite)).toBe(409);
    expect((await storage().get('users', firm.outsider))?.companyId).toBe(
      `${firm.outsider}-bedrijf`,
    );
  });
}
