import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handleError } from '../../src-server/errors';
import { authProxy } from '../../src-server/local/auth-proxy';
import { createIssuedTokens, type IssuedTokens } from '../../src-server/local/issued-tokens';
import { freePort } from '../../src-server/local/ports';

/** A stand-in for the Auth emulator: records what reaches it and allows every origin, as it does. */
let emulator: ServerType;
let emulatorUrl: string;
const reached: string[] = [];
let lastHeaders: string[] = [];
/** What the stand-in answers next; a test may set a failure or tokens. */
let next: { status: number; body: string; type?: string } | null = null;

beforeAll(async () => {
  const fake = new Hono().all('*', (c) => {
    reached.push(`${c.req.method} ${new URL(c.req.url).pathname}`);
    lastHeaders = [...c.req.raw.headers.keys()];
    c.header('access-control-allow-origin', '*');
    c.header('cache-control', 'public, max-age=3600');
    if (next) {
      const { status, body, type } = next;
      next = null;
      return new Response(body, {
        status,
        headers: { 'content-type': type ?? 'application/json', 'access-control-allow-origin': '*' },
      });
    }
    return c.json({ ok: true });
  });
  const port = await freePort();
  emulatorUrl = `http://127.0.0.1:${port}`;
  emulator = await new Promise((done) => {
    const instance = serve({ fetch: fake.fetch, port, hostname: '127.0.0.1' }, () =>
      done(instance),
    );
  });
});
afterAll(() => new Promise<void>((done) => emulator.close(() => done())));

function portal(target: Promise<string> = Promise.resolve(emulatorUrl), issued?: IssuedTokens) {
  const app = new Hono().route(
    '/',
    authProxy({ target, allowedOrigins: ['http://127.0.0.1:5180', 'app://warmteportaal'], issued }),
  );
  app.onError(handleError);
  return app;
}

const SIGN_IN = '/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo';
const post = (body = '{}', headers: Record<string, string> = {}) => ({
  method: 'POST',
  body,
  headers: { 'content-type': 'application/json', ...headers },
});

describe('the local portal in front of the Auth emulator', () => {
  it('forwards the calls the Firebase SDK makes, without the emulator’s open CORS', async () => {
    reached.length = 0;
    const app = portal();
    for (const path of [
      SIGN_IN,
      '/identitytoolkit.googleapis.com/v1/accounts:lookup?key=demo',
      '/identitytoolkit.googleapis.com/v1/accounts:update?key=demo',
      '/securetoken.googleapis.com/v1/token?key=demo',
    ]) {
      // The SDK refreshes a token with a form, as securetoken wants it.
      const response = await app.request(
        path,
        path.startsWith('/securetoken.')
          ? {
              method: 'POST',
              body: 'grant_type=refresh_token&refresh_token=r',
              headers: { 'content-type': 'application/x-www-form-urlencoded' },
            }
          : post(),
      );
      expect(response.status, path).toBe(200);
      expect(response.headers.get('access-control-allow-origin')).toBeNull();
    }
    expect(reached).toHaveLength(4);
  });

  it('refuses the emulator’s admin interface and everything not on the list', async () => {
    reached.length = 0;
    const app = portal();
    const owner = await app.request(
      '/identitytoolkit.googleapis.com/v1/projects/demo-warmteportaal/accounts:query',
      post('{}', { authorization: 'Bearer owner' }),
    );
    expect(owner.status).toBe(403);
    expect(((await owner.json()) as { error: { code: string } }).error.code).toBe('geen_toegang');
    expect((await app.request(SIGN_IN, post('{}', { authorization: 'Bearer owner' }))).status).toBe(
      403,
    );
    expect((await app.request('/emulator/v1/projects/demo-warmteportaal/accounts')).status).toBe(
      403,
    );
    const unlisted = await app.request(
      '/identitytoolkit.googleapis.com/v1/projects/demo-warmteportaal/accounts:batchGet',
    );
    expect(unlisted.status).toBe(404);
    // The portal signs nobody up: it creates every account itself.
    const signUp = await app.request(
      '/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo',
      post(),
    );
    expect(signUp.status).toBe(404);
    expect(reached).toEqual([]);
  });

  it('passes on what the SDK sends, none of the browser’s own headers', async () => {
    const app = portal();
    const answer = await app.request(
      SIGN_IN,
      post('{}', {
        origin: 'http://127.0.0.1:5180',
        referer: 'http://127.0.0.1:5180/login',
        cookie: 'a=b',
        'sec-fetch-site': 'same-origin',
        'sec-fetch-mode': 'cors',
        'x-client-version': 'Chrome/JsCore/12/FirebaseCore-web',
        'x-firebase-gmpid': '1:2:web:3',
      }),
    );
    expect(answer.status).toBe(200);
    expect(lastHeaders).toEqual(
      expect.arrayContaining(['content-type', 'x-client-version', 'x-firebase-gmpid']),
    );
    // (Node's fetch adds a `sec-fetch-mode` of its own; `sec-fetch-site` is what marks a page.)
    for (const name of ['origin', 'referer', 'cookie', 'sec-fetch-site']) {
      expect(lastHeaders).not.toContain(name);
    }
  });

  it('lets the portal’s own origins in and no other', async () => {
    const app = portal();
    const desktop = await app.request(SIGN_IN, post('{}', { origin: 'app://warmteportaal' }));
    expect(desktop.status).toBe(200);
    expect(desktop.headers.get('access-control-allow-origin')).toBe('app://warmteportaal');
    const foreign = await app.request(SIGN_IN, post('{}', { origin: 'https://evil.example' }));
    expect(foreign.status).toBe(403);
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('lets sign-in wait for the emulator, and says so in Dutch when it never came', async () => {
    let start: (url: string) => void = () => undefined;
    const waiting = portal(new Promise((resolve) => (start = resolve)));
    const pending = waiting.request(SIGN_IN, post());
    start(emulatorUrl);
    expect((await pending).status).toBe(200);
    const failed = portal(Promise.reject(new Error('emulator stopte')));
    const answer = await failed.request(SIGN_IN, post());
    expect(answer.status).toBe(503);
    expect(((await answer.json()) as { error: { message: string } }).error.message).toBe(
      'Inloggen is nu niet mogelijk.',
    );
  });
});

/** A token as the emulator writes them, expiring `seconds` from now. */
function token(name: string, seconds = 3600): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const exp = Math.floor(Date.now() / 1000) + seconds;
  return `${part({ alg: 'none' })}.${part({ sub: name, exp })}.`;
}

describe('what the proxy answers', () => {
  it('never passes an upstream 5xx on, and answers a typeless body itself', async () => {
    const app = portal();
    next = {
      status: 500,
      body: 'Error: Cannot read properties of undefined\n    at stack',
      type: 'text/html',
    };
    const failed = await app.request(SIGN_IN, post());
    expect(failed.status).toBe(502);
    expect(await failed.json()).toEqual({
      error: {
        code: 'inlogdienst_fout',
        message: 'De inlogdienst gaf een fout. Probeer het opnieuw.',
      },
    });
    expect(failed.headers.get('cache-control')).toBe('no-store');

    reached.length = 0;
    const typeless = await app.request(SIGN_IN, { method: 'POST', body: '{}' });
    expect(typeless.status).toBe(400);
    expect(reached).toEqual([]);
  });

  it('marks every answer no-store, the emulator’s own cache header dropped', async () => {
    const app = portal();
    for (const [path, init] of [
      [SIGN_IN, post()],
      ['/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo', post()],
      ['/emulator/v1/projects/x/accounts', {}],
      [SIGN_IN, post('{}', { origin: 'https://evil.example' })],
    ] as const) {
      const answer = await app.request(path, init);
      expect(answer.headers.get('cache-control'), path).toBe('no-store');
    }
  });

  it('records the ID tokens it hands out, and only those', async () => {
    const issued = createIssuedTokens({ clock: { now: () => new Date() } });
    const app = portal(Promise.resolve(emulatorUrl), issued);
    const signedIn = token('sign-in');
    next = { status: 200, body: JSON.stringify({ idToken: signedIn, refreshToken: 'r' }) };
    expect((await app.request(SIGN_IN, post())).status).toBe(200);
    const refreshed = token('refresh');
    next = { status: 200, body: JSON.stringify({ id_token: refreshed, access_token: refreshed }) };
    const refresh = await app.request('/securetoken.googleapis.com/v1/token?key=demo', {
      method: 'POST',
      body: 'grant_type=refresh_token&refresh_token=r',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(refresh.status).toBe(200);
    expect(issued.has(signedIn)).toBe(true);
    expect(issued.has(refreshed)).toBe(true);
    expect(issued.has(token('never-handed-out'))).toBe(false);
    // A refused answer teaches it nothing.
    const failed = token('failed');
    next = { status: 500, body: JSON.stringify({ idToken: failed }) };
    await app.request(SIGN_IN, post());
    expect(issued.has(failed)).toBe(false);
  });

  it('never passes on a password: accounts:lookup answers without passwordHash or salt', async () => {
    next = {
      status: 200,
      body: JSON.stringify({
        kind: 'identitytoolkit#GetAccountInfoResponse',
        users: [
          {
            localId: 'u1',
            email: 'jan@warmteportaal.test',
            passwordHash: 'fakeHash:salt=fakeSaltAbc:password=Geheim123!',
            salt: 'fakeSaltAbc',
            passwordUpdatedAt: 1,
          },
        ],
      }),
    };
    const lookup = await portal().request(
      '/identitytoolkit.googleapis.com/v1/accounts:lookup?key=demo',
      post('{"idToken":"t"}'),
    );
    expect(lookup.status).toBe(200);
    const text = await lookup.text();
    expect(text).not.toContain('Geheim123!');
    expect(text).not.toContain('passwordHash');
    expect(JSON.parse(text)).toMatchObject({
      users: [{ localId: 'u1', email: 'jan@warmteportaal.test', passwordUpdatedAt: 1 }],
    });
  });

  it('answers an empty or incomplete token-refresh form with a Dutch 400, not a 502', async () => {
    const refresh = (body: string) =>
      portal().request('/securetoken.googleapis.com/v1/token?key=demo', {
        method: 'POST',
        body,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
    const before = reached.length;
    for (const body of [
      '',
      'grant_type=refresh_token',
      'refresh_token=r',
      'grant_type=x&refresh_token=r',
    ]) {
      const answer = await refresh(body);
      expect({ body, status: answer.status }).toEqual({ body, status: 400 });
      expect(((await answer.json()) as { error: { message: string } }).error.message).toBe(
        'De aanvraag aan de inlogdienst is ongeldig.',
      );
    }
    expect(reached.length).toBe(before);
    expect((await refresh('grant_type=refresh_token&refresh_token=r')).status).toBe(200);
  });

  it('refuses deeply nested JSON before the emulator parses it', async () => {
    const before = reached.length;
    const nested = '{"idToken":' + '['.repeat(20_000) + ']'.repeat(20_000) + '}';
    const answer = await portal().request(
      '/identitytoolkit.googleapis.com/v1/accounts:lookup?key=demo',
      post(nested),
    );
    expect(answer.status).toBe(400);
    expect(reached.length).toBe(before);
  });
});
