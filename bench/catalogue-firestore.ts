// The catalogue API on Firestore (the official emulator, as production's adapter runs it): the
// fixed mix of distinct uncached queries per kind beside /api/health of the same server, the
// server's memory, and its first answer after a start. Called from bench/speed.ts, or alone:
// `tsx bench/catalogue-firestore.ts` (BENCH_FIRESTORE_PRODUCTS=5000,100000 chooses the sizes;
// BENCH_FIRESTORE_DATA=<folder> keeps the emulator's data there between runs; an emulator that
// runs already is used when FIRESTORE_EMULATOR_HOST names it). Each size is a project of its own.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { findFirestoreEmulator, startFirestoreEmulator } from '../scripts/firestore-emulator';
import { freePort } from '../src-server/local/ports';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { productListQuerySchema } from '@shared/schemas/product';
import { createFirestoreCatalogue } from '../src-server/storage/firestore-catalogue';
import { generatorWarmUp, measureShapes } from './catalogue-api-mix';
import { catalogueMix, catalogueShapes, type QueryKind } from './catalogue-mix';
import { load, type LoadResult } from './load';

export type Row = (
  figure: string,
  baseline: string,
  now: string,
  ratio: string,
  target: string,
) => void;

const KINDS: QueryKind[] = ['list', 'filter', 'search', 'prefix'];
/** Runs per size (the median is shown) and distinct queries per kind and run: 3 and 80. */
const RUNS = Number(process.env.BENCH_FIRESTORE_RUNS ?? 3);
const PER_KIND = Number(process.env.BENCH_FIRESTORE_QUERIES ?? 80);
const ms = (value: number) => `${value.toFixed(1)} ms`;
const pct = (value: number) => `${(value * 100).toFixed(0)} %`;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1] ?? 0;
const nl = (n: number) => n.toLocaleString('nl-NL');

/** Runs a tsx script in its own process with the emulator's address; resolves on its exit. */
function runScript(script: string, args: string[], host: string): Promise<void> {
  return new Promise((done, fail) => {
    const child = spawn('node_modules/.bin/tsx', [script, ...args], {
      env: { ...process.env, FIRESTORE_EMULATOR_HOST: host },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    child.once('error', fail);
    child.once('exit', (code) =>
      code === 0 ? done() : fail(new Error(`${script} stopte met ${code}`)),
    );
  });
}

/** Reads per second and the client's CPU per read, in µs. */
interface ReadRate {
  rps: number;
  cpuUs: number;
}

/** The emulator's reads by key (bench/firestore-reads.ts) in a process of its own. */
function readsByKey(host: string, products: number, project: string) {
  return new Promise<{ page: ReadRate; one: ReadRate }>((done, fail) => {
    const child = spawn(
      'node_modules/.bin/tsx',
      ['bench/firestore-reads.ts', String(products), project],
      {
        env: { ...process.env, FIRESTORE_EMULATOR_HOST: host },
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.once('error', fail);
    child.once('exit', (code) => {
      const line = out.trim().split('\n').pop() ?? '';
      if (code === 0 && line.startsWith('{'))
        done(JSON.parse(line) as { page: ReadRate; one: ReadRate });
      else fail(new Error(`bench/firestore-reads.ts stopte met ${code}`));
    });
  });
}

/** Resident memory of a process now and at its peak, in MB (Linux /proc). */
function memoryOf(pid: number): { now: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { now: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
}

/** The API server in its own process; resolves when it listens, with the time that took. */
async function startServer(host: string, project: string) {
  const port = await freePort();
  const started = performance.now();
  const child: ChildProcess = spawn(
    'node_modules/.bin/tsx',
    ['bench/firestore-server.ts', project, String(port)],
    {
      env: { ...process.env, FIRESTORE_EMULATOR_HOST: host },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  await new Promise<void>((done, fail) => {
    child.once('exit', (code) => fail(new Error(`De server stopte met ${code}`)));
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('ready')) done();
    });
  });
  const pid = child.pid ?? 0;
  return {
    url: `http://127.0.0.1:${port}`,
    listening: performance.now() - started,
    pid,
    stop: () =>
      new Promise<void>((done) => {
        child.removeAllListeners('exit');
        child.once('exit', () => done());
        child.kill('SIGTERM');
      }),
  };
}

/** Distinct queries of the shapes per size (each shape in every sort, round after round). */
const SHAPE_QUERIES = Number(process.env.BENCH_FIRESTORE_SHAPES ?? 144);

/**
 * The documents each shape's requests read, counted by the adapter itself (its `onReads`), in
 * this process on the same emulator project: the least and most per shape, and the most
 * beyond the page size.
 */
async function readsPerShape(host: string, project: string, products: number) {
  process.env.FIRESTORE_EMULATOR_HOST = host;
  const app = initializeApp({ projectId: project }, `reads-${products}`);
  const db = getFirestore(app);
  let last = 0;
  const catalogue = createFirestoreCatalogue(db, { onReads: (reads) => (last = reads) });
  const out = new Map<string, { min: number; max: number; over: number }>();
  try {
    for (const { shape, query } of catalogueShapes(products, 0)) {
      const parsed = productListQuerySchema.parse(Object.fromEntries(new URLSearchParams(query)));
      await catalogue.search(parsed);
      const seen = out.get(shape) ?? { min: Infinity, max: 0, over: -Infinity };
      out.set(shape, {
        min: Math.min(seen.min, last),
        max: Math.max(seen.max, last),
        over: Math.max(seen.over, last - parsed.limit),
      });
    }
  } finally {
    await db.terminate();
    await deleteApp(app);
  }
  return out;
}

/** One request alone, in the load generator's process (no client timeout). */
const timed = async (url: string) => (await load({ urls: [url], requests: 1, connections: 1 })).max;

/**
 * The official emulator for the bench: the one FIRESTORE_EMULATOR_HOST names, or one of its
 * own that imports BENCH_FIRESTORE_DATA's export at its start and exports there when stopped.
 */
async function benchEmulator(): Promise<{ host: string; stop(): Promise<void> } | string> {
  const preset = process.env.FIRESTORE_EMULATOR_HOST;
  if (preset) return { host: preset, stop: async () => undefined };
  const found = findFirestoreEmulator();
  if ('reason' in found) return found.reason;
  const keep = process.env.BENCH_FIRESTORE_DATA;
  const exported = keep ? resolve(keep) : undefined;
  if (exported) mkdirSync(exported, { recursive: true });
  const exportFile = exported ? join(exported, 'export.overall_export_metadata') : undefined;
  return startFirestoreEmulator(found.launcher, undefined, [
    ...(exportFile && existsSync(exportFile) ? ['--import-data', exportFile] : []),
    ...(exported ? ['--export-on-exit', exported, '--export-name', 'export'] : []),
  ]);
}

/** Each size in a project of its own: seeds (or reuses) its data and measures. */
export async function measureFirestoreCatalogue(sizes: number[], row: Row): Promise<void> {
  if (sizes.length === 0) {
    row('Catalogus op Firestore', '—', 'overgeslagen (BENCH_FIRESTORE_PRODUCTS=0)', '—', '—');
    return;
  }
  const emulator = await benchEmulator();
  if (typeof emulator === 'string') {
    row('Catalogus op Firestore', '—', `niet gemeten: ${emulator}`, '—', '—');
    return;
  }
  try {
    for (const products of sizes) await measureSize(emulator.host, products, row);
  } finally {
    await emulator.stop();
  }
}

async function measureSize(host: string, products: number, row: Row): Promise<void> {
  // BENCH_FIRESTORE_PROJECT: a project of a running emulator that holds this catalogue already.
  const project = process.env.BENCH_FIRESTORE_PROJECT ?? `demo-warmteportaal-bench-${products}`;
  const label = `${nl(products)} producten, Firestore-emulator`;
  const seeding = performance.now();
  await runScript('bench/firestore-seed.ts', [String(products), project], host);
  console.log(
    `${products} producten in Firestore in ${((performance.now() - seeding) / 1000).toFixed(1)} s`,
  );
  const server = await startServer(host, project);
  try {
    const api = (query: string) => `${server.url}/api/products?${query}`;
    // A fresh instance on an existing index: how soon it answers (no catalogue in memory).
    const first = await timed(api('sort=naam&limit=60&offset=0'));
    const firstSearch = await timed(api('q=aquaris&sort=naam&limit=60&offset=0'));
    row(
      `Catalogus op Firestore na een start, ${label}`,
      '—',
      `luistert na ${ms(server.listening)}, eerste lijst ${ms(first)}, eerste zoekvraag ${ms(firstSearch)}`,
      '—',
      'binnen seconden',
    );
    // The query shapes of issue 35: time per request (through the API, uncached) and the
    // documents each request reads (the adapter counts them), beside health and the floor.
    const shapes = await measureShapes(server.url, products, SHAPE_QUERIES);
    const shapeReads = await readsPerShape(host, project, products);
    const show = (f: { p50: number; p95: number; max: number }) =>
      `p50 ${ms(f.p50)}, p95 ${ms(f.p95)}, max ${ms(f.max)}`;
    const beside = `health p50 ${ms(shapes.health.p50)}, goedkoopste pagina ${show(shapes.floor)}`;
    row(
      `Catalogus op Firestore zonder cache, ${shapes.all.count} verschillende vragen van elke vorm na elkaar, ${label}`,
      '—',
      `${show(shapes.all)}; gelezen documenten per vraag: hoogstens pagina + ${Math.max(...[...shapeReads.values()].map((r) => r.over))}`,
      beside,
      'lezen ≤ pagina + 10',
    );
    for (const shape of shapes.shapes) {
      const read = shapeReads.get(shape.shape);
      row(
        `Catalogus op Firestore zonder cache, ${shape.shape} (${shape.count} vragen, alle sorteringen), ${label}`,
        '—',
        `${show(shape)}; gelezen: ${read ? `${read.min}–${read.max} documenten (hoogstens pagina + ${Math.max(0, read.over)})` : '—'}`,
        beside,
        'lezen ≤ pagina + 10',
      );
    }
    const health = [`${server.url}/api/health`];
    await load({ urls: health, requests: 1000, connections: 16 }); // warm-up
    const ratios: Record<QueryKind, number[]> = { list: [], filter: [], search: [], prefix: [] };
    const results: Record<QueryKind, LoadResult[]> = {
      list: [],
      filter: [],
      search: [],
      prefix: [],
    };
    const healths: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      // Another variant each run: no URL is asked twice, so no answer comes from a cache.
      const mix = catalogueMix(products, PER_KIND, 3 + run);
      const warmUp = generatorWarmUp(server.url);
      const base = await load({ urls: health, requests: 4000, connections: 16, warmUp });
      healths.push(base.rps);
      for (const kind of KINDS) {
        const urls = mix.filter((q) => q.kind === kind).map((q) => api(q.query));
        const result = await load({ urls, requests: urls.length, connections: 16, warmUp });
        results[kind].push(result);
        ratios[kind].push(result.rps / base.rps);
      }
    }
    const healthRps = median(healths);
    for (const kind of KINDS) {
      const ratio = median(ratios[kind]);
      const mid = [...results[kind]].sort((a, b) => a.rps - b.rps)[RUNS >> 1];
      row(
        `Catalogus op Firestore zonder cache, ${kind} (${PER_KIND} verschillende vragen), ${label}, 16 verbindingen, mediaan van ${RUNS}`,
        products === 100_000 ? '1 % (lijst)' : '43 %',
        mid
          ? `${mid.rps.toFixed(0)}/s, p50 ${ms(mid.p50)}, p95 ${ms(mid.p95)}, max ${ms(mid.max)} (health ${healthRps.toFixed(0)}/s)`
          : '—',
        `${pct(ratio)} van /api/health`,
        '≥ 25 %',
      );
    }
    // The first query of each kind again and again: answers from the cache, labelled as such.
    const repeated = catalogueMix(products, PER_KIND, 3)
      .filter((_, i) => i % PER_KIND === 0)
      .map((q) => api(q.query));
    for (const url of repeated) await timed(url);
    const cached = await load({ urls: repeated, requests: 2000, connections: 16 });
    row(
      `Catalogus op Firestore uit de antwoordcache (${repeated.length} herhaalde vragen), ${label}, 16 verbindingen`,
      '—',
      `${cached.rps.toFixed(0)}/s, p95 ${ms(cached.p95)}`,
      `${pct(cached.rps / healthRps)} van /api/health`,
      '—',
    );
    // The ceiling of any adapter here: an uncached page reads its 60 products, and even read
    // by key (no query at all) the emulator and its client hand over only this many.
    const reads = await readsByKey(host, products, project);
    row(
      `Plafond: de Firestore-emulator leest producten op sleutel (geen query), ${label}, 16 tegelijk`,
      '—',
      `pagina van 60: ${reads.page.rps.toFixed(0)}/s (client ${(reads.page.cpuUs / 1000).toFixed(1)} ms CPU per pagina); 1 product: ${reads.one.rps.toFixed(0)}/s (client ${reads.one.cpuUs.toFixed(0)} µs CPU)`,
      `${pct(reads.page.rps / healthRps)} (pagina) en ${pct(reads.one.rps / healthRps)} (1 product) van /api/health`,
      '≥ 25 % nodig voor elke opzet die per vraag leest',
    );
    const memory = memoryOf(server.pid);
    row(
      `Geheugen van de server (RSS), ${label}`,
      products === 100_000 ? '1–1,9 GB' : '—',
      `${memory.now.toFixed(0)} MB, piek ${memory.peak.toFixed(0)} MB`,
      '—',
      '< 512 MB',
    );
  } finally {
    await server.stop();
  }
}

/**
 * The sizes to measure: BENCH_FIRESTORE_PRODUCTS (comma separated), else 5,000, 20,000 and
 * 100,000. Since issue 35 no request queries (reads by key only), so the emulator's scan of the
 * collection per query no longer counts: 20,000 products seed and index in about 11 s.
 */
export const firestoreBenchSizes = () => {
  const sizes = process.env.BENCH_FIRESTORE_PRODUCTS;
  if (!sizes)
    console.log(
      'Firestore-catalogus: 5.000, 20.000 en 100.000 producten (BENCH_FIRESTORE_PRODUCTS=5000 voor een korte run).',
    );
  // `BENCH_FIRESTORE_PRODUCTS=0` leaves Firestore out (a run of the other figures alone).
  return (sizes ?? '5000,20000,100000')
    .split(',')
    .map(Number)
    .filter((products) => products > 0);
};

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const rows: string[][] = [];
  await measureFirestoreCatalogue(firestoreBenchSizes(), (...cells) => {
    rows.push(cells);
    console.log(`  ${cells[0]}: ${cells[2]} (${cells[3]}; doel ${cells[4]})`);
  });
  console.log('\n| Meting | Was | Nu | Verhouding | Doel |\n| --- | --- | --- | --- | --- |');
  for (const cells of rows) console.log(`| ${cells.join(' | ')} |`);
}
