// npm run bench: how many bytes of JS and CSS the home page (/) loads, gzipped, measured by
// loading the built web app in Chromium and recording every script and stylesheet it fetches.
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { ensureChromium } from '../scripts/browser';

const root = resolve('dist-web');
const types: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
};

const server = createServer((request, response) => {
  const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
  const file = extname(path) ? join(root, path) : join(root, 'index.html');
  readFile(file).then(
    (body) => {
      response.writeHead(200, {
        'content-type': types[extname(file)] ?? 'application/octet-stream',
      });
      response.end(body);
    },
    () => {
      response.writeHead(404);
      response.end();
    },
  );
});
await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
const address = server.address();
const port = typeof address === 'object' && address ? address.port : 0;

const browser = await chromium.launch({
  executablePath: await ensureChromium(),
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
const page = await browser.newPage();
const assets: { url: string; kind: 'js' | 'css'; raw: number; gzip: number }[] = [];
page.on('response', async (response) => {
  const url = new URL(response.url());
  const kind = url.pathname.endsWith('.js') ? 'js' : url.pathname.endsWith('.css') ? 'css' : null;
  if (!kind || url.pathname === '/sw.js') return;
  const body = await response.body();
  assets.push({ url: url.pathname, kind, raw: body.length, gzip: gzipSync(body).length });
});
await page.goto(`http://127.0.0.1:${port}/`, { waitUntil: 'networkidle' });
await page.getByRole('heading', { level: 1 }).waitFor();
await browser.close();
server.close();

const sum = (kind: 'js' | 'css', only?: Set<string>) =>
  assets
    .filter((a) => a.kind === kind && (!only || only.has(a.url)))
    .reduce((total, a) => total + a.gzip, 0);
// What index.html itself asks for blocks the first render; the rest loads after it.
const html = await readFile(join(root, 'index.html'), 'utf8');
const critical = new Set(
  [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((m) => m[1] ?? ''),
);
for (const asset of assets.sort((a, b) => b.gzip - a.gzip)) {
  console.log(`${asset.kind.padEnd(4)}${String(asset.gzip).padStart(8)} B gzip  ${asset.url}`);
}
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
console.log(
  `\nStartpagina (/): JS ${kb(sum('js'))} gzip, CSS ${kb(sum('css'))} gzip, samen ${kb(sum('js') + sum('css'))}`,
);
console.log(
  `  waarvan vóór de eerste weergave (door index.html geladen): JS ${kb(sum('js', critical))}, CSS ${kb(sum('css', critical))}`,
);
