// Draws the app icon (resources/icon.png, 1024×1024): a blue tile with an orange flame.
// electron-builder derives the Windows .ico and macOS .icns from it. Run: tsx scripts/make-icon.ts
import { writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';

const SIZE = 1024;
const BLUE = [0x0f, 0x4c, 0x81];
const ORANGE = [0xff, 0x8a, 0x3d];

function insideTile(x: number, y: number): boolean {
  const r = 220;
  const cx = Math.min(Math.max(x, r), SIZE - r);
  const cy = Math.min(Math.max(y, r), SIZE - r);
  return (x - cx) ** 2 + (y - cy) ** 2 <= r * r;
}

function insideFlame(x: number, y: number): boolean {
  const circle = (x - 512) ** 2 + (y - 640) ** 2 <= 230 ** 2;
  // A triangle from the tip (512, 170) to the circle's sides.
  const t = (y - 170) / (640 - 170);
  const triangle = t >= 0 && t <= 1 && Math.abs(x - 512) <= 230 * t;
  const hollow = (x - 512) ** 2 + (y - 700) ** 2 <= 95 ** 2;
  return (circle || triangle) && !hollow;
}

function crc32(bytes: Uint8Array): number {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

const raw = Buffer.alloc(SIZE * (SIZE * 4 + 1));
for (let y = 0; y < SIZE; y++) {
  raw[y * (SIZE * 4 + 1)] = 0;
  for (let x = 0; x < SIZE; x++) {
    // 2×2 samples per pixel for smooth edges.
    let tile = 0;
    let flame = 0;
    for (const [dx, dy] of [
      [0.25, 0.25],
      [0.75, 0.25],
      [0.25, 0.75],
      [0.75, 0.75],
    ] as const) {
      if (insideTile(x + dx, y + dy)) tile++;
      if (insideFlame(x + dx, y + dy)) flame++;
    }
    const colour = BLUE.map((b, i) => Math.round((b * (4 - flame) + (ORANGE[i] ?? 0) * flame) / 4));
    const offset = y * (SIZE * 4 + 1) + 1 + x * 4;
    raw[offset] = colour[0] ?? 0;
    raw[offset + 1] = colour[1] ?? 0;
    raw[offset + 2] = colour[2] ?? 0;
    raw[offset + 3] = Math.round((tile / 4) * 255);
  }
}

const header = Buffer.alloc(13);
header.writeUInt32BE(SIZE, 0);
header.writeUInt32BE(SIZE, 4);
header[8] = 8; // bit depth
header[9] = 6; // RGBA
const png = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  chunk('IHDR', header),
  chunk('IDAT', deflateSync(raw, { level: 9 })),
  chunk('IEND', Buffer.alloc(0)),
]);
writeFileSync('resources/icon.png', png);
console.log(`resources/icon.png: ${png.length} bytes`);
