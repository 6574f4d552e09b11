/**
 * The width and height a PNG, JPEG or WebP file announces in its header, read without
 * decoding a pixel: a tiny file can announce 16,384 × 16,384 pixels and cost gigabytes once
 * decoded, so anything that decodes a user's image asks this first.
 */
export interface ImageSize {
  width: number;
  height: number;
}

/** The largest image the portal decodes: a side and a number of pixels. */
export const IMAGE_LIMITS = { maxSide: 2000, maxPixels: 4_000_000 } as const;

export function fitsImageLimits(size: ImageSize): boolean {
  return (
    size.width > 0 &&
    size.height > 0 &&
    size.width <= IMAGE_LIMITS.maxSide &&
    size.height <= IMAGE_LIMITS.maxSide &&
    size.width * size.height <= IMAGE_LIMITS.maxPixels
  );
}

const ascii = (bytes: Uint8Array, from: number, to: number) =>
  String.fromCharCode(...bytes.subarray(from, to));

function pngSize(bytes: Uint8Array, view: DataView): ImageSize | null {
  if (bytes.byteLength < 24 || ascii(bytes, 12, 16) !== 'IHDR') return null;
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

/** SOF0..SOF15 carry the frame size; C4 (DHT), C8 (JPG) and CC (DAC) do not. */
const isStartOfFrame = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

function jpegSize(bytes: Uint8Array, view: DataView): ImageSize | null {
  let at = 2;
  while (at + 4 <= bytes.byteLength) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1] ?? 0;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd8)) {
      at += 2; // a marker without a length
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) return null; // end, or scan data before a frame
    const length = view.getUint16(at + 2);
    if (length < 2) return null;
    if (isStartOfFrame(marker)) {
      if (at + 9 > bytes.byteLength) return null;
      return { height: view.getUint16(at + 5), width: view.getUint16(at + 7) };
    }
    at += 2 + length;
  }
  return null;
}

function webpSize(bytes: Uint8Array, view: DataView): ImageSize | null {
  if (bytes.byteLength < 30) return null;
  const chunk = ascii(bytes, 12, 16);
  if (chunk === 'VP8X') {
    const width = 1 + (view.getUint32(24, true) & 0xffffff);
    const height = 1 + (view.getUint32(27, true) & 0xffffff);
    return { width, height };
  }
  if (chunk === 'VP8L') {
    if (bytes[20] !== 0x2f) return null;
    const bits = view.getUint32(21, true);
    return { width: 1 + (bits & 0x3fff), height: 1 + ((bits >>> 14) & 0x3fff) };
  }
  if (chunk === 'VP8 ') {
    if (bytes[23] !== 0x9d || bytes[24] !== 0x01 || bytes[25] !== 0x2a) return null;
    return { width: view.getUint16(26, true) & 0x3fff, height: view.getUint16(28, true) & 0x3fff };
  }
  return null;
}

/** The size the header announces, or null when the bytes are no PNG, JPEG or WebP we can read. */
export function imageSize(bytes: Uint8Array): ImageSize | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes.byteLength >= 8 && bytes[0] === 0x89 && ascii(bytes, 1, 4) === 'PNG') {
    return pngSize(bytes, view);
  }
  if (bytes.byteLength >= 4 && bytes[0] === 0xff && bytes[1] === 0xd8) return jpegSize(bytes, view);
  if (bytes.byteLength >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') {
    return webpSize(bytes, view);
  }
  return null;
}
