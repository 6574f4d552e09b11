import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import { inject } from 'vitest';
import { createFirebaseAuthVerifier } from '../../src-server/auth/verifier';
import { serveLocalApi } from '../../src-server/local/serve-local';
import type { Storage } from '../../src-server/storage/port';
import { emulatorSignIn } from './emulator-sign-in';

export interface ApiServer {
  baseUrl: string;
  storage: Storage;
  auth: Auth;
  dataDir: string;
  /** Signs in at the Auth emulator and returns the ID token. */
  signIn(email: string, password: string): Promise<string>;
  stop(): Promise<void>;
}

/** The real API on a socket, on a temp SQLite file, with the tests' Auth emulator. */
export async function startApiServer(name: string): Promise<ApiServer> {
  const emulatorHost = inject('authEmulatorHost');
  process.env.FIREBASE_AUTH_EMULATOR_HOST = emulatorHost;
  const firebase: App = initializeApp(
    { projectId: 'demo-warmteportaal-api' },
    `${name}-${Date.now()}`,
  );
  const dataDir = mkdtempSync(join(tmpdir(), `wp-${name}-`));
  const api = await serveLocalApi(dataDir, createFirebaseAuthVerifier(firebase));
  return {
    baseUrl: api.url,
    storage: api.storage,
    auth: getAuth(firebase),
    dataDir,
    signIn: emulatorSignIn,
    async stop() {
      await api.stop();
      await deleteApp(firebase);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
