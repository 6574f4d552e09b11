// The full price list at 100,000 products: how long other requests wait while it is made
// (issue 23: at most 50 ms), how long it takes, and the server's peak memory (under 512 MB).
// The server runs in its own process (bench/price-list-server.ts); this one asks for the list
// as a browser does (again after each 202) and meanwhile asks /api/health one after another.
import { fork, type ChildProcess } from 'node:child_process';

interface Reply {
  url?: string;
  measuring?: boolean;
  stallMs?: number;
  peakRssMb?: number;
}

export interface PriceListRun {
  /** The server's longest event-loop delay while the list was made. */
  stallMs: number;
  /** The slowest /api/health answer meanwhile, as a client saw it. */
  slowestHealthMs: number;
  seconds: number;
  bytes: number;
}

const next = (child: ChildProcess, message?: string) =>
  new Promise<Reply>((done) => {
    child.once('message', (reply: Reply) => done(reply));
    if (message) child.send(message);
  });

/** Asks /api/health one after another until `stop` is set; answers the slowest in ms. */
async function healthWhile(url: string, running: { stop: boolean }): Promise<number> {
  let slowest = 0;
  while (!running.stop) {
    const started = performance.now();
    await (await fetch(`${url}/api/health`)).arrayBuffer();
    slowest = Math.max(slowest, performance.now() - started);
  }
  return slowest;
}

async function oneRun(child: ChildProcess, url: string, run: number): Promise<PriceListRun> {
  await next(child, 'measure');
  const running = { stop: false };
  const health = healthWhile(url, running);
  const started = performance.now();
  let bytes = 0;
  for (;;) {
    const response = await fetch(`${url}/api/documents/prijslijst.pdf`, {
      headers: { authorization: `Bearer prijslijst-${run}` },
    });
    if (response.status === 200) {
      bytes = (await response.arrayBuffer()).byteLength;
      break;
    }
    if (response.status !== 202) throw new Error(`Prijslijst: HTTP ${response.status}`);
    const { retryAfterSeconds } = (await response.json()) as { retryAfterSeconds: number };
    await new Promise((done) => setTimeout(done, retryAfterSeconds * 1000));
  }
  const seconds = (performance.now() - started) / 1000;
  running.stop = true;
  const slowestHealthMs = await health;
  const { stallMs = 0 } = await next(child, 'report');
  return { stallMs, slowestHealthMs, seconds, bytes };
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

export type PriceListResult = Awaited<ReturnType<typeof measurePriceList>>;

/** Three runs (each on a new catalogue version) on the database in `dataDir`. */
export async function measurePriceList(dataDir: string) {
  const child = fork('bench/price-list-server.ts', [dataDir], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const { url = '' } = await next(child);
  // The baseline: the same server answering /api/health alone for three seconds.
  await next(child, 'measure');
  const alone = { stop: false };
  const healthAlone = healthWhile(url, alone);
  await new Promise((done) => setTimeout(done, 3000));
  alone.stop = true;
  const baselineHealthMs = await healthAlone;
  const { stallMs: baselineStallMs = 0 } = await next(child, 'report');
  const runs: PriceListRun[] = [];
  for (let run = 1; run <= 3; run++) runs.push(await oneRun(child, url, run));
  const { peakRssMb = 0 } = await next(child, 'report');
  child.send('stop');
  return {
    runs,
    stallMs: median(runs.map((r) => r.stallMs)),
    slowestHealthMs: median(runs.map((r) => r.slowestHealthMs)),
    seconds: median(runs.map((r) => r.seconds)),
    peakRssMb,
    baselineStallMs,
    baselineHealthMs,
  };
}

// `npx tsx bench/price-list.ts <data folder>`: on a database seeded with npm run seed:large.
if (process.argv[1]?.endsWith('price-list.ts') && process.argv[2]) {
  const result = await measurePriceList(process.argv[2]);
  for (const run of result.runs) console.log(JSON.stringify(run));
  console.log(JSON.stringify({ ...result, runs: undefined }));
}
