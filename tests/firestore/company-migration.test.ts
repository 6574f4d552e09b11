import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { clearFirestoreEmulator } from '../../scripts/firestore-emulator';
import { companies, ownCompanyId } from '../../src-server/collections/companies';
import { users } from '../../src-server/collections/users';
import { migrateCompanies } from '../../src-server/company/migrate';
import { createFirestoreStorage } from '../../src-server/storage/firestore';
import type { Storage } from '../../src-server/storage/port';
import { checkCompanyRecordMigration } from '../support/company-record-migration';

/** The company migration on Firestore: run twice, and twice at once, it founds each company once. */
const PROJECT_ID = 'demo-warmteportaal-companies';
const official = inject('firestoreEmulatorHost');
if (!official) {
  console.warn(
    `[company-migration:firestore] overgeslagen: ${inject('firestoreEmulatorAbsent')}; de in-process emulator isoleert gelijktijdige transacties niet`,
  );
}
const clock = { now: () => new Date('2026-11-23T10:00:00Z') };

describe.skipIf(!official)('company migration on Firestore (official emulator)', () => {
  let app: App;
  let storage: Storage;

  beforeAll(async () => {
    process.env.FIRESTORE_EMULATOR_HOST = official;
    await clearFirestoreEmulator(official, PROJECT_ID);
    app = initializeApp({ projectId: PROJECT_ID }, `companies-${Date.now()}`);
    storage = createFirestoreStorage(getFirestore(app));
  });
  afterAll(async () => {
    await storage?.close();
    if (app) await deleteApp(app);
  });

  it('founds one company per user, also when two runs overlap and a third follows', async () => {
    await storage.set('users', 'anna', { email: 'anna@x.nl', company: 'Anna Warmte' });
    await storage.set('users', 'bram', { email: 'bram@x.nl', firstName: 'Bram' });
    const runs = await Promise.all([
      migrateCompanies(storage, clock),
      migrateCompanies(storage, clock),
    ]);
    expect(runs[0].companiesFounded + runs[1].companiesFounded).toBe(2);
    expect((await migrateCompanies(storage, clock)).companiesFounded).toBe(0);
    expect(await users.on(storage).get('anna')).toMatchObject({
      companyId: ownCompanyId('anna'),
      companyRole: 'eigenaar',
    });
    expect(await companies.on(storage).get(ownCompanyId('anna'))).toMatchObject({
      name: 'Anna Warmte',
    });
    expect(await companies.on(storage).count()).toBe(2);
  });

  it('fills each firm’s one record from business details, profile and dealer application', async () => {
    await clearFirestoreEmulator(official ?? '', PROJECT_ID);
    await checkCompanyRecordMigration(storage);
  });
});
