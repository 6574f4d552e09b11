import { FirestoreServer } from '@firestore-emulator/server';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { PRODUCT_SORTS } from '@shared/domain/keys';
import { productListQuerySchema } from '@shared/schemas/product';
import { clearFirestoreEmulator } from '../../scripts/firestore-emulator';
import { createFirestoreStorage } from '../../src-server/storage/firestore';
import { createFirestoreCatalogue } from '../../src-server/storage/firestore-catalogue';
import { freePort } from '../../src-server/local/ports';
import { describeCatalogueContract } from './catalogue-contract';
import { describeStorageContract } from './contract';
import { storedProduct } from '../fixtures/product';

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
  describe('firestore index: ordered lists (officiële emulator)', () => {
    // Names, prices and dates in different orders, so each sort gives another list.
    const PRICED = [
      { id: 'a', name: 'Pomp 2', price: 500, createdAt: '2026-01-03T00:00:00.000Z' },
      { id: 'b', name: 'Pomp 10', price: 300, createdAt: '2026-01-05T00:00:00.000Z' },
      { id: 'c', name: 'Pomp 1', price: 900, createdAt: '2026-01-01T00:00:00.000Z' },
      { id: 'd', name: 'Boiler 3', price: 300, createdAt: '2026-01-04T00:00:00.000Z' },
      { id: 'e', name: 'Boiler 1', price: 700, createdAt: '2026-01-02T00:00:00.000Z' },
    ];
    const EXPECTED: Record<(typeof PRODUCT_SORTS)[number], string[]> = {
      naam: ['e', 'd', 'c', 'a', 'b'],
      'prijs-oplopend': ['d', 'b', 'a', 'e', 'c'],
      'prijs-aflopend': ['c', 'e', 'a', 'd', 'b'],
      nieuwste: ['b', 'd', 'a', 'e', 'c'],
    };
    const ids = (page: { items: string[] }) =>
      page.items.map((json) => (JSON.parse(json) as { id: string }).id);

    it('pages every sort, whole and per category, as the queries order them', async () => {
      await clearFirestoreEmulator(host, PROJECT_ID);
      const storage = createFirestoreStorage(db);
      for (const { id, createdAt, ...fields } of PRICED) {
        const category = id === 'd' || id === 'e' ? 'boilers-buffervaten' : 'hybride';
        await storage.set('products', id, {
          ...storedProduct({ ...fields, category }),
          createdAt: new Date(createdAt),
        });
      }
      const catalogue = createFirestoreCatalogue(db, { log: () => undefined });
      await catalogue.rebuild();
      for (const sort of PRODUCT_SORTS) {
        const pages = [];
        for (const offset of [0, 2, 4]) {
          const query = productListQuerySchema.parse({ sort, offset, limit: 2 });
          const page = await catalogue.search(query);
          expect(page.total).toBe(5);
          pages.push(...ids(page));
        }
        expect(pages).toEqual(EXPECTED[sort]);
        const boilers = await catalogue.search(
          productListQuerySchema.parse({ sort, category: 'boilers-buffervaten' }),
        );
        expect(ids(boilers)).toEqual(EXPECTED[sort].filter((id) => id === 'd' || id === 'e'));
        expect(boilers.total).toBe(2);
      }
      // A product written since: the lists trail it, so answers come from queries until the
      // lists are written again; either way the new price counts at once.
      await storage.set('products', 'c', {
        ...storedProduct({ name: 'Pomp 1', price: 100, category: 'hybride' }),
        createdAt: new Date('2026-01-01T00:00:00.000Z'),
      });
      await catalogue.refresh('c');
      const cheapest = await catalogue.search(
        productListQuerySchema.parse({ sort: 'prijs-oplopend' }),
      );
      expect(ids(cheapest)).toEqual(['c', 'd', 'b', 'a', 'e']);
      // A new product takes its place by name, its words are found, and an archived one leaves.
      await storage.set('products', 'f', {
        ...storedProduct({ name: 'Pomp 3 Zonnig', price: 400, category: 'hybride' }),
        createdAt: new Date('2026-01-06T00:00:00.000Z'),
      });
      await catalogue.refresh('f');
      await storage.set('products', 'a', {
        ...storedProduct({ name: 'Pomp 2', price: 500, category: 'hybride', archived: true }),
        createdAt: new Date('2026-01-03T00:00:00.000Z'),
      });
      await catalogue.refresh('a');
      const byName = await catalogue.search(productListQuerySchema.parse({ sort: 'naam' }));
      expect(ids(byName)).toEqual(['e', 'd', 'c', 'f', 'b']);
      expect(byName.total).toBe(5);
      expect(ids(await catalogue.search(productListQuerySchema.parse({ q: 'zonig' })))).toEqual([
        'f',
      ]);
      expect(ids(await catalogue.search(productListQuerySchema.parse({ q: 'pomp 2' })))).toEqual(
        [],
      );
      // A rebuild keeps each product's number (searches during it read the old columns) and
      // answers the same.
      const numbers = async () =>
        Object.fromEntries(
          (await db.collection('catalogueIndex').get()).docs.map((doc) => [
            String(doc.get('id')),
            doc.id,
          ]),
        );
      const before = await numbers();
      await catalogue.rebuild();
      expect(await numbers()).toEqual(before);
      expect(ids(await catalogue.search(productListQuerySchema.parse({ sort: 'naam' })))).toEqual([
        'e',
        'd',
        'c',
        'f',
        'b',
      ]);
    });
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
