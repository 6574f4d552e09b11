import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handleError } from '../../src-server/errors';
import { authProxy } from '../../src-server/local/auth-proxy';
import { freePort } from '../../src-server/local/ports';

/** A stand-in for the Auth emulator: records what reaches it and allows every origin, as it does. */
let emulator: ServerType;
let emulatorUrl: string;
const reached: string[] = [];

beforeAll(async () => {
  const fake = new Hono().all('*', (c) => {
    reached.push(`${c.req.method} ${new URL(c.req.url).pathname}`);
    c.header('access-control-allow-origin', '*');
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

function portal(target: Promise<string> = Promise.resolve(emulatorUrl)) {
  const app = new Hono().route(
    '/',
    authProxy({ target, allowedOrigins: ['http://127.0.0.1:5180', 'app://warmteportaal'] }),
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
      const response = await app.request(path, post());
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
    expect(reached).toEqual([]);
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
