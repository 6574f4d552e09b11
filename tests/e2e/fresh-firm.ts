import { randomUUID } from 'node:crypto';
import type { CompanyRole } from '../../src-shared/domain/company';
import type { Role } from '../../src-shared/domain/rules';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../src-server/seed/accounts';

/**
 * A firm of its own for one test: made through the portal's real flows (the back-office creates
 * the eigenaar, who invites colleagues; each sets a password with the link the portal gave), so
 * no two tests that run side by side share a cart, an order, a ticket or a points balance.
 */
export interface FreshAccount {
  /** Colleagues are invited by e-mail address only: their names are unknown to the portal. */
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

export interface FreshFirm {
  name: string;
  owner: FreshAccount;
  /** The eigenaar's user id, as the back-office's Gebruikers links to it. */
  ownerId: string;
  /** One colleague per role asked for, invited by the owner. */
  inkoper?: FreshAccount;
  monteur?: FreshAccount;
}

const port = Number(process.env.E2E_PORT ?? 5190);
const api = `http://127.0.0.1:${port}/api`;
// Through the portal's sign-in proxy, as the browser goes: the API takes only tokens it passed.
const identity = `http://127.0.0.1:${port}/identitytoolkit.googleapis.com/v1`;
const PASSWORD = 'Eigen-firma-2026!';

async function identityCall<T>(path: string, body: object): Promise<T> {
  const answer = await fetch(`${identity}/${path}?key=demo`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!answer.ok) throw new Error(`${path}: ${answer.status} ${await answer.text()}`);
  return (await answer.json()) as T;
}

/** A Firebase ID token of an account, through the portal's sign-in proxy. */
export async function idToken(email: string, password: string): Promise<string> {
  const { idToken } = await identityCall<{ idToken: string }>('accounts:signInWithPassword', {
    email,
    password,
    returnSecureToken: true,
  });
  return idToken;
}

async function apiCall<T>(
  token: string,
  method: string,
  path: string,
  body: object,
  headers: Record<string, string> = {},
): Promise<T> {
  const answer = await fetch(`${api}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  if (!answer.ok) throw new Error(`${method} ${path}: ${answer.status} ${await answer.text()}`);
  return (await answer.json()) as T;
}

/**
 * A request to the API as one of a fresh firm's accounts: for what a test needs in place but
 * does not test through the screens (an order to approve, say).
 */
export async function callAs<T>(
  who: FreshAccount,
  method: string,
  path: string,
  body: object,
  headers: Record<string, string> = {},
): Promise<T> {
  return apiCall<T>(await idToken(who.email, who.password), method, path, body, headers);
}

/**
 * Empties an account's cart on the server (lines and job), as if it had ordered: the cart
 * follows the user, so a shared demo account would otherwise bring the last test's cart along.
 */
export async function emptyServerCart(email: string, password: string): Promise<void> {
  const token = await idToken(email, password);
  const answer = await fetch(`${api}/cart`, { headers: { authorization: `Bearer ${token}` } });
  if (!answer.ok) throw new Error(`GET /cart: ${answer.status} ${await answer.text()}`);
  const cart = (await answer.json()) as { items: { id: string }[]; job: unknown };
  if (cart.items.length === 0 && cart.job === null) return;
  const now = new Date().toISOString();
  await apiCall(token, 'PUT', '/cart', {
    lines: [],
    removed: cart.items.map((item) => ({ id: item.id, changedAt: now })),
    job: { at: now, job: null },
  });
}

/** Sets the password with the code of the link the portal gave, as the set-password page does. */
async function setPassword(passwordLink: string): Promise<void> {
  const oobCode = new URL(passwordLink).searchParams.get('code');
  if (!oobCode) throw new Error(`Geen code in de link ${passwordLink}`);
  await identityCall('accounts:resetPassword', { oobCode, newPassword: PASSWORD });
}

/** The back-office's token: the demo beheerder acts on the records a test made itself. */
async function backOfficeToken(): Promise<string> {
  const admin = DEMO_ACCOUNTS.find((account) => account.uid === 'demo-beheerder');
  if (!admin) throw new Error('Geen demo-beheerder');
  return idToken(admin.email, DEMO_PASSWORD);
}

/** Makes a new firm with its eigenaar and the colleagues asked for; each can sign in at once. */
export async function freshFirm(
  options: {
    name?: string;
    members?: Exclude<CompanyRole, 'eigenaar'>[];
    role?: Role;
    discount?: number;
    /** Spaarpunten the back-office credits to the eigenaar, with a reason, as an admin would. */
    points?: number;
  } = {},
): Promise<FreshFirm> {
  const tag = randomUUID().slice(0, 8);
  const name = options.name ?? `Testbedrijf ${tag}`;
  const adminToken = await backOfficeToken();
  const owner: FreshAccount = {
    email: `eigenaar-${tag}@e2e.test`,
    password: PASSWORD,
    firstName: 'Eva',
    lastName: `Eigenaar ${tag}`,
  };
  const created = await apiCall<{ user: { id: string }; passwordLink: string }>(
    adminToken,
    'POST',
    '/admin/users',
    {
      email: owner.email,
      firstName: owner.firstName,
      lastName: owner.lastName,
      company: name,
      role: options.role ?? 'installer',
      discount: options.discount ?? 0,
    },
  );
  await setPassword(created.passwordLink);
  if (options.points) {
    await apiCall(adminToken, 'POST', `/admin/users/${created.user.id}/punten`, {
      amount: options.points,
      reason: 'Startsaldo voor de test',
    });
  }
  const firm: FreshFirm = { name, owner, ownerId: created.user.id };
  const ownerToken = await idToken(owner.email, PASSWORD);
  // A Dutch firm orders once its invoices can name it: the owner completes its record.
  await apiCall(ownerToken, 'PUT', '/company', {
    legalName: `${name} B.V.`,
    name,
    kvkNumber: String(10_000_000 + (parseInt(tag, 16) % 89_999_999)),
    invoiceAddress: { street: 'Testweg 1', postcode: '1234 AB', city: 'Utrecht', country: 'NL' },
  });
  for (const role of options.members ?? []) {
    const member: FreshAccount = {
      email: `${role}-${tag}@e2e.test`,
      password: PASSWORD,
      firstName: role === 'inkoper' ? 'Ilse' : 'Mo',
      lastName: `${role === 'inkoper' ? 'Inkoper' : 'Monteur'} ${tag}`,
    };
    const invited = await apiCall<{ passwordLink: string }>(
      ownerToken,
      'POST',
      '/company/members',
      {
        email: member.email,
        companyRole: role,
        limitPerOrderCents: role === 'monteur' ? 100_000 : null,
        limitPerMonthCents: null,
      },
    );
    await setPassword(invited.passwordLink);
    firm[role] = member;
  }
  return firm;
}

/*
 * Records a test acts on, made through the API as the portal's own screens make them, so a
 * test of the back-office, of invoices or of support starts from something of its own.
 */

export interface PlacedOrder {
  id: string;
  number: string;
}

/** Places an order as `buyer`, as the checkout does (an Idempotency-Key per order). */
export async function placedOrder(
  buyer: FreshAccount,
  order: {
    lines: { productId: string; quantity: number }[];
    delivery?: 'bezorgen' | 'afhalen';
    address?: string;
    reference?: string;
    clientId?: string;
  },
): Promise<PlacedOrder> {
  const token = await idToken(buyer.email, buyer.password);
  const answer = await fetch(`${api}/orders`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      'idempotency-key': randomUUID(),
    },
    body: JSON.stringify({
      delivery: 'bezorgen',
      address: 'Kanaalweg 12, 3526 KL Utrecht',
      ...order,
    }),
  });
  if (!answer.ok) throw new Error(`POST /orders: ${answer.status} ${await answer.text()}`);
  const { id, number } = (await answer.json()) as PlacedOrder;
  return { id, number };
}

/**
 * Takes an order through the back-office's steps to `geleverd` (sent whole with PostNL), which
 * invoices it, as an admin would with `Status wijzigen`.
 */
export async function deliveredOrder(order: PlacedOrder): Promise<PlacedOrder> {
  const token = await backOfficeToken();
  const path = `/admin/orders/${encodeURIComponent(order.id)}/status`;
  await apiCall(token, 'PATCH', path, { status: 'in_behandeling' });
  await apiCall(token, 'PATCH', path, {
    status: 'verzonden',
    carrier: 'PostNL',
    trackAndTrace: '3SWARM0012345',
  });
  await apiCall(token, 'PATCH', path, { status: 'geleverd' });
  return order;
}

/** A client of the firm, registered by `by` as the Klanten form does. */
export async function madeClient(
  by: FreshAccount,
  client: { name: string; address?: string; postcode?: string; city?: string },
): Promise<{ id: string; name: string }> {
  const token = await idToken(by.email, by.password);
  const { id } = await apiCall<{ id: string }>(token, 'POST', '/clients', {
    address: 'Lindelaan 14',
    postcode: '3581 BC',
    city: 'Utrecht',
    email: '',
    ...client,
  });
  return { id, name: client.name };
}

/** A support question asked by `by`, as the Klantenservice form sends it. */
export async function askedQuestion(
  by: FreshAccount,
  question: { subject: string; body: string; category?: string },
): Promise<{ id: string }> {
  const token = await idToken(by.email, by.password);
  const { id } = await apiCall<{ id: string }>(token, 'POST', '/tickets', {
    category: 'product',
    ...question,
  });
  return { id };
}

/** Support answers a question in the back-office. */
export async function answeredQuestion(ticket: { id: string }, body: string): Promise<void> {
  const token = await backOfficeToken();
  await apiCall(token, 'POST', `/admin/tickets/${encodeURIComponent(ticket.id)}/messages`, {
    body,
  });
}
