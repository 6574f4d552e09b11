// The ceiling of any Firestore catalogue on this machine: how fast the emulator hands over
// product documents read by key, without any query, from a process of its own with the same
// client library the API uses (firebase-admin). An uncached catalogue page must read its 60
// products, so no adapter can answer more uncached pages per second than this.
// `FIRESTORE_EMULATOR_HOST=… tsx bench/firestore-reads.ts <products> <project> [seconds]`
// prints one JSON line: reads per second of a page of 60 and of one product, with the client's
// CPU time per read.
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { products } from '../src-server/collections/products';

const count = Number(process.argv[2] ?? 5000);
const projectId = process.argv[3] ?? 'demo-warmteportaal-bench';
const seconds = Number(process.argv[4] ?? 4);
const PAGE = 60;
const CONNECTIONS = 16;
const app = initializeApp({ projectId }, 'reads');
const db = getFirestore(app);
const doc = (i: number) =>
  db.collection(products.name).doc(`gen-${String((i % count) + 1).padStart(5, '0')}`);

/** Reads for `seconds` with 16 at a time: the rate and the client's CPU per read. */
async function rate(read: (i: number) => Promise<unknown>, duration: number) {
  let done = 0;
  let next = 0;
  const cpu = process.cpuUsage();
  const started = performance.now();
  const end = started + duration * 1000;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < end) {
        await read(next++ * 7919);
        done++;
      }
    }),
  );
  const used = process.cpuUsage(cpu);
  return {
    rps: done / ((performance.now() - started) / 1000),
    cpuUs: (used.user + used.system) / done,
  };
}

const page = (i: number) => db.getAll(...Array.from({ length: PAGE }, (_, k) => doc(i + k)));
const one = (i: number) => doc(i).get();
// Untimed: channels open, the client's code warm.
await rate(page, 1);
await rate(one, 1);
const pages = await rate(page, seconds);
const single = await rate(one, seconds);
await db.terminate();
await deleteApp(app);
console.log(JSON.stringify({ page: pages, one: single }));
