// npm run bench (second part): the catalogue with 5,000 extra products. Measures the API's
// latency (p50/p95) and requests per second for filtered, paged queries, and the time from
// typing in the search box to results on screen in Chromium. Runs the real local portal.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, expect } from '@playwright/test';
import { freePort } from '../src-server/local/ports';
import { startLocalPortal } from '../src-server/local/portal';
import { generateProducts } from '../src-server/seed/large-catalogue';
import { createSqliteStorage } from '../src-server/storage/sqlite';
import { ensureChromium } from '../scripts/browser';

const PRODUCTS = 5000;
const REQUESTS = 2000;
const CONCURRENCY = 16;

const dataDir = mkdtempSync(join(tmpdir(), 'wp-bench-'));
const storage = createSqliteStorage({ filename: join(dataDir, 'warmteportaal.sqlite') });
for (const { id, data } of generateProducts(PRODUCTS, new Date()))
  await storage.set('products', id, data);
await storage.close();

const portal = await startLocalPortal({
  port: await freePort(),
  authEmulatorPort: await freePort(),
  dataDir,
  webDir: resolve('dist-web'),
  projectId: 'demo-warmteportaal-bench',
  persistAccounts: false,
});

const queries = [
  'q=aquaris&category=lucht-water&inStock=true&sort=prijs-oplopend&limit=60&offset=0',
  'q=terra&sort=nieuwste&limit=60&offset=60',
  'categories=lucht-water,hybride,bodem-water&inStock=true&sort=naam&limit=60&offset=120',
  'q=warmtepomp%208&sort=prijs-aflopend&limit=60&offset=0',
  'category=boilers-buffervaten&limit=60&offset=300',
];

async function measureApi() {
  const latencies: number[] = [];
  let sent = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (sent < REQUESTS) {
        const query = queries[sent++ % queries.length];
        const t0 = performance.now();
        const response = await fetch(`${portal.url}/api/products?${query}`);
        await response.arrayBuffer();
        if (!response.ok) throw new Error(`HTTP ${response.status} for ${query}`);
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (p: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))] ?? 0;
  return { p50: at(0.5), p95: at(0.95), rps: REQUESTS / seconds };
}

async function measureTyping() {
  const browser = await chromium.launch({
    executablePath: await ensureChromium(),
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  const page = await browser.newPage();
  await page.goto(`${portal.url}/catalogus`);
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
  await browser.close();
  timings.sort((a, b) => a - b);
  return { median: timings[Math.floor(timings.length / 2)] ?? 0, worst: timings.at(-1) ?? 0 };
}

try {
  await measureApi(); // warm-up: fills the catalogue cache and the JIT
  const api = await measureApi();
  const typing = await measureTyping();
  console.log(
    `Catalogus-API (${PRODUCTS + 41} producten, ${REQUESTS} gefilterde pagina-aanvragen, ${CONCURRENCY} tegelijk, client en server op dezelfde 2 kernen):\n` +
      `  p50 ${api.p50.toFixed(1)} ms, p95 ${api.p95.toFixed(1)} ms, ${api.rps.toFixed(0)} aanvragen/s`,
  );
  console.log(
    `Zoeken in Chromium (typen tot resultaten, inclusief 200 ms invoervertraging): mediaan ${typing.median.toFixed(0)} ms, traagste ${typing.worst.toFixed(0)} ms`,
  );
} finally {
  await portal.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
