import { readFileSync } from 'node:fs';
import {
  assertFails,
  initializeTestEnvironment,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  setDoc,
  setLogLevel,
  updateDoc,
  type Firestore,
} from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { orders } from '../../src-server/collections/orders';
import { storedCollectionNames } from '../support/collection-names';

/**
 * firestore.rules on the official emulator: the portal's API (firebase-admin, which bypasses
 * rules) is the only way in; no client reads or writes any collection directly, whoever it is.
 */
const host = inject('firestoreEmulatorHost');
const absent = inject('firestoreEmulatorAbsent');
if (!host) console.warn(`[firestore-rules] overgeslagen: ${absent}`);
// Every denial would also be logged by the SDK; the assertions say what matters.
setLogLevel('silent');

/** Every collection the API stores, and names nobody uses yet: the catch-all covers all. */
const COLLECTION_NAMES = [
  ...(await storedCollectionNames()),
  'applications',
  'messages',
  'settings',
  'nogNietBedacht',
];

describe.skipIf(!host)('Firestore rules (firestore.rules)', () => {
  let env: RulesTestEnvironment;

  beforeAll(async () => {
    const [hostname, port] = host.split(':');
    env = await initializeTestEnvironment({
      projectId: 'demo-warmteportaal-rules',
      firestore: {
        rules: readFileSync('firestore.rules', 'utf8'),
        host: hostname,
        port: Number(port),
      },
    });
    await env.clearFirestore();
    // Documents exist (written past the rules, as the API does), so a denial is the rules' doing.
    await env.withSecurityRulesDisabled(async (context) => {
      const db = context.firestore() as unknown as Firestore;
      for (const name of COLLECTION_NAMES) {
        await setDoc(doc(db, name, 'u1'), { userId: 'u1', owner: 'u1', title: 'bestaat' });
        await setDoc(doc(db, name, 'u1', 'sub', 'x'), { userId: 'u1' });
      }
    });
  });

  afterAll(async () => {
    await env?.cleanup();
  });

  const clients = () => ({
    anonymous: env.unauthenticatedContext().firestore() as unknown as Firestore,
    owner: env.authenticatedContext('u1').firestore() as unknown as Firestore,
    admin: env
      .authenticatedContext('admin1', { role: 'admin', admin: true })
      .firestore() as unknown as Firestore,
  });

  it('the documents are there for the API (rules do not bind firebase-admin)', async () => {
    await env.withSecurityRulesDisabled(async (context) => {
      const db = context.firestore() as unknown as Firestore;
      const snapshot = await getDoc(doc(db, orders.name, 'u1'));
      expect(snapshot.data()).toMatchObject({ title: 'bestaat' });
    });
  });

  for (const name of COLLECTION_NAMES) {
    it(`denies every direct read and write of ${name}, also to its owner and an admin`, async () => {
      for (const [who, db] of Object.entries(clients())) {
        const context = `${who} op ${name}`;
        await expect(assertFails(getDoc(doc(db, name, 'u1'))), context).resolves.toBeDefined();
        await expect(assertFails(getDocs(collection(db, name))), context).resolves.toBeDefined();
        await expect(
          assertFails(setDoc(doc(db, name, 'nieuw'), { userId: 'u1' })),
          context,
        ).resolves.toBeDefined();
        await expect(
          assertFails(updateDoc(doc(db, name, 'u1'), { title: 'gewijzigd' })),
          context,
        ).resolves.toBeDefined();
        await expect(assertFails(deleteDoc(doc(db, name, 'u1'))), context).resolves.toBeDefined();
        await expect(
          assertFails(getDoc(doc(db, name, 'u1', 'sub', 'x'))),
          context,
        ).resolves.toBeDefined();
      }
    });
  }
});
