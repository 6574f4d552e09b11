import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve, type ServerType } from '@hono/node-server';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import { afterAll, afterEach, beforeAll, inject } from 'vitest';
import { createFirebaseAccountService } from '../../src-server/admin/accounts';
import { createApp } from '../../src-server/app';
import { createFirebaseAuthVerifier } from '../../src-server/auth/verifier';
import { createLocalFileStore } from '../../src-server/files/local';
import type { AppDeps } from '../../src-server/env';
import type { FileStore } from '../../src-server/files/port';
import { freePort } from '../../src-server/local/ports';
import type { DocumentData, Storage } from '../../src-server/storage/port';
import { createSqliteStorage } from '../../src-server/storage/sqlite';
import { emulatorSignIn } from './emulator-sign-in';

const projectId = 'demo-warmteportaal-api';
/** Every test account's password. */
export const PASSWORD = 'Geheim123!';

export interface ErrorBody {
  error?: { code: string; message: string; fields?: Record<string, string> };
}

export interface Harness {
  storage: Storage;
  files: FileStore;
  /** The folder behind `files`, to see what really lies on disk. */
  filesDir: string;
  baseUrl: string;
  /**
   * Stops the API's clock at this instant until the test ends, and answers it: a test that
   * compares with today (or this year) reads the same day as the API, even at midnight.
   */
  stopClock(): Date;
  /** The Auth emulator's admin side, for what a test must change behind the API's back. */
  adminAuth(): Auth;
  /** Creates an account with a profile and returns its ID token. */
  user(uid: string, profile?: DocumentData): Promise<string>;
  /** A request to the API with the token, JSON in, the response (typed by the test) out. */
  call<T = ErrorBody>(
    token: string | null,
    method: string,
    path: string,
    body?: unknown,
    extraHeaders?: Record<string, string>,
  ): Promise<{ status: number; json: T & ErrorBody }>;
  /**
   * A request with a raw body on its own connection: the server answers an oversized or
   * refused body before reading it and then drops the connection, which a pooled fetch would
   * reuse. The answer is JSON.
   */
  alone<T = ErrorBody>(
    token: string,
    method: string,
    path: string,
    body: Uint8Array | string,
    contentType: string,
  ): Promise<{ status: number; json: T & ErrorBody }>;
}

/**
 * A real API over HTTP with the real Auth emulator and a temp SQLite file, for one test file.
 * Each file gets its own uid prefix, so accounts never collide in the shared emulator.
 */
export function apiHarness(
  prefix: string,
  /**
   * Settings of the app beyond the defaults (a configured portal address, a proxy rule, a clock
   * of its own: then `stopClock` does not reach the API).
   */
  settings: Partial<Pick<AppDeps, 'portalUrl' | 'behindProxy' | 'clock'>> = {},
): Harness {
  const emulatorHost = inject('authEmulatorHost');
  let firebase: App;
  let server: ServerType;
  let dataDir: string;
  const harness = { baseUrl: '' } as Harness;
  let stoppedAt: number | null = null;
  harness.stopClock = () => {
    stoppedAt = Date.now();
    return new Date(stoppedAt);
  };
  afterEach(() => {
    stoppedAt = null;
  });

  beforeAll(async () => {
    process.env.FIREBASE_AUTH_EMULATOR_HOST = emulatorHost;
    firebase = initializeApp({ projectId }, `${prefix}-${Date.now()}`);
    dataDir = mkdtempSync(join(tmpdir(), `wp-${prefix}-`));
    const storage = createSqliteStorage({ filename: join(dataDir, 'api.sqlite') });
    harness.storage = storage;
    harness.filesDir = join(dataDir, 'files');
    harness.files = createLocalFileStore(harness.filesDir);
    const app = createApp({
      storage,
      catalogue: storage.catalogue,
      advice: storage.catalogue,
      files: harness.files,
      auth: createFirebaseAuthVerifier(firebase),
      accounts: createFirebaseAccountService(firebase),
      clock: { now: () => new Date(stoppedAt ?? Date.now()) },
      allowedOrigins: [],
      ...settings,
    });
    const port = await freePort();
    harness.baseUrl = `http://127.0.0.1:${port}`;
    server = await new Promise((done) => {
      const instance = serve({ fetch: app.fetch, port, hostname: '127.0.0.1' }, () =>
        done(instance),
      );
    });
  });

  afterAll(async () => {
    await new Promise<void>((done) => server.close(() => done()));
    await harness.storage.close();
    await deleteApp(firebase);
    rmSync(dataDir, { recursive: true, force: true });
  });

  harness.adminAuth = () => getAuth(firebase);

  harness.user = async (name, profile = {}) => {
    const uid = `${prefix}-${name}`;
    const email = `${uid}@warmteportaal.test`;
    await getAuth(firebase).createUser({ uid, email, password: PASSWORD });
    await harness.storage.set('users', uid, { email, firstName: name, ...profile });
    return emulatorSignIn(email, PASSWORD);
  };

  harness.call = async <T>(
    token: string | null,
    method: string,
    path: string,
    body?: unknown,
    extraHeaders: Record<string, string> = {},
  ) => {
    const headers: Record<string, string> = { ...extraHeaders };
    if (token) headers.authorization = `Bearer ${token}`;
    let payload: FormData | string | undefined;
    if (body instanceof FormData) payload = body;
    else if (body !== undefined) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(body);
    }
    const response = await fetch(`${harness.baseUrl}${path}`, { method, headers, body: payload });
    const text = await response.text();
    let json: unknown = text;
    try {
      json = JSON.parse(text);
    } catch {
      // Not JSON (a PDF, an empty 204): the text is enough for the tests.
    }
    return { status: response.status, json: json as T & ErrorBody };
  };

  harness.alone = (token, method, path, body, contentType) =>
    sendAlone(`${harness.baseUrl}${path}`, token, method, body, contentType);

  return harness;
}

/**
 * A request with a raw body on its own connection (see `Harness.alone`), to a whole address:
 * for tests that serve the API without the harness too. The answer is JSON.
 */
export function sendAlone<T = ErrorBody>(
  url: string,
  token: string,
  method: string,
  body: Uint8Array | string,
  contentType: string,
): Promise<{ status: number; json: T & ErrorBody }> {
  return new Promise((resolve, reject) => {
    const req = request(url, {
      method,
      agent: false,
      headers: { authorization: `Bearer ${token}`, 'content-type': contentType },
    });
    req.on('response', (response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => (text += chunk.toString()));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, json: JSON.parse(text) }),
      );
    });
    // The server may close while the body is still being sent; the answer has arrived then.
    req.on('error', (error) => (req.writableEnded ? undefined : reject(error)));
    req.end(body);
  });
}
