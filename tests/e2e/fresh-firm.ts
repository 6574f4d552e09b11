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

async function idToken(email: string, password: string): Promise<string> {
  const { idToken } = await identityCall<{ idToken: string }>('accounts:signInWithPassword', {
    email,
    password,
    returnSecureToken: true,
  });
  return idToken;
}

async function apiCall<T>(token: string, method: string, path: string, body: object): Promise<T> {
  const answer = await fetch(`${api}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!answer.ok) throw new Error(`${method} ${path}: ${answer.status} ${await answer.text()}`);
  return (await answer.json()) as T;
}

/** Sets the password with the code of the link the portal gave, as the set-password page does. */
async function setPassword(passwordLink: string): Promise<void> {
  const oobCode = new URL(passwordLink).searchParams.get('code');
  if (!oobCode) throw new Error(`Geen code in de link ${passwordLink}`);
  await identityCall('accounts:resetPassword', { oobCode, newPassword: PASSWORD });
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
  const admin = DEMO_ACCOUNTS.find((account) => account.uid === 'demo-beheerder');
  if (!admin) throw new Error('Geen demo-beheerder');
  const adminToken = await idToken(admin.email, DEMO_PASSWORD);
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
  const firm: FreshFirm = { name, owner };
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
