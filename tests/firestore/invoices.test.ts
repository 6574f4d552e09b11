import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, inject, it } from 'vitest';
import { clearFirestoreEmulator } from '../../scripts/firestore-emulator';
import { createFirestoreStorage } from '../../src-server/storage/firestore';
import type { Storage } from '../../src-server/storage/port';
import { deliverAndCheckNumbers } from '../support/invoice-sequence';

/** Invoice numbers on Firestore: the counter and the invoice in one transaction. */
const PROJECT_ID = 'demo-warmteportaal-invoices';
const official = inject('firestoreEmulatorHost');
if (!official) {
  console.warn(
    `[invoices:firestore] overgeslagen: ${inject('firestoreEmulatorAbsent')}; de in-process emulator isoleert gelijktijdige transacties niet`,
  );
}

describe.skipIf(!official)('invoice numbers on Firestore (official emulator)', () => {
  let app: App;
  let storage: Storage;

  beforeAll(async () => {
    process.env.FIRESTORE_EMULATOR_HOST = official;
    await clearFirestoreEmulator(official, PROJECT_ID);
    app = initializeApp({ projectId: PROJECT_ID }, `invoices-${Date.now()}`);
    storage = createFirestoreStorage(getFirestore(app));
  });
  afterAll(async () => {
    await storage?.close();
    if (app) await deleteApp(app);
  });

  it('are consecutive without gaps, also when attempts fail or run at once', async () => {
    await deliverAndCheckNumbers(storage, 'fs-user');
  });
});
