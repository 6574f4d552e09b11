import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { productListQuerySchema } from '@shared/schemas/product';
import { clearFirestoreEmulator } from '../../scripts/firestore-emulator';
import { products } from '../../src-server/collections/products';
import { generateProducts } from '../../src-server/seed/large-catalogue';
import { createFirestoreCatalogue } from '../../src-server/storage/firestore-catalogue';
import { catalogueShapes } from '../../bench/catalogue-mix';

/**
 * What a catalogue request costs on Firestore, where every document read is billed: on the
 * official emulator, every query shape of the bench's mix reads at most its page size + 10
 * documents at 5,000 products, and no shape reads more beyond its page at 20,000.
 */
const PROJECT_ID = 'demo-warmteportaal-catalogue-reads';
const official = inject('firestoreEmulatorHost');
const SMALL = 5000;
const LARGE = 20_000;
/** Documents a request may read beyond its page. */
const EXTRA = 10;

if (!official)
  console.warn(
    `[catalogue-reads:firestore] overgeslagen: ${inject('firestoreEmulatorAbsent')}; leeskosten gelden voor de officiële emulator`,
  );

describe.skipIf(!official)('Firestore catalogue: reads per request', () => {
  let app: App | undefined;
  let db: Firestore;

  beforeAll(async () => {
    process.env.FIRESTORE_EMULATOR_HOST = official;
    await clearFirestoreEmulator(official, PROJECT_ID);
    app = initializeApp({ projectId: PROJECT_ID }, `catalogue-reads-${Date.now()}`);
    db = getFirestore(app);
  });
  afterAll(async () => {
    // 20,000 products and their index weigh on the emulator the other suites share.
    await clearFirestoreEmulator(official, PROJECT_ID);
    await db?.terminate();
    if (app) await deleteApp(app);
  });

  /** Writes the generated catalogue up to `count` (the first products stay the same). */
  async function seed(count: number, from: number) {
    const writer = db.bulkWriter({ throttling: false });
    for (const { id, product } of generateProducts(count, new Date(Date.UTC(2026, 10, 1))).slice(
      from,
    ))
      void writer.set(db.collection(products.name).doc(id), products.encode(product));
    await writer.close();
    console.log(`[catalogue-reads] ${count} producten in de emulator`);
  }

  /** Each query once: the reads of each, and the items of its page. */
  async function measure(size: number, shapes: { shape: string; query: string }[]) {
    let last = Infinity;
    const catalogue = createFirestoreCatalogue(db, {
      log: () => undefined,
      throttle: false,
      onReads: (reads) => (last = reads),
    });
    const started = performance.now();
    await catalogue.rebuild();
    console.log(
      `[catalogue-reads] index van ${size} producten opgebouwd in ${((performance.now() - started) / 1000).toFixed(0)} s`,
    );
    const out = new Map<string, { reads: number; items: number; limit: number }>();
    for (const { shape, query } of shapes) {
      const parsed = productListQuerySchema.parse(Object.fromEntries(new URLSearchParams(query)));
      last = Infinity;
      const page = await catalogue.search(parsed);
      out.set(`${shape}: ${query}`, { reads: last, items: page.items.length, limit: parsed.limit });
    }
    return out;
  }

  it(
    `reads at most page size + ${EXTRA} per request at ${SMALL.toLocaleString('nl-NL')}, and no more beyond the page at ${LARGE.toLocaleString('nl-NL')}`,
    { timeout: 900_000 },
    async () => {
      await seed(SMALL, 0);
      // The same queries at both sizes, and at the larger size also its own (deeper) ones.
      const shapes = catalogueShapes(SMALL);
      const small = await measure(SMALL, shapes);
      await seed(LARGE, SMALL);
      const large = await measure(LARGE, [...shapes, ...catalogueShapes(LARGE)]);
      const over = [...small, ...large]
        .filter(([, figure]) => figure.reads > figure.limit + EXTRA)
        .map(([key, figure]) => `${key} las ${figure.reads} (pagina ${figure.limit})`);
      // Beyond the page (whose products are read one each): the same or fewer.
      const grew = [...small]
        .map(([key, at5]) => [key, at5, large.get(key)] as const)
        .filter(([, at5, at20]) => !at20 || at20.reads - at20.items > at5.reads - at5.items)
        .map(
          ([key, at5, at20]) =>
            `${key}: ${at5.reads - at5.items} → ${at20 ? at20.reads - at20.items : '?'}`,
        );
      // Shapes that find products at all: the test measures pages, not empty answers.
      expect([...small.values()].filter((figure) => figure.items > 0).length).toBeGreaterThan(
        small.size / 2,
      );
      const worst = (figures: typeof small) =>
        Math.max(...[...figures.values()].map((figure) => figure.reads - figure.limit));
      console.log(
        `[catalogue-reads] hoogste aantal gelezen documenten boven de paginagrootte: ${worst(small)} bij ${SMALL}, ${worst(large)} bij ${LARGE}`,
      );
      expect(over).toEqual([]);
      expect(grew).toEqual([]);
    },
  );
});
