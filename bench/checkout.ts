// npm run bench (third part): checkout on the official Firestore emulator. Concurrent orders
// per second through the real checkout service, and a count of lost or duplicated numbers.
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import {
  clearFirestoreEmulator,
  findFirestoreEmulator,
  startFirestoreEmulator,
} from '../scripts/firestore-emulator';
import { orders } from '../src-server/collections/orders';
import { createFirestoreStorage } from '../src-server/storage/firestore';
import { placeOrdersConcurrently, seedCheckoutData } from '../tests/support/checkout-load';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 200);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16);
const USERS = 16;
const PROJECT_ID = 'demo-warmteportaal-bench';

const found = findFirestoreEmulator();
if (!('launcher' in found)) {
  console.log(`Afrekenen op Firestore: overgeslagen, ${found.reason}`);
  process.exit(0);
}
const emulator = await startFirestoreEmulator(found.launcher);
process.env.FIRESTORE_EMULATOR_HOST = emulator.host;
try {
  await clearFirestoreEmulator(emulator.host, PROJECT_ID);
  const app = initializeApp({ projectId: PROJECT_ID });
  const storage = createFirestoreStorage(getFirestore(app));
  const now = new Date();
  await seedCheckoutData(storage, USERS, now);
  // A few orders first, so connections and the emulator's JIT are warm.
  await placeOrdersConcurrently(
    storage,
    { now: () => now },
    {
      orders: 8,
      concurrency: 4,
      users: USERS,
      run: 'opwarmen',
    },
  );
  const result = await placeOrdersConcurrently(
    storage,
    { now: () => now },
    {
      orders: ORDERS,
      concurrency: CONCURRENCY,
      users: USERS,
      run: 'meting',
    },
  );
  const stored = await storage.query(orders.name, {
    where: [{ field: 'reference', op: '>=', value: 'last ' }],
  });
  const storedNumbers = new Set(stored.map((doc) => String(doc.data.number)));
  const duplicated = result.numbers.length - new Set(result.numbers).size;
  const lost = result.numbers.filter((number) => !storedNumbers.has(number)).length;
  console.log(
    `Afrekenen op Firestore (officiële emulator): ${ORDERS} bestellingen, ${CONCURRENCY} tegelijk: ` +
      `${(result.numbers.length / result.seconds).toFixed(1)} bestellingen/s, ` +
      `${result.failures.length} mislukt, ${lost} verloren, ${duplicated} dubbele nummers`,
  );
  if (result.failures[0]) console.error(result.failures[0]);
  await storage.close();
  await deleteApp(app);
  if (result.failures.length || lost || duplicated) process.exitCode = 1;
} finally {
  await emulator.stop();
}
