import { noFiles } from '../unit/no-files';
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src-server/app';
import { createFirebaseAuthVerifier } from '../../src-server/auth/verifier';
import { freePort } from '../../src-server/local/ports';
import { startLocalPortal, type LocalPortal } from '../../src-server/local/portal';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../src-server/seed/accounts';
import { createSqliteStorage } from '../../src-server/storage/sqlite';

/**
 * The local portal as `npm start` runs it (its own Auth emulator, the auth proxy, the API on
 * SQLite), probed as an outside attacker did: forged tokens, DNS rebinding, the emulator's own
 * port from a foreign page, sign-up, profile-less writes, odd bodies and slow senders.
 */
const projectId = 'demo-warmteportaal-seclocal';
const REQUEST_TIMEOUT_MS = 1500;
const EVIL = 'https://evil.example';

let portal: LocalPortal;
let dataDir: string;
let firebase: App;
let port: number;

const admin = DEMO_ACCOUNTS.find((account) => account.profile.role === 'admin');

interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
}

/** One request on its own connection, with any Host and headers (fetch cannot set Host). */
function raw(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = request(url, {
      method: options.method ?? 'GET',
      agent: false,
      headers: options.headers,
    });
    req.on('response', (response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => (text += chunk.toString()));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, text }),
      );
    });
    req.on('error', reject);
    req.end(options.body);
  });
}

/** JSON as the renderer posts it: a browser adds its Origin and Sec-Fetch headers. */
const postJson = (url: string, body: object) =>
  fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(url.startsWith(portal.url)
        ? { origin: portal.url, 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'cors' }
        : {}),
    },
    body: JSON.stringify(body),
  });

const SIGN_IN = '/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo';

/** Signs in through the portal, or at `base` (the emulator itself). */
async function signIn(email: string, password: string, base = portal.url) {
  const response = await postJson(`${base}${SIGN_IN}`, {
    email,
    password,
    returnSecureToken: true,
  });
  const body = (await response.json()) as { idToken?: string; refreshToken?: string };
  if (!body.idToken || !body.refreshToken)
    throw new Error(`Inloggen mislukt: ${JSON.stringify(body)}`);
  return { response, idToken: body.idToken, refreshToken: body.refreshToken };
}

function api(
  token: string | null,
  method: string,
  path: string,
  body?: RequestInit['body'] | object,
) {
  const headers = new Headers();
  if (token) headers.set('authorization', `Bearer ${token}`);
  let payload: RequestInit['body'] | undefined;
  if (body instanceof FormData || typeof body === 'string') payload = body;
  else if (body !== undefined) {
    headers.set('content-type', 'application/json');
    payload = JSON.stringify(body);
  }
  return fetch(`${portal.url}${path}`, { method, headers, body: payload });
}

/** An unsigned token as the Auth emulator makes them, naming whoever the writer likes. */
function forge(uid: string, email: string): string {
  const now = Math.floor(Date.now() / 1000);
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'none', typ: 'JWT' })}.${part({
    iss: `https://securetoken.google.com/${projectId}`,
    aud: projectId,
    auth_time: now,
    user_id: uid,
    sub: uid,
    iat: now,
    exp: now + 3600,
    email,
    email_verified: true,
    firebase: { identities: { email: [email] }, sign_in_provider: 'password' },
  })}.`;
}

let startingHealth: { answer: unknown; readyAfter: boolean };

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'wp-seclocal-'));
  port = await freePort();
  portal = await startLocalPortal({
    port,
    authEmulatorPort: await freePort(),
    dataDir,
    projectId,
    persistAccounts: false,
    requestTimeoutMs: REQUEST_TIMEOUT_MS,
  });
  // What the portal says of sign-in before its Auth emulator is ready, and whether it was.
  let ready = false;
  void portal.ready.then(() => (ready = true));
  const health = await fetch(`${portal.url}/api/health`);
  startingHealth = { answer: await health.json(), readyAfter: ready };
  await portal.ready;
  // The portal pointed FIREBASE_AUTH_EMULATOR_HOST at its own emulator.
  firebase = initializeApp({ projectId }, `seclocal-${Date.now()}`);
});

afterAll(async () => {
  await deleteApp(firebase);
  await portal.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the local portal while it starts', () => {
  it('says sign-in is starting until its Auth emulator and demo accounts are ready', async () => {
    if (!startingHealth.readyAfter) {
      expect(startingHealth.answer).toEqual({ ok: true, signIn: 'starting' });
    }
    const now = await fetch(`${portal.url}/api/health`);
    expect(await now.json()).toEqual({ ok: true, signIn: 'ready' });
  });
});

describe('tokens on the local portal', () => {
  it('refuses a forged alg:none admin token with 401 on every admin route', async () => {
    if (!admin) throw new Error('Geen demo-beheerder');
    const forged = forge(admin.uid, admin.email);
    // firebase-admin on the emulator takes it: the portal's own check is what stands.
    await expect(createFirebaseAuthVerifier(firebase).verifyIdToken(forged)).resolves.toEqual({
      uid: admin.uid,
      email: admin.email,
    });

    // Read from the router itself, so an admin endpoint added later is covered too.
    const storage = createSqliteStorage({ filename: ':memory:' });
    const routes = createApp({
      storage,
      files: noFiles(),
      auth: { verifyIdToken: () => Promise.reject(new Error('niet gebruikt')) },
      clock: { now: () => new Date() },
      allowedOrigins: [],
    }).routes;
    await storage.close();
    const endpoints = [
      ...new Set(
        routes
          .filter((r) => r.path.startsWith('/api/admin/') && r.method !== 'ALL')
          .map((r) => `${r.method} ${r.path.replace(/:[A-Za-z]+/g, 'x')}`),
      ),
    ];
    expect(endpoints.length).toBeGreaterThanOrEqual(20);
    for (const endpoint of endpoints) {
      const [method = 'GET', path = ''] = endpoint.split(' ');
      const answer = await api(forged, method, path, method === 'GET' ? undefined : {});
      expect(answer.status, endpoint).toBe(401);
      const body = (await answer.json()) as { error: { message: string } };
      expect(body.error.message).toBe('Je bent niet ingelogd. Log opnieuw in.');
    }
  });

  it('takes the tokens its proxy handed out: sign-in, refresh and password change', async () => {
    if (!admin) throw new Error('Geen demo-beheerder');
    const { idToken } = await signIn(admin.email, DEMO_PASSWORD);
    expect((await api(idToken, 'GET', '/api/admin/users')).status).toBe(200);

    // A token from the emulator itself is unknown until a refresh through the portal.
    const { refreshToken } = await signIn(admin.email, DEMO_PASSWORD, portal.authEmulatorUrl);
    const refreshed = await fetch(`${portal.url}/securetoken.googleapis.com/v1/token?key=demo`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: portal.url,
        'sec-fetch-site': 'same-origin',
      },
      body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: refreshToken }),
    });
    expect(refreshed.status).toBe(200);
    expect(refreshed.headers.get('cache-control')).toBe('no-store');
    const { id_token: fresh } = (await refreshed.json()) as { id_token: string };
    expect((await api(fresh, 'GET', '/api/admin/users')).status).toBe(200);

    const email = `wachtwoord-${Date.now()}@warmteportaal.test`;
    await getAuth(firebase).createUser({ email, password: 'OudGeheim2026!' });
    const first = await signIn(email, 'OudGeheim2026!');
    // A real user changes the password some time after signing in: at least in a later second,
    // which is what the emulator's revocation check compares (see signedInAgain).
    const signedInAt = Math.floor(Date.now() / 1000);
    await expect
      .poll(() => Math.floor(Date.now() / 1000), { interval: 50 })
      .toBeGreaterThan(signedInAt);
    const changed = await postJson(
      `${portal.url}/identitytoolkit.googleapis.com/v1/accounts:update?key=demo`,
      { idToken: first.idToken, password: 'NieuwGeheim2026!', returnSecureToken: true },
    );
    expect(changed.status).toBe(200);
    const { idToken: afterChange } = (await changed.json()) as { idToken: string };
    expect((await api(afterChange, 'GET', '/api/tickets')).status).toBe(200);
  });

  it('refuses a token the emulator made for someone who did not sign in through the portal', async () => {
    const email = `omweg-${Date.now()}@warmteportaal.test`;
    await getAuth(firebase).createUser({ email, password: 'Geheim2026!' });
    const { idToken } = await signIn(email, 'Geheim2026!', portal.authEmulatorUrl);
    expect((await api(idToken, 'GET', '/api/tickets')).status).toBe(401);
  });
});

describe('the portal under a rebound name', () => {
  it('answers 421 to every Host but its own loopback names', async () => {
    for (const path of [
      '/api/health',
      '/api/admin/users',
      '/',
      '/identitytoolkit.googleapis.com/v2/recaptchaConfig',
    ]) {
      for (const host of [
        `evil.example:${port}`,
        'evil.example',
        `127.0.0.1:${port + 1}`,
        `localhost.evil.example:${port}`,
      ]) {
        const answer = await raw(`${portal.url}${path}`, { headers: { host } });
        expect(answer.status, `${host} ${path}`).toBe(421);
        expect(JSON.parse(answer.text)).toMatchObject({ error: { code: 'verkeerd_adres' } });
      }
    }
    for (const host of [`127.0.0.1:${port}`, `localhost:${port}`, `[::1]:${port}`]) {
      expect((await raw(`${portal.url}/api/health`, { headers: { host } })).status, host).toBe(200);
    }
  });
});

describe('the Auth emulator’s own port', () => {
  it('gives a foreign page no readable answer: no preflight grant, no Bearer owner', async () => {
    const accounts = `${portal.authEmulatorUrl}/identitytoolkit.googleapis.com/v1/projects/${projectId}/accounts:query`;
    const preflight = await raw(accounts, {
      method: 'OPTIONS',
      headers: {
        origin: EVIL,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization, content-type',
        'access-control-request-private-network': 'true',
      },
    });
    expect(preflight.status).toBe(403);
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    expect(preflight.headers['access-control-allow-private-network']).toBeUndefined();

    const owner = await raw(accounts, {
      method: 'POST',
      headers: { origin: EVIL, authorization: 'Bearer owner', 'content-type': 'application/json' },
      body: '{}',
    });
    expect(owner.status).toBe(403);
    expect(owner.headers['access-control-allow-origin']).toBeUndefined();
    expect(owner.text).not.toContain('passwordHash');

    // A page without CORS (a form post) and a rebound name fare no better.
    const listed = `${portal.authEmulatorUrl}/emulator/v1/projects/${projectId}/accounts`;
    const pages: Record<string, string>[] = [
      { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'no-cors' },
      { host: `evil.example:${new URL(portal.authEmulatorUrl).port}` },
    ];
    for (const headers of pages) {
      expect(
        (await raw(listed, { headers: { authorization: 'Bearer owner', ...headers } })).status,
      ).toBe(403);
    }
  });
});

describe('only real users write', () => {
  it('closes sign-up through the proxy', async () => {
    const answer = await postJson(
      `${portal.url}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo`,
      { email: 'nieuw-hier@warmteportaal.test', password: 'Geheim2026!', returnSecureToken: true },
    );
    expect(answer.status).toBe(404);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    await expect(
      getAuth(firebase).getUserByEmail('nieuw-hier@warmteportaal.test'),
    ).rejects.toThrow();
  });

  it('lets an account without a profile look but not write, in Dutch', async () => {
    const email = `zonder-profiel-${Date.now()}@warmteportaal.test`;
    await getAuth(firebase).createUser({ email, password: 'Geheim2026!' });
    const { idToken } = await signIn(email, 'Geheim2026!');
    expect((await api(idToken, 'GET', '/api/tickets')).status).toBe(200);

    const ticket = new FormData();
    ticket.set('subject', 'Vraag');
    ticket.set('body', 'Mag ik iets vragen?');
    ticket.append(
      'attachments',
      new Blob(['x'.repeat(1000)], { type: 'application/pdf' }),
      'a.pdf',
    );
    const reply = new FormData();
    reply.set('body', 'Nog een vraag');
    const writes: [string, string, RequestInit['body'] | object][] = [
      ['POST', '/api/tickets', ticket],
      ['POST', '/api/tickets/x/messages', reply],
      [
        'POST',
        '/api/clients',
        { name: 'Familie Jansen', address: 'Dorpsstraat 1, 1234 AB Ergens' },
      ],
      ['POST', '/api/calculator/calculations', { name: 'Woning', input: {} }],
      ['POST', '/api/orders', { lines: [] }],
    ];
    for (const [method, path, body] of writes) {
      const answer = await api(idToken, method, path, body);
      expect(answer.status, path).toBe(403);
      const error = ((await answer.json()) as { error: { code: string; message: string } }).error;
      expect(error.code).toBe('geen_profiel');
      expect(error.message).toMatch(/geen profiel bij Warmteportaal/);
    }
  });
});

describe('the auth proxy’s answers', () => {
  it('answers a body without a type with a Dutch 400 instead of the emulator’s 500', async () => {
    const answer = await raw(`${portal.url}${SIGN_IN}`, {
      method: 'POST',
      body: '{"email":"a@b.nl"}',
    });
    expect(answer.status).toBe(400);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(JSON.parse(answer.text)).toEqual({
      error: { code: 'ongeldige_invoer', message: 'De aanvraag aan de inlogdienst is ongeldig.' },
    });
  });

  it('keeps sign-in answers and refusals out of every cache', async () => {
    if (!admin) throw new Error('Geen demo-beheerder');
    const { response } = await signIn(admin.email, DEMO_PASSWORD);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const wrong = await postJson(`${portal.url}${SIGN_IN}`, {
      email: admin.email,
      password: 'fout',
      returnSecureToken: true,
    });
    expect(wrong.status).toBe(400);
    expect(wrong.headers.get('cache-control')).toBe('no-store');
    const emulator = await fetch(`${portal.url}/emulator/v1/projects/${projectId}/accounts`);
    expect(emulator.status).toBe(403);
    expect(emulator.headers.get('cache-control')).toBe('no-store');
  });
});

describe('bodies that cost the server', () => {
  it('refuses a JSON nesting bomb with 400 before parsing it', async () => {
    if (!admin) throw new Error('Geen demo-beheerder');
    const { idToken } = await signIn(admin.email, DEMO_PASSWORD);
    const levels = 400_000;
    const bomb = `${'['.repeat(levels)}${']'.repeat(levels)}`;
    const answer = await fetch(`${portal.url}/api/clients`, {
      method: 'POST',
      headers: { authorization: `Bearer ${idToken}`, 'content-type': 'application/json' },
      body: bomb,
    });
    expect(answer.status).toBe(400);
    expect(((await answer.json()) as { error: { message: string } }).error.message).toBe(
      'De invoer is te diep genest: het maximum is 32 niveaus.',
    );
    // Anonymous too, and on a route that reads no body at all.
    const anonymous = await api(null, 'POST', '/api/forms/contact', bomb);
    expect(anonymous.status).toBe(400);
    // And the portal goes on answering: the bombs cost it no parse.
    expect((await fetch(`${portal.url}/api/health`)).status).toBe(200);
  });

  // Without the portal's request timeout both sockets below stay open and the test times out.
  it('closes a request whose body never finishes', async () => {
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.write(
          `POST /api/forms/contact HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n` +
            'Content-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"naam":',
        );
      });
      let text = '';
      socket.on('data', (chunk: Buffer) => (text += chunk.toString()));
      socket.on('close', () => resolve(text));
      socket.on('error', reject);
    });
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
  });

  it('closes a connection whose headers never finish', async () => {
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.write(`GET /api/health HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nX-Traag: ja`);
      });
      let text = '';
      socket.on('data', (chunk: Buffer) => (text += chunk.toString()));
      socket.on('close', () => resolve(text));
      socket.on('error', reject);
    });
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
  });
});
