import { crc32, deflateSync } from 'node:zlib';

const SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function chunk(type: string, data: Uint8Array): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.byteLength, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/**
 * A PNG from its filtered rows (each row starts with its filter byte): for images the portal
 * makes itself (demo photos, test fixtures). `colourType` 0 is grey, 2 RGB, 6 RGBA.
 */
export function encodePng(
  size: { width: number; height: number; depth: number; colourType: number },
  rows: Uint8Array,
): Uint8Array {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size.width, 0);
  header.writeUInt32BE(size.height, 4);
  header[8] = size.depth;
  header[9] = size.colourType;
  return Uint8Array.from(
    Buffer.concat([
      Buffer.from(SIGNATURE),
      chunk('IHDR', header),
      chunk('IDAT', deflateSync(rows, { level: 9 })),
      chunk('IEND', new Uint8Array()),
    ]),
  );
}
