// npm run bench: every speed figure of the portal in one run, each next to its baseline (the
// figure before the hardening work, or the reference it is compared with) and the target.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { gzipSync } from 'node:zlib';
import { chromium, expect, type Browser } from '@playwright/test';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { ensureChromium } from '../scripts/browser';
import { freePort } from '../src-server/local/ports';
import { startLocalPortal } from '../src-server/local/portal';
import { createSqliteStorage } from '../src-server/storage/sqlite';
import { floorJsGzip, PAGE_JS_TARGETS } from './floor';
import {
  apiServer,
  generatorWarmUp,
  measureCatalogueMix,
  measureShapes,
  type ShapeFigures,
} from './catalogue-api-mix';
import { firestoreBenchSizes, measureFirestoreCatalogue } from './catalogue-firestore';
import { CACHED_QUERIES } from './catalogue-mix';
import { load, type LoadResult } from './load';
import { measureStarts, seconds } from './start';
import { measurePriceList, type PriceListResult } from './price-list';

const rows: string[][] = [];
const row = (figure: string, baseline: string, now: string, ratio: string, target: string) => {
  rows.push([figure, baseline, now, ratio, target]);
  console.log(`  ${figure}: ${now} (${ratio}; was ${baseline}; target ${target})`);
};
const ms = (value: number) => `${value.toFixed(1)} ms`;
const pct = (value: number) => `${(value * 100).toFixed(0)} %`;
const latency = (r: LoadResult) =>
  `${r.rps.toFixed(0)}/s, p50 ${ms(r.p50)}, p95 ${ms(r.p95)}, p99 ${ms(r.p99)}`;

/**
 * Seeds in a child process (npm run seed:large), so the measured server's heap holds no trace
 * of 100,000 generated products: a real server never made them.
 */
async function seedProducts(dataDir: string, count: number) {
  await new Promise<void>((done, fail) => {
    const child = spawn('node_modules/.bin/tsx', ['scripts/seed-large.ts', String(count)], {
      env: { ...process.env, DATA_DIR: dataDir },
      stdio: 'ignore',
    });
    child.once('error', fail);
    child.once('exit', (code) =>
      code === 0 ? done() : fail(new Error(`seed:large stopte met ${code}`)),
    );
  });
  const storage = createSqliteStorage({ filename: join(dataDir, 'warmteportaal.sqlite') });
  await storage.set('users', 'bench', { email: 'bench@warmteportaal.test', discount: 10 });
  await storage.close();
}

async function seededDir(products: number) {
  const dataDir = mkdtempSync(join(tmpdir(), `wp-bench-${products}-`));
  const seeding = performance.now();
  await seedProducts(dataDir, products);
  console.log(
    `${products} producten geladen in ${((performance.now() - seeding) / 1000).toFixed(1)} s`,
  );
  return dataDir;
}

async function measureApi(products: number, baseline: string, target: number) {
  const dataDir = await seededDir(products);
  const api = await apiServer(dataDir);
  // First, right after the start: the query shapes of issue 35, each distinct and uncached.
  shapeRows(await measureShapes(api.url, products), products, 'SQLite');
  const health = [`${api.url}/api/health`];
  const catalogue = CACHED_QUERIES.map((q) => `${api.url}/api/products?${q}`);
  await load({ urls: [...health, ...catalogue], requests: 400, connections: 8 }); // warm-up
  // A fresh histogram per run: one re-enabled counts the pause in between as a stall.
  // The baseline: the largest delay while only /api/health is asked for. On two cores the
  // load generator, the server and SQLite's workers take turns, so even a free loop waits.
  let stall = 0;
  let healthStall = 0;
  const watched = async <T>(run: () => Promise<T>, health = false): Promise<T> => {
    const loop = monitorEventLoopDelay({ resolution: 5 });
    loop.enable();
    try {
      return await run();
    } finally {
      loop.disable();
      if (health) healthStall = Math.max(healthStall, loop.max / 1e6);
      else stall = Math.max(stall, loop.max / 1e6);
    }
  };
  for (const connections of [16, 64]) {
    // Both after the same untimed warm-up: a cold first health run made earlier ratios high.
    const warmUp = generatorWarmUp(api.url);
    const base = await watched(
      () => load({ urls: health, requests: 4000, connections, warmUp }),
      true,
    );
    const cat = await watched(() => load({ urls: catalogue, requests: 4000, connections, warmUp }));
    row(
      `Catalogus-API uit de antwoordcache (5 herhaalde vragen), ${products.toLocaleString('nl-NL')} producten, ${connections} verbindingen`,
      baseline,
      `${latency(cat)} (health ${base.rps.toFixed(0)}/s, p95 ${ms(base.p95)})`,
      `${pct(cat.rps / base.rps)} van /api/health`,
      `≥ ${pct(target)}${products === 5000 ? ', p95 ≤ 15 ms' : ''}`,
    );
  }
  // The fixed mix: 320 distinct queries one after another, then another 320 per kind under
  // 16 connections; no URL is asked twice, so no answer comes from a cache.
  const { one, health16, kinds, floor } = await measureCatalogueMix(api.url, products, watched);
  row(
    `Catalogus-API zonder cache, ${products.toLocaleString('nl-NL')} producten, 320 verschillende vragen na elkaar`,
    '—',
    `p50 ${ms(one.p50)}, p95 ${ms(one.p95)}, max ${ms(one.max)}`,
    '—',
    products === 100_000 ? 'p95 ≤ 50 ms, max ≤ 200 ms' : '—',
  );
  for (const [kind, result] of kinds) {
    row(
      `Catalogus-API zonder cache, ${kind}, ${products.toLocaleString('nl-NL')} producten, 16 verbindingen`,
      '—',
      latency(result),
      `${pct(result.rps / health16.rps)} van /api/health`,
      '≥ 25 %',
    );
  }
  row(
    `Catalogus-API zonder cache, bodem: de goedkoopste pagina (60 op naam, geen filter of zoekterm), ${products.toLocaleString('nl-NL')} producten, 16 verbindingen`,
    '—',
    latency(floor),
    `${pct(floor.rps / health16.rps)} van /api/health`,
    'plafond voor elke soort',
  );
  row(
    `Grootste blokkade van de event loop, ${products.toLocaleString('nl-NL')} producten`,
    products === 100_000 ? '3.400 ms' : '—',
    `${ms(stall)} (alleen /api/health: ${ms(healthStall)})`,
    healthStall > 0 ? `${(stall / healthStall).toFixed(2)} × /api/health` : '—',
    '≤ 50 ms',
  );
  if (products === 5000) {
    const order = await load({
      urls: [`${api.url}/api/orders`],
      requests: 400,
      connections: 16,
      init: {
        method: 'POST',
        headers: { authorization: 'Bearer bench', 'content-type': 'application/json' },
        body: JSON.stringify({
          delivery: 'afhalen',
          lines: [
            { productId: 'gen-00001', quantity: 1 },
            { productId: 'gen-00007', quantity: 2 },
          ],
        }),
      },
    });
    row('Bestelling plaatsen, 16 verbindingen', '—', latency(order), '—', '—');
  }
  await api.stop();
  return dataDir;
}

/** One row for all shapes together, then one per shape, each beside health and the floor. */
function shapeRows(figures: ShapeFigures, products: number, store: string) {
  const size = products.toLocaleString('nl-NL');
  const spread = (f: { p50: number; p95: number; max: number }) =>
    `p50 ${ms(f.p50)}, p95 ${ms(f.p95)}, max ${ms(f.max)}`;
  const beside = `health p50 ${ms(figures.health.p50)}, goedkoopste pagina ${spread(figures.floor)}`;
  row(
    `Catalogus (${store}) zonder cache, ${figures.all.count} verschillende vragen van elke vorm na elkaar direct na de start, ${size} producten`,
    products === 100_000 ? 'p95 59–61 ms, max 183–275 ms' : '—',
    spread(figures.all),
    beside,
    products === 100_000 ? 'p95 ≤ 50 ms, max ≤ 200 ms' : '—',
  );
  for (const shape of figures.shapes)
    row(
      `Catalogus (${store}) zonder cache, ${shape.shape} (${shape.count} vragen, alle sorteringen), ${size} producten`,
      '—',
      spread(shape),
      beside,
      '—',
    );
}

/** Runs in the page (browser types are not in this Node project): CLS and LCP so far. */
const PAGE_METRICS = `new Promise((done) => {
  let cls = 0;
  let lcp = 0;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (!e.hadRecentInput) cls += e.value;
  }).observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((list) => {
    const last = list.getEntries().at(-1);
    if (last) lcp = last.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  setTimeout(() => done({ cls, lcp }), 200);
})`;

async function pageMetrics(browser: Browser, url: string) {
  const context = await browser.newContext({
    viewport: { width: 375, height: 812 },
    deviceScaleFactor: 2,
    isMobile: true,
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  // Lighthouse's mobile profile: 4× slower CPU, a fast-3G-like network.
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  const scripts: Promise<number>[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.endsWith('.js')) {
      scripts.push(response.body().then((body) => gzipSync(body).length));
    }
  });
  await page.goto(url, { waitUntil: 'load' });
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.waitForTimeout(3000);
  const metrics = (await page.evaluate(PAGE_METRICS)) as { cls: number; lcp: number };
  // Every script counted whole: a read cut short by closing the page would count as 0 bytes.
  const js = (await Promise.all(scripts)).reduce((sum, bytes) => sum + bytes, 0);
  await context.close();
  return { ...metrics, js };
}

async function measureTyping(browser: Browser, url: string) {
  const page = await browser.newPage();
  await page.goto(`${url}/catalogus`);
  const count = page.getByRole('status').filter({ hasText: 'producten' });
  await expect(count).toHaveText(/\d\.\d{3} producten/, { timeout: 30_000 });
  const timings: number[] = [];
  for (const term of ['aquaris', 'terra 1', 'duo 5', 'zenit', 'gx-0042']) {
    const before = await count.textContent();
    const t0 = performance.now();
    await page.getByLabel('Zoeken').fill(term);
    await expect(count).not.toHaveText(before ?? '', { timeout: 10_000 });
    await page.getByRole('article').first().waitFor();
    timings.push(performance.now() - t0);
  }
  await page.close();
  const median = [...timings].sort((a, b) => a - b)[Math.floor(timings.length / 2)] ?? 0;
  return `${ms(median)} (${timings.map((t) => t.toFixed(0)).join(', ')})`;
}

/**
 * A real Lighthouse run (12.x: 13 needs Node 22) with its default mobile profile and simulated
 * throttling, in Debian's Chromium: npm never downloads a browser for it.
 */
const LIGHTHOUSE_RUNS = 3;

async function lighthouseMobile(base: string, pages: readonly (readonly [string, string])[]) {
  const chrome = await launch({
    chromePath: '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  try {
    const results: {
      path: string;
      before: string;
      score: number;
      cls: number;
      scores: number[];
    }[] = [];
    for (const [path, before] of pages) {
      const url = `${base}${path}`;
      // Scores swing by several points from run to run (mostly Total Blocking Time on shared
      // cores): the median of three runs, with all three shown.
      const runs: { score: number; cls: number }[] = [];
      for (let run = 0; run < LIGHTHOUSE_RUNS; run++) {
        const lhr = (
          await lighthouse(url, {
            port: chrome.port,
            onlyCategories: ['performance'],
            logLevel: 'error',
          })
        )?.lhr;
        const score = lhr?.categories['performance']?.score;
        const cls = lhr?.audits['cumulative-layout-shift']?.numericValue;
        if (typeof score !== 'number' || cls === undefined) {
          throw new Error(
            `Lighthouse op ${url}: ${lhr?.runtimeError?.message ?? 'geen resultaat'}`,
          );
        }
        runs.push({ score, cls });
      }
      const sorted = [...runs].sort((a, b) => a.score - b.score);
      const median = sorted[Math.floor(sorted.length / 2)] ?? { score: 0, cls: 0 };
      results.push({
        path,
        before,
        score: median.score,
        cls: Math.max(...runs.map((r) => r.cls)),
        scores: runs.map((r) => r.score),
      });
    }
    return results;
  } finally {
    chrome.kill();
  }
}

console.log(
  `Machine: ${cpus().length} × ${cpus()[0]?.model ?? 'onbekend'}, Node ${process.version}\n`,
);
function priceListRows(list: PriceListResult) {
  row(
    'Volledige prijslijst, 100.000 producten: grootste blokkade van andere verzoeken (mediaan van 3)',
    '600–900 ms',
    `${ms(list.stallMs)} (traagste /api/health ${ms(list.slowestHealthMs)}; alleen /api/health: ${ms(list.baselineStallMs)})`,
    `gemaakt in ${list.seconds.toFixed(1)} s, piek-RSS ${list.peakRssMb.toFixed(0)} MB`,
    '≤ 50 ms, < 512 MB',
  );
}

function printTable() {
  const when = new Date().toISOString().slice(0, 16).replace('T', ' ');
  console.log(`\n| Meting (${when} UTC, ${cpus().length} kernen) | Was | Nu | Verhouding | Doel |`);
  console.log('| --- | --- | --- | --- | --- |');
  for (const cells of rows) console.log(`| ${cells.join(' | ')} |`);
}

// `npx tsx bench/speed.ts --ui`: only the portal at 5,000 products (Lighthouse, page metrics,
// typing), without the API figures, 100,000 products, Firestore or the cold start.
const uiOnly = process.argv.includes('--ui');
const small = uiOnly ? await seededDir(5000) : await measureApi(5000, '14 % (p95 30 ms)', 0.5);
// BENCH_API_ONLY=1 stops after the API at 5,000 products (a quick run beside other work).
if (process.env.BENCH_API_ONLY) {
  rmSync(small, { recursive: true, force: true });
  printTable();
  process.exit(0);
}
if (!uiOnly) {
  const large = await measureApi(100_000, '0,2 %', 0.25);
  priceListRows(await measurePriceList(large));
  rmSync(large, { recursive: true, force: true });
  // The same mix on the Firestore adapter (official emulator), at each size of
  // BENCH_FIRESTORE_PRODUCTS: bench/catalogue-firestore.ts.
  await measureFirestoreCatalogue(firestoreBenchSizes(), row);
}
// `npx tsx bench/speed.ts --api`: the API figures alone (a few minutes instead of a quarter hour).
if (process.argv.includes('--api')) {
  rmSync(small, { recursive: true, force: true });
  printTable();
  process.exit(0);
}

const portal = await startLocalPortal({
  port: await freePort(),
  authEmulatorPort: await freePort(),
  dataDir: small,
  webDir: resolve('dist-web'),
  projectId: 'demo-warmteportaal-bench',
  persistAccounts: false,
});
const PAGES = [
  ['/', '76'],
  ['/catalogus', '81'],
  ['/catalogus/nw-bw8', '81'],
] as const;
/** Each page's JS before its issue (issue 10 for /, issue 23 for the catalogue). */
const JS_BEFORE: Record<(typeof PAGES)[number][0], string> = {
  '/': '1,36',
  '/catalogus': '1,57',
  '/catalogus/nw-bw8': '1,48',
};
let browser: Browser | undefined;
try {
  // First, while no other browser runs: Lighthouse's simulated throttling times the CPU too.
  for (const { path, before, score, cls, scores } of await lighthouseMobile(portal.url, PAGES)) {
    row(
      `Lighthouse 12 mobiel ${path}: performance (mediaan van ${LIGHTHOUSE_RUNS}) en CLS`,
      `${before}, CLS 0,21–0,28`,
      `${Math.round(score * 100)} (${scores.map((s) => Math.round(s * 100)).join(', ')}), CLS ${cls.toFixed(3)}`,
      '—',
      '≥ 95, CLS ≤ 0,02',
    );
  }
  browser = await chromium.launch({
    executablePath: await ensureChromium(),
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  const floor = await floorJsGzip();
  for (const [path] of PAGES) {
    const m = await pageMetrics(browser, `${portal.url}${path}`);
    const target = PAGE_JS_TARGETS.find(([page]) => page === path)?.[1];
    row(
      `JS op ${path} (gzip)`,
      `${JS_BEFORE[path]} × vloer`,
      `${(m.js / 1024).toFixed(1)} KiB (vloer ${(floor / 1024).toFixed(1)} KiB)`,
      `${(m.js / floor).toFixed(2)} × vloer`,
      target === undefined ? '—' : `≤ ${target.toFixed(2).replace('.', ',')} ×`,
    );
    row(
      `Mobiel ${path}: CLS en LCP (Playwright, 4× CPU, trage 4G)`,
      'CLS 0,21–0,28',
      `CLS ${m.cls.toFixed(3)}, LCP ${ms(m.lcp)}`,
      '—',
      'CLS ≤ 0,02',
    );
  }
  row(
    'Typen tot resultaten (5.000 producten, mediaan)',
    '258 ms',
    await measureTyping(browser, portal.url),
    '—',
    '≤ 120 ms',
  );
} finally {
  await browser?.close();
  await portal.stop();
}
if (uiOnly) {
  rmSync(small, { recursive: true, force: true });
  printTable();
  process.exit(0);
}
// A fresh data folder, then the same folder again: bench/start.ts.
const [first, again] = await measureStarts(2);
if (!first || !again) throw new Error('Twee starts gemeten, niet minder');
row(
  "npm start → pagina's (lege map / tweede start)",
  '10–14 s',
  `${seconds(first.pages)} / ${seconds(again.pages)}`,
  '—',
  '≤ 3 s',
);
row(
  'npm start → eerste aanmelding via het portaal (lege map / tweede start)',
  '16 s',
  `${seconds(first.signIn)} / ${seconds(again.signIn)}`,
  '—',
  '≤ 5 s',
);
rmSync(small, { recursive: true, force: true });

printTable();
