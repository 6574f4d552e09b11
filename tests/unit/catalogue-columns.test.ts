import { describe, expect, it } from 'vitest';
import {
  chunksOf,
  decodePosting,
  encodePosting,
  intersect,
  perChunk,
  union,
  WIDTH,
  withNumber,
} from '../../src-server/storage/catalogue-columns';

describe('catalogue columns (Firestore index)', () => {
  it('codes a posting list as deltas and reads it back, a byte per number when dense', () => {
    const dense = Array.from({ length: 1000 }, (_, i) => i);
    expect(encodePosting(dense).length).toBe(1000);
    expect(decodePosting(encodePosting(dense))).toEqual(dense);
    const sparse = [0, 127, 128, 16_511, 2 ** 31 - 1];
    expect(decodePosting(encodePosting(sparse))).toEqual(sparse);
    expect(decodePosting(encodePosting([]))).toEqual([]);
  });

  it('adds and removes one number in a sorted list', () => {
    expect(withNumber([1, 5, 9], 6, true)).toEqual([1, 5, 6, 9]);
    expect(withNumber([1, 5, 9], 5, false)).toEqual([1, 9]);
    const same = [1, 5, 9];
    expect(withNumber(same, 5, true)).toBe(same);
    expect(withNumber(same, 4, false)).toBe(same);
  });

  it('intersects and unites posting lists', () => {
    expect(
      intersect([
        [1, 2, 3, 8],
        [2, 8, 9],
        [0, 2, 8],
      ]),
    ).toEqual([2, 8]);
    expect(intersect([])).toEqual([]);
    expect(
      union([
        [5, 1],
        [1, 3],
      ]),
    ).toEqual([1, 3, 5]);
  });

  it('cuts a column into documents of at most 900 kB, one at least', () => {
    const price = new Uint8Array((perChunk('price') + 10) * WIDTH.price);
    const chunks = chunksOf('price', price);
    expect(chunks.map((chunk) => chunk.length)).toEqual([perChunk('price') * 4, 40]);
    expect(chunks.every((chunk) => chunk.length <= 900_000)).toBe(true);
    expect(chunksOf('flags', new Uint8Array(0))).toHaveLength(1);
  });
});
