// Fills a Firestore emulator with the generated catalogue and its index:
// `FIRESTORE_EMULATOR_HOST=… tsx bench/firestore-seed.ts <count> <project>`. Products that are
// there already are kept (a second run only completes the set), so an emulator that imported
// an earlier export is ready at once. Runs in its own process, like seed:large for SQLite.
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { products } from '../src-server/collections/products';
import { generateProducts } from '../src-server/seed/large-catalogue';
import { createFirestoreCatalogue } from '../src-server/storage/firestore-catalogue';

const count = Number(process.argv[2] ?? 5000);
const projectId = process.argv[3] ?? 'demo-warmteportaal-bench';
const app = initializeApp({ projectId }, 'seed');
const db = getFirestore(app);
const have = (await db.collection(products.name).count().get()).data().count;
if (have < count) {
  const writer = db.bulkWriter({ throttling: false });
  for (const { id, product } of generateProducts(count, new Date(Date.UTC(2026, 10, 1)))) {
    void writer.set(db.collection(products.name).doc(id), products.encode(product));
  }
  await writer.close();
}
const catalogue = createFirestoreCatalogue(db, { throttle: false });
if (!(await catalogue.current())) await catalogue.rebuild();
await db.terminate();
await deleteApp(app);
console.log(`${count} producten in de Firestore-emulator (${have} waren er al).`);
