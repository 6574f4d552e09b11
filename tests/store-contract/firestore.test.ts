import { FirestoreServer } from '@firestore-emulator/server';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll } from 'vitest';
import { createFirestoreStorage } from '../../src-server/storage/firestore';
import { freePort } from '../../src-server/local/ports';
import { describeStorageContract } from './contract';

/**
 * Runs the contract against the Firestore adapter. By default it starts the in-process
 * emulator of @firestore-emulator/server; where FIRESTORE_EMULATOR_HOST is set (the official
 * emulator), it uses that one instead.
 */
const external = process.env.FIRESTORE_EMULATOR_HOST;
let server: FirestoreServer | undefined;
let app: App;
let db: Firestore;

beforeAll(async () => {
  if (!external) {
    server = new FirestoreServer();
    const port = await freePort();
    await server.start(port);
    process.env.FIRESTORE_EMULATOR_HOST = `127.0.0.1:${port}`;
  }
  app = initializeApp({ projectId: 'demo-warmteportaal-contract' }, `contract-${Date.now()}`);
  db = getFirestore(app);
});

afterAll(async () => {
  await db?.terminate();
  if (app) await deleteApp(app);
  server?.stop();
  if (!external) delete process.env.FIRESTORE_EMULATOR_HOST;
});

describeStorageContract(
  'firestore',
  async () => {
    if (server) server.state.clear();
    else await clearExternalEmulator();
    // The adapter's close() would end the shared client; the suite ends it once in afterAll.
    return { storage: createFirestoreStorage(db), dispose: async () => undefined };
  },
  inProcessGaps(),
);

/** Where the in-process emulator differs from Firestore; the official emulator has no gaps. */
function inProcessGaps() {
  if (external) return {};
  return {
    'set-replaces':
      '@firestore-emulator/server merges on set(); Firestore itself replaces the document',
    'transaction-isolation':
      '@firestore-emulator/server does not isolate concurrent transactions; Firestore does',
    'start-after':
      '@firestore-emulator/server ignores startAfter with a document reference; Firestore pages by it',
  };
}

async function clearExternalEmulator(): Promise<void> {
  const host = process.env.FIRESTORE_EMULATOR_HOST;
  const response = await fetch(
    `http://${host}/emulator/v1/projects/demo-warmteportaal-contract/databases/(default)/documents`,
    { method: 'DELETE' },
  );
  if (!response.ok) throw new Error(`Could not clear the Firestore emulator: ${response.status}`);
}
