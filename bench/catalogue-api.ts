// The catalogue part of the bench alone, on a data directory seeded before (npm run
// seed:large with DATA_DIR): `tsx bench/catalogue-api.ts <data dir> [products]`. Prints the
// fixed mix's figures beside /api/health of the same server.
import { apiServer, measureCatalogueMix } from './catalogue-api-mix';
import type { LoadResult } from './load';

const dataDir = process.argv[2];
if (!dataDir) throw new Error('Geef de datamap op');
const products = Number(process.argv[3] ?? 100_000);
const api = await apiServer(dataDir);
const { one, health16, kinds } = await measureCatalogueMix(api.url, products);
const ms = (value: number) => `${value.toFixed(1)} ms`;
const line = (r: LoadResult) => `${r.rps.toFixed(0)}/s, p50 ${ms(r.p50)}, p95 ${ms(r.p95)}`;
console.log(`320 na elkaar: p50 ${ms(one.p50)}, p95 ${ms(one.p95)}, max ${ms(one.max)}`);
console.log(`health, 16 verbindingen: ${line(health16)}`);
for (const [kind, result] of kinds)
  console.log(
    `${kind}, 16 verbindingen: ${line(result)}, ${((result.rps / health16.rps) * 100).toFixed(0)} % van /api/health`,
  );
await api.stop();
