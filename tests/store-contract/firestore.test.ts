import { FirestoreServer } from '@firestore-emulator/server';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, inject } from 'vitest';
import { clearFirestoreEmulator } from '../../scripts/firestore-emulator';
import { createFirestoreStorage } from '../../src-server/storage/firestore';
import { createFirestoreCatalogue } from '../../src-server/storage/firestore-catalogue';
import { freePort } from '../../src-server/local/ports';
import { describeCatalogueContract } from './catalogue-contract';
import { describeStorageContract } from './contract';

/**
 * Runs the contract against the Firestore adapter on the official Cloud Firestore emulator,
 * which tests/firestore/global-setup.ts starts once. Where it cannot run (no Google Cloud CLI),
 * the in-process emulator of @firestore-emulator/server stands in, with its known gaps skipped.
 */
const PROJECT_ID = 'demo-warmteportaal-contract';
const official = inject('firestoreEmulatorHost');
let server: FirestoreServer | undefined;
let host = official;
let app: App;
let db: Firestore;

beforeAll(async () => {
  if (!official) {
    console.warn(
      `[store-contract:firestore] in-process emulator, want ${inject('firestoreEmulatorAbsent')}`,
    );
    server = new FirestoreServer();
    const port = await freePort();
    await server.start(port);
    host = `127.0.0.1:${port}`;
  }
  process.env.FIRESTORE_EMULATOR_HOST = host;
  app = initializeApp({ projectId: PROJECT_ID }, `contract-${Date.now()}`);
  db = getFirestore(app);
});

afterAll(async () => {
  await db?.terminate();
  if (app) await deleteApp(app);
  server?.stop();
});

describeStorageContract(
  official ? 'firestore (officiële emulator)' : 'firestore (in-process emulator)',
  async () => {
    if (server) server.state.clear();
    else await clearFirestoreEmulator(host, PROJECT_ID);
    // The adapter's close() would end the shared client; the suite ends it once in afterAll.
    return { storage: createFirestoreStorage(db), dispose: async () => undefined };
  },
  official ? {} : inProcessGaps(),
);

describeCatalogueContract(
  official ? 'firestore (officiële emulator)' : 'firestore (in-process emulator)',
  async () => {
    if (server) server.state.clear();
    else await clearFirestoreEmulator(host, PROJECT_ID);
    return { storage: createFirestoreStorage(db), adapters: {}, dispose: async () => undefined };
  },
);

if (official) {
  describeCatalogueContract('firestore index (officiële emulator)', async () => {
    await clearFirestoreEmulator(host, PROJECT_ID);
    const catalogue = createFirestoreCatalogue(db, { log: () => undefined });
    return {
      storage: createFirestoreStorage(db),
      adapters: { catalogue, advice: catalogue },
      indexed: () => catalogue.rebuild(),
      dispose: async () => undefined,
    };
  });
} else {
  console.warn(
    '[catalogue-contract:firestore] de index op Firestore draait alleen op de officiële emulator (meerdere ongelijkheden, array-contains-any)',
  );
}

/** Where the in-process emulator differs from Firestore; the official emulator has no gaps. */
function inProcessGaps() {
  return {
    'set-replaces':
      '@firestore-emulator/server merges on set(); Firestore itself replaces the document',
    'transaction-isolation':
      '@firestore-emulator/server does not isolate concurrent transactions; Firestore does',
    'start-after':
      '@firestore-emulator/server ignores startAfter with a document reference; Firestore pages by it',
  };
}
