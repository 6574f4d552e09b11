// Draws the app icon (resources/icon.png, 1024×1024): a blue tile with an orange flame.
// electron-builder derives the Windows .ico and macOS .icns from it. Run: tsx scripts/make-icon.ts
import { writeFileSync } from 'node:fs';
import { encodePng } from '../src-server/files/png-encode';

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

const png = encodePng({ width: SIZE, height: SIZE, depth: 8, colourType: 6 }, raw);
writeFileSync('resources/icon.png', png);
console.log(`resources/icon.png: ${png.length} bytes`);
