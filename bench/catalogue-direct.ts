// Times each query of the bench's mix once on a SQLite database file, in this thread, with
// no answer cache: `tsx bench/catalogue-direct.ts <database file>`.
import { productListQuerySchema } from '@shared/schemas/product';
import { createSqliteStorage } from '../src-server/storage/sqlite';
import { catalogueMix } from './catalogue-mix';

const file = process.argv[2];
if (!file) throw new Error('Geef het databasebestand op');
const products = Number(process.argv[3] ?? 100_000);
const storage = createSqliteStorage({ filename: file, catalogueWorkers: 0 });
const mix = catalogueMix(products);
const times: Record<string, number[]> = {};
const slow: [number, string][] = [];
for (const { kind, query } of mix) {
  const parsed = productListQuerySchema.parse(Object.fromEntries(new URLSearchParams(query)));
  const started = performance.now();
  await storage.catalogue.search(parsed);
  const took = performance.now() - started;
  (times[kind] ??= []).push(took);
  if (took > 50) slow.push([took, `${took.toFixed(0)} ms ${kind} ${query}`]);
}
const pct = (list: number[], p: number) =>
  [...list].sort((a, b) => a - b)[Math.min(list.length - 1, Math.floor(list.length * p))] ?? 0;
const all = Object.values(times).flat();
for (const [kind, list] of Object.entries(times))
  console.log(
    `${kind}: p50 ${pct(list, 0.5).toFixed(1)} ms, p95 ${pct(list, 0.95).toFixed(1)} ms, max ${Math.max(...list).toFixed(1)} ms`,
  );
console.log(
  `all ${all.length}: p50 ${pct(all, 0.5).toFixed(1)} ms, p95 ${pct(all, 0.95).toFixed(1)} ms, max ${Math.max(...all).toFixed(1)} ms`,
);
// The slowest first.
console.log(
  slow
    .sort((a, b) => b[0] - a[0])
    .slice(0, 40)
    .map(([, line]) => line)
    .join('\n'),
);
await storage.close();
