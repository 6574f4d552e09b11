import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve, type ServerType } from '@hono/node-server';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createApp } from '../../src-server/app';
import { createFirebaseAuthVerifier } from '../../src-server/auth/verifier';
import { createLocalFileStore } from '../../src-server/files/local';
import { freePort } from '../../src-server/local/ports';
import { createSqliteStorage } from '../../src-server/storage/sqlite';
import type { Storage } from '../../src-server/storage/port';

const projectId = 'demo-warmteportaal-api';
const emulatorHost = inject('authEmulatorHost');
let firebase: App;
let storage: Storage;
let server: ServerType;
let baseUrl: string;
let dataDir: string;

async function signIn(email: string, password: string): Promise<string> {
  const response = await fetch(
    `http://${emulatorHost}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  );
  const body = (await response.json()) as { idToken?: string };
  if (!body.idToken) throw new Error(`Sign-in failed: ${JSON.stringify(body)}`);
  return body.idToken;
}

beforeAll(async () => {
  process.env.FIREBASE_AUTH_EMULATOR_HOST = emulatorHost;
  firebase = initializeApp({ projectId }, `api-${Date.now()}`);
  dataDir = mkdtempSync(join(tmpdir(), 'wp-api-'));
  storage = createSqliteStorage({ filename: join(dataDir, 'api.sqlite') });
  const app = createApp({
    storage,
    files: createLocalFileStore(join(dataDir, 'files')),
    auth: createFirebaseAuthVerifier(firebase),
    clock: { now: () => new Date() },
    allowedOrigins: [],
  });
  const port = await freePort();
  baseUrl = `http://127.0.0.1:${port}`;
  server = await new Promise((done) => {
    const instance = serve({ fetch: app.fetch, port, hostname: '127.0.0.1' }, () => done(instance));
  });

  const auth = getAuth(firebase);
  await auth.createUser({
    uid: 'api-installer',
    email: 'api@warmteportaal.test',
    password: 'Geheim123!',
  });
  await auth.createUser({
    uid: 'api-zonder-profiel',
    email: 'leeg@warmteportaal.test',
    password: 'Geheim123!',
  });
  await storage.set('users', 'api-installer', {
    email: 'api@warmteportaal.test',
    firstName: 'Pim',
    company: 'Pim Installaties',
    discount: 5,
  });
});

afterAll(async () => {
  await new Promise<void>((done) => server.close(() => done()));
  await storage.close();
  await deleteApp(firebase);
  rmSync(dataDir, { recursive: true, force: true });
});

describe('GET /api/me over HTTP with the Auth emulator', () => {
  it('returns the signed-in user their own profile', async () => {
    const token = await signIn('api@warmteportaal.test', 'Geheim123!');
    const response = await fetch(`${baseUrl}/api/me`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      id: 'api-installer',
      email: 'api@warmteportaal.test',
      firstName: 'Pim',
      company: 'Pim Installaties',
      discount: 5,
    });
  });

  it('answers 401 without a token and with a forged one', async () => {
    expect((await fetch(`${baseUrl}/api/me`)).status).toBe(401);
    const forged = await fetch(`${baseUrl}/api/me`, {
      headers: { authorization: 'Bearer eyJhbGciOiJub25lIn0.e30.' },
    });
    expect(forged.status).toBe(401);
    expect(((await forged.json()) as { error: { message: string } }).error.message).toBe(
      'Je bent niet ingelogd. Log opnieuw in.',
    );
  });

  it('answers 404 with a Dutch message for an account without a profile', async () => {
    const token = await signIn('leeg@warmteportaal.test', 'Geheim123!');
    const response = await fetch(`${baseUrl}/api/me`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(404);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe(
      'profiel_niet_gevonden',
    );
  });

  it('a deleted account can no longer sign in', async () => {
    const auth = getAuth(firebase);
    await auth.createUser({
      uid: 'api-weg',
      email: 'weg@warmteportaal.test',
      password: 'Geheim123!',
    });
    const token = await signIn('weg@warmteportaal.test', 'Geheim123!');
    await storage.set('users', 'api-weg', { email: 'weg@warmteportaal.test' });
    expect(
      (await fetch(`${baseUrl}/api/me`, { headers: { authorization: `Bearer ${token}` } })).status,
    ).toBe(200);
    await auth.deleteUser('api-weg');
    // verifyIdToken does not check revocation; the token stays valid until it expires.
    // What must hold is that a new sign-in is impossible.
    await expect(signIn('weg@warmteportaal.test', 'Geheim123!')).rejects.toThrow();
  });
});
