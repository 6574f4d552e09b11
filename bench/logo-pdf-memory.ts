// The homeowner's offerte PDF of a firm with the largest logo the portal accepts: how long one
// answer takes and how much memory the process holds, over repeated downloads (issue 31: a
// logo is refused above 2,000 px a side or 4 megapixels, so no download may decode more).
// `npx tsx bench/logo-pdf-memory.ts [downloads]`
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import { createApp } from '../src-server/app';
import { companies } from '../src-server/collections/companies';
import { createLocalFileStore } from '../src-server/files/local';
import { IMAGE_LIMITS } from '../src-server/files/image-size';
import { createSqliteStorage } from '../src-server/storage/sqlite';
import { seedSentOfferte } from '../tests/support/offerte-race';

/** A PNG of `width` × `height` RGB pixels. */
function png(width: number, height: number): Uint8Array {
  const row = 1 + width * 3;
  const raw = Buffer.alloc(row * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const at = y * row + 1 + x * 3;
      // Blocks of flat colour, as a logo has: well under the 1 MB upload limit.
      raw[at] = ((x >> 5) * 40) & 0xff;
      raw[at + 1] = ((y >> 5) * 30) & 0xff;
      raw[at + 2] = (((x ^ y) >> 6) * 50) & 0xff;
    }
  }
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body) >>> 0);
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const downloads = Number(process.argv[2] ?? 20);
const dir = mkdtempSync(join(tmpdir(), 'wp-logo-bench-'));
const storage = createSqliteStorage({ filename: join(dir, 'data.sqlite'), catalogueWorkers: 0 });
const files = createLocalFileStore(join(dir, 'files'));
const clock = { now: () => new Date() };
const side = IMAGE_LIMITS.maxSide;
const logo = png(side, Math.floor(IMAGE_LIMITS.maxPixels / side));
await files.write('logos/bench.png', logo, 'image/png');
const token = await seedSentOfferte(storage, 'bench-offerte', { companyId: 'bedrijf-bench' });
await companies.on(storage).set('bedrijf-bench', {
  ...companies.decode('bedrijf-bench', {
    name: 'Bench Installatie',
    createdAt: new Date().toISOString(),
  }),
  logoPath: 'logos/bench.png',
});
const app = createApp({
  storage,
  files,
  clock,
  allowedOrigins: [],
  auth: { verifyIdToken: () => Promise.reject(new Error('geen inlog in deze bench')) },
});

const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MB`;
let peak = process.memoryUsage().rss;
const times: number[] = [];
for (let i = 0; i < downloads; i++) {
  const started = performance.now();
  const answer = await app.request(`/api/offerte-links/${token}/pdf`, {
    headers: { 'x-forwarded-for': `192.0.2.${i % 200}` },
  });
  const body = new Uint8Array(await answer.arrayBuffer());
  times.push(performance.now() - started);
  if (answer.status !== 200)
    throw new Error(`PDF: ${answer.status} ${new TextDecoder().decode(body)}`);
  peak = Math.max(peak, process.memoryUsage().rss);
}
times.sort((a, b) => a - b);
console.log(
  `logo ${side} × ${Math.floor(IMAGE_LIMITS.maxPixels / side)} px (${(logo.length / 1024).toFixed(0)} kB); ` +
    `${downloads} PDFs: fastest ${times[0]?.toFixed(0)} ms … slowest ${times.at(-1)?.toFixed(0)} ms, ` +
    `median ${times[Math.floor(times.length / 2)]?.toFixed(0)} ms; peak RSS ${mb(peak)}`,
);
rmSync(dir, { recursive: true, force: true });
process.exit(0);
