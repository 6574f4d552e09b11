import { describe, expect, it } from 'vitest';
import { fitsImageLimits, imageSize } from '../../src-server/files/image-size';
import { pngOfSize } from '../fixtures/png';

const u16 = (value: number) => [value >> 8, value & 255];

/** A JPEG head: SOI, an APP0 segment, then a baseline SOF0 with the size. */
function jpegHead(width: number, height: number, sof = 0xc0): Uint8Array {
  const app0 = [0xff, 0xe0, ...u16(16), ...Array<number>(14).fill(0)];
  const frame = [0xff, sof, ...u16(17), 8, ...u16(height), ...u16(width), 3];
  return Uint8Array.from([0xff, 0xd8, 0xff, ...app0.slice(1), ...frame, ...Array(9).fill(0)]);
}

function webp(chunk: string, payload: number[]): Uint8Array {
  const bytes = new Uint8Array(40);
  bytes.set(new TextEncoder().encode('RIFF'), 0);
  bytes.set(new TextEncoder().encode('WEBP'), 8);
  bytes.set(new TextEncoder().encode(chunk), 12);
  bytes.set(payload, 20);
  return bytes;
}

describe('image size from the header', () => {
  it('reads PNG, JPEG and the three kinds of WebP without decoding', () => {
    expect(imageSize(pngOfSize(16_384, 16_384))).toEqual({ width: 16_384, height: 16_384 });
    expect(imageSize(jpegHead(640, 480))).toEqual({ width: 640, height: 480 });
    expect(imageSize(jpegHead(3000, 20, 0xc2))).toEqual({ width: 3000, height: 20 });
    // VP8X: canvas size minus one, 24 bits little-endian, at 24 and 27.
    expect(imageSize(webp('VP8X', [0, 0, 0, 0, 0xff, 0x3f, 0, 0xff, 0x3f, 0]))).toEqual({
      width: 16_384,
      height: 16_384,
    });
    // VP8L: signature 0x2f, then 14 bits width-1 and 14 bits height-1.
    const bits = 99 | (49 << 14);
    expect(
      imageSize(webp('VP8L', [0x2f, bits & 255, (bits >> 8) & 255, (bits >> 16) & 255, 0])),
    ).toEqual({ width: 100, height: 50 });
    // VP8 (lossy): start code 9d 01 2a at 23, then 16-bit width and height.
    expect(imageSize(webp('VP8 ', [0, 0, 0, 0x9d, 0x01, 0x2a, 0x20, 0x03, 0x58, 0x02]))).toEqual({
      width: 800,
      height: 600,
    });
  });

  it('answers null for what it cannot read', () => {
    expect(imageSize(new TextEncoder().encode('<svg/>'))).toBeNull();
    expect(imageSize(pngOfSize(10, 10).subarray(0, 20))).toBeNull();
    expect(imageSize(Uint8Array.from([0xff, 0xd8, 0xff, 0xda, 0, 2]))).toBeNull();
  });

  it('allows 2,000 px a side and 4 megapixels, not more', () => {
    expect(fitsImageLimits({ width: 2000, height: 2000 })).toBe(true);
    expect(fitsImageLimits({ width: 2001, height: 10 })).toBe(false);
    expect(fitsImageLimits({ width: 0, height: 10 })).toBe(false);
    expect(fitsImageLimits({ width: 16_384, height: 16_384 })).toBe(false);
  });
});
