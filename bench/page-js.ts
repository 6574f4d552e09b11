// `npx tsx bench/page-js.ts` (after `npm run build:web`): the gzipped JS that /, /catalogus and a
// product page load in Chromium, beside the floor app (bench/floor.ts), and the largest files.
// The same figures `npm run bench` prints; this alone takes seconds instead of a quarter hour.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { ensureChromium } from '../scripts/browser';
import { freePort } from '../src-server/local/ports';
import { startLocalPortal } from '../src-server/local/portal';
import { floorJsGzip, PAGE_JS_TARGETS } from './floor';

const dataDir = mkdtempSync(join(tmpdir(), 'wp-page-js-'));
const portal = await startLocalPortal({
  port: await freePort(),
  authEmulatorPort: await freePort(),
  dataDir,
  webDir: resolve('dist-web'),
  projectId: 'demo-warmteportaal-page-js',
  persistAccounts: false,
});
const browser = await chromium.launch({
  executablePath: await ensureChromium(),
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
try {
  const floor = await floorJsGzip();
  console.log(`Vloer: ${(floor / 1024).toFixed(1)} KiB gzip`);
  for (const [path, target] of PAGE_JS_TARGETS) {
    const page = await browser.newPage({ serviceWorkers: 'block' });
    const files: { name: string; gzip: number }[] = [];
    const reads: Promise<void>[] = [];
    page.on('response', (response) => {
      const { pathname } = new URL(response.url());
      if (!pathname.endsWith('.js')) return;
      reads.push(
        response.body().then((body) => {
          files.push({ name: pathname, gzip: gzipSync(body).length });
        }),
      );
    });
    await page.goto(`${portal.url}${path}`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    // The catalogue's list loads after its heading: on a busy machine the network can be idle
    // for half a second in between, so wait for the products themselves.
    if (path === '/catalogus') await page.getByText(/^[\d.]+ producten$/).waitFor();
    await page.waitForLoadState('networkidle');
    // Every file counted whole: a read cut short by closing the page would count as 0 bytes.
    await Promise.all(reads);
    await page.close();
    const js = files.reduce((sum, file) => sum + file.gzip, 0);
    const ratio = js / floor;
    console.log(
      `\n${path}: ${(js / 1024).toFixed(1)} KiB = ${ratio.toFixed(2)} × vloer (doel ≤ ${target} ×) ${ratio <= target ? 'ok' : 'TE VEEL'}`,
    );
    for (const file of files.sort((a, b) => b.gzip - a.gzip).slice(0, 8)) {
      console.log(`  ${String(file.gzip).padStart(7)} B  ${file.name}`);
    }
  }
} finally {
  await browser.close();
  await portal.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
// The Auth emulator the portal started is not needed for these pages; do not wait on it.
process.exit(0);
