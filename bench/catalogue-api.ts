// The catalogue part of the bench alone, on a data directory seeded before (npm run
// seed:large with DATA_DIR; use a copy: the server writes its index there):
// `tsx bench/catalogue-api.ts <data dir> [products] [runs] [rounds]`. The fixed mix as
// `npm run bench` measures it, beside /api/health of the same server, a fresh server per run:
// a minute instead of the quarter hour of the whole bench (which seeds first).
// With rounds > 1 the four kinds are asked again with other page sizes (the mix's variants:
// still no answer from the cache), health before each round, and the figures are the sums:
// on shared cores a single round of 80 requests lasts a fraction of a second.
// Besides requests per second it prints the CPU time per request of the server process (all
// its threads) and of the load generator, which move far less than the rates do.
// `node --cpu-prof --import tsx bench/catalogue-api.ts …` profiles the server and its workers;
// CATALOGUE_PROFILE=<file> profiles only the server's main thread during the kinds (and
// leaves out the health rounds after the first).
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { apiServer, generatorWarmUp } from './catalogue-api-mix';
import { catalogueMix, floorQueries, type QueryKind } from './catalogue-mix';
import { load, type LoadResult } from './load';

const dataDir = process.argv[2];
if (!dataDir) throw new Error('Geef de datamap op');
const products = Number(process.argv[3] ?? 100_000);
const runs = Number(process.argv[4] ?? 1);
const rounds = Number(process.argv[5] ?? 1);
const ms = (value: number) => `${value.toFixed(1)} ms`;
const KINDS: QueryKind[] = ['list', 'filter', 'search', 'prefix'];
/** The kinds and the floor under them (bench/catalogue-mix.ts `floorQueries`). */
type Measured = QueryKind | 'floor';

/** A load run with the server's CPU time (all threads, µs) spent meanwhile. */
/** BENCH_NO_WARM_UP=1 measures as before 24 November: a cold generator for every run. */
const WARM_UP = process.env.BENCH_NO_WARM_UP !== '1';
let warm: { url: string; requests: number } | undefined;
async function measured(urls: string[], requests: number, connections: number) {
  const before = process.cpuUsage();
  const result = await load({ urls, requests, connections, warmUp: WARM_UP ? warm : undefined });
  const used = process.cpuUsage(before);
  return { result, server: used.user + used.system };
}

interface Sum {
  requests: number;
  seconds: number;
  server: number;
  client: number;
  p95: number[];
  /** The fastest round's rate: the one the other work on shared cores disturbed least. */
  best: number;
}
const empty = (): Sum => ({ requests: 0, seconds: 0, server: 0, client: 0, p95: [], best: 0 });
const add = (sum: Sum, requests: number, run: { result: LoadResult; server: number }) => {
  sum.requests += requests;
  sum.seconds += requests / run.result.rps;
  sum.server += run.server;
  sum.client += (run.result.cpuMs ?? 0) * 1000;
  sum.p95.push(run.result.p95);
  sum.best = Math.max(sum.best, run.result.rps);
};
const rate = (sum: Sum) => sum.requests / sum.seconds;
const cost = (sum: Sum) =>
  `CPU per vraag: server ${(sum.server / sum.requests).toFixed(0)} µs, lastgenerator ${(sum.client / sum.requests).toFixed(0)} µs`;

for (let run = 1; run <= runs; run++) {
  const api = await apiServer(dataDir);
  const url = (query: string) => `${api.url}/api/products?${query}`;
  const health = [`${api.url}/api/health`];
  warm = generatorWarmUp(api.url);
  // As in npm run bench, where cached queries come first: the server's code is warm and
  // both catalogue workers have started (two queries at once, outside the mix).
  await load({ urls: health, requests: 2000, connections: 8 });
  await load({
    urls: ['sort=naam&limit=1', 'sort=nieuwste&limit=1'].map(url),
    requests: 40,
    connections: 2,
  });
  const one = await load({
    urls: catalogueMix(products, 80, 1).map((q) => url(q.query)),
    requests: 320,
    connections: 1,
  });
  const profile = process.env.CATALOGUE_PROFILE;
  const session = profile ? new Session() : undefined;
  session?.connect();
  await session?.post('Profiler.enable');
  const healthSum = empty();
  const sums = new Map<Measured, Sum>([...KINDS, 'floor' as const].map((kind) => [kind, empty()]));
  for (let round = 0; round < rounds; round++) {
    // While profiling, health only once before the profile starts.
    if (!session || round === 0) add(healthSum, 4000, await measured(health, 4000, 16));
    if (round === 0) await session?.post('Profiler.start');
    const mix = catalogueMix(products, 80, 2 + round);
    for (const kind of KINDS) {
      const urls = mix.filter((q) => q.kind === kind).map((q) => url(q.query));
      add(sums.get(kind) ?? empty(), urls.length, await measured(urls, urls.length, 16));
    }
    const floor = floorQueries(80, round).map(url);
    add(sums.get('floor') ?? empty(), floor.length, await measured(floor, floor.length, 16));
  }
  if (session && profile) {
    const { profile: taken } = await session.post('Profiler.stop');
    writeFileSync(profile.replace('.cpuprofile', `-${run}.cpuprofile`), JSON.stringify(taken));
    session.disconnect();
  }
  console.log(
    `run ${run}: 320 na elkaar: p50 ${ms(one.p50)}, p95 ${ms(one.p95)}, max ${ms(one.max)}`,
  );
  const pct = (a: number, b: number) => `${((a / b) * 100).toFixed(0)} %`;
  console.log(
    `  health: ${rate(healthSum).toFixed(0)}/s (beste ronde ${healthSum.best.toFixed(0)}/s); ${cost(healthSum)}`,
  );
  for (const [kind, sum] of sums)
    console.log(
      `  ${kind}: ${rate(sum).toFixed(0)}/s = ${pct(rate(sum), rate(healthSum))} van /api/health, beste ronde ${pct(sum.best, healthSum.best)} (p95 per ronde ${sum.p95.map((p) => p.toFixed(0)).join('/')} ms); ${cost(sum)}`,
    );
  await api.stop();
}
