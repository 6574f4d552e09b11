import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { clearFirestoreEmulator } from '../../scripts/firestore-emulator';
import { updateUser } from '../../src-server/admin/users';
import { createFirestoreStorage } from '../../src-server/storage/firestore';
import type { Storage } from '../../src-server/storage/port';

/** The lockout guard on Firestore: two admins demoting each other at once leave one admin. */
const PROJECT_ID = 'demo-warmteportaal-lockout';
const official = inject('firestoreEmulatorHost');
if (!official) {
  console.warn(
    `[lockout:firestore] overgeslagen: ${inject('firestoreEmulatorAbsent')}; de in-process emulator isoleert gelijktijdige transacties niet`,
  );
}
const clock = { now: () => new Date('2026-11-22T10:00:00Z') };

describe.skipIf(!official)('lockout guard on Firestore (official emulator)', () => {
  let app: App;
  let storage: Storage;

  beforeAll(async () => {
    process.env.FIRESTORE_EMULATOR_HOST = official;
    await clearFirestoreEmulator(official, PROJECT_ID);
    app = initializeApp({ projectId: PROJECT_ID }, `lockout-${Date.now()}`);
    storage = createFirestoreStorage(getFirestore(app));
  });
  afterAll(async () => {
    await storage?.close();
    if (app) await deleteApp(app);
  });

  it('keeps one admin when two admins demote each other at the same moment', async () => {
    await storage.set('users', 'anna', { email: 'anna@x.nl', role: 'admin' });
    await storage.set('users', 'bram', { email: 'bram@x.nl', role: 'admin' });
    const results = await Promise.allSettled([
      updateUser(storage, clock, { uid: 'anna', email: 'anna@x.nl' }, 'bram', { role: 'dealer' }),
      updateUser(storage, clock, { uid: 'bram', email: 'bram@x.nl' }, 'anna', { role: 'dealer' }),
    ]);
    const roles = [
      (await storage.get('users', 'anna'))?.role,
      (await storage.get('users', 'bram'))?.role,
    ];
    expect(roles).toContain('admin');
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
  });
});
