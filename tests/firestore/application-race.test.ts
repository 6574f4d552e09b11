import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { clearFirestoreEmulator } from '../../scripts/firestore-emulator';
import { createFirestoreStorage } from '../../src-server/storage/firestore';
import type { Storage } from '../../src-server/storage/port';
import { raceApproveAndReject } from '../support/application-race';

/** Security round 3: approving and rejecting one dealer application at once, on Firestore. */
const PROJECT_ID = 'demo-warmteportaal-application-race';
const official = inject('firestoreEmulatorHost');
if (!official) {
  console.warn(
    `[application-race:firestore] overgeslagen: ${inject('firestoreEmulatorAbsent')}; de in-process emulator isoleert gelijktijdige transacties niet`,
  );
}
const clock = { now: () => new Date('2026-11-22T10:00:00Z') };

describe.skipIf(!official)('dealer application decisions on Firestore (official emulator)', () => {
  let app: App;
  let storage: Storage;

  beforeAll(async () => {
    process.env.FIRESTORE_EMULATOR_HOST = official;
    await clearFirestoreEmulator(official, PROJECT_ID);
    app = initializeApp({ projectId: PROJECT_ID }, `application-race-${Date.now()}`);
    storage = createFirestoreStorage(getFirestore(app));
  });
  afterAll(async () => {
    await storage?.close();
    if (app) await deleteApp(app);
  });

  it('lets exactly one of approve and reject win, and stores only its decision', async () => {
    const { outcomes, accountsCreated } = await raceApproveAndReject(storage, clock, 4);
    for (const outcome of outcomes) {
      expect(Number(outcome.approved) + Number(outcome.rejected)).toBe(1);
      if (outcome.approved)
        expect(outcome).toMatchObject({ status: 'goedgekeurd', reason: undefined });
      else expect(outcome.status).toBe('afgewezen');
    }
    expect(accountsCreated).toBe(outcomes.filter((o) => o.approved).length);
  }, 90_000);
});
