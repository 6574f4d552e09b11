import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, inject } from 'vitest';
import { clearFirestoreEmulator } from '../../scripts/firestore-emulator';
import { createFirestoreStorage } from '../../src-server/storage/firestore';
import type { Storage } from '../../src-server/storage/port';

/**
 * A suite that needs the official Firestore emulator (the in-process one does not isolate
 * concurrent transactions): skipped with the reason printed when it is absent. Inside, `storage()`
 * is a Firestore storage on the emptied project `demo-warmteportaal-<name>`; `seed` runs once
 * before the tests.
 */
export function describeOnOfficialFirestore(
  name: string,
  title: string,
  suite: (storage: () => Storage) => void,
  seed?: (storage: Storage) => Promise<void>,
): void {
  const projectId = `demo-warmteportaal-${name}`;
  const official = inject('firestoreEmulatorHost');
  if (!official) {
    console.warn(
      `[${name}:firestore] overgeslagen: ${inject('firestoreEmulatorAbsent')}; de in-process emulator isoleert gelijktijdige transacties niet`,
    );
  }
  describe.skipIf(!official)(title, () => {
    let app: App | undefined;
    let storage: Storage | undefined;

    beforeAll(async () => {
      process.env.FIRESTORE_EMULATOR_HOST = official;
      await clearFirestoreEmulator(official, projectId);
      app = initializeApp({ projectId }, `${name}-${Date.now()}`);
      storage = createFirestoreStorage(getFirestore(app));
      await seed?.(storage);
    });
    afterAll(async () => {
      await storage?.close();
      if (app) await deleteApp(app);
    });

    suite(() => {
      if (!storage) throw new Error('Firestore storage is not ready yet');
      return storage;
    });
  });
}
