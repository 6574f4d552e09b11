/**
 * The packed columns and posting lists of the Firestore catalogue (firestore-catalogue.ts):
 * plain functions over bytes, without Firestore, so their rules are tested on their own.
 *
 * Every listed product has a number (0, 1, 2, … in the order products entered the index, a
 * removed product's number stays unused until a rebuild). A column holds one fixed-width value
 * per number; a posting list holds the numbers of the products that have a search token.
 */

/** Bytes of one column document at most (Firestore allows 1 MiB per document, field names included). */
export const CHUNK_BYTES = 900_000;

/** The columns and the bytes of one product's value in each. */
export const WIDTH = {
  /** LISTED | IN_STOCK | FACTS. */
  flags: 1,
  /** Index in CATEGORY_SLUGS plus one (0: none). */
  category: 1,
  /** Euro cents, unsigned 32 bits. */
  price: 4,
  /** createdAt in ms since 1970, a 64-bit float. */
  created: 8,
  /** Heat-pump facts: see `TECH`. */
  tech: 20,
  /** Not per number: the listed numbers in name order, 32 bits each. */
  naam: 4,
} as const;
export type ColumnName = keyof typeof WIDTH;

export const LISTED = 1;
export const IN_STOCK = 2;
export const FACTS = 4;

/** Offsets inside a `tech` value. */
export const TECH = { kw: 0, sound: 8, phase: 16, label: 17, refrigerant: 18, source: 19 };

/** How many values of a column one document holds. */
export const perChunk = (column: ColumnName): number => Math.floor(CHUNK_BYTES / WIDTH[column]);

/** The id of chunk `k` of a column. */
export const chunkId = (column: ColumnName, k: number): string => `${column}~${k}`;

/** A column's bytes cut into its chunks (at least one, possibly empty). */
export function chunksOf(column: ColumnName, bytes: Uint8Array): Uint8Array[] {
  const size = perChunk(column) * WIDTH[column];
  const chunks: Uint8Array[] = [];
  for (let start = 0; start < bytes.length; start += size)
    chunks.push(bytes.subarray(start, start + size));
  return chunks.length ? chunks : [new Uint8Array(0)];
}

/** Sorted distinct numbers as deltas in LEB128 varints (one byte per number when dense). */
export function encodePosting(sorted: ArrayLike<number>): Uint8Array {
  const out = new Uint8Array(sorted.length * 5);
  let at = 0;
  let previous = -1;
  for (let i = 0; i < sorted.length; i++) {
    const value = sorted[i] as number;
    let delta = value - previous;
    previous = value;
    while (delta >= 0x80) {
      out[at++] = (delta & 0x7f) | 0x80;
      delta >>>= 7;
    }
    out[at++] = delta;
  }
  return out.slice(0, at);
}

export function decodePosting(bytes: Uint8Array): number[] {
  const out: number[] = [];
  let previous = -1;
  let delta = 0;
  let shift = 0;
  for (const byte of bytes) {
    delta |= (byte & 0x7f) << shift;
    if (byte & 0x80) {
      shift += 7;
      continue;
    }
    previous += delta;
    out.push(previous);
    delta = 0;
    shift = 0;
  }
  return out;
}

/** A sorted list with `value` added or removed (a copy; the same list when nothing changes). */
export function withNumber(sorted: number[], value: number, present: boolean): number[] {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if ((sorted[mid] as number) < value) low = mid + 1;
    else high = mid;
  }
  const there = sorted[low] === value;
  if (there === present) return sorted;
  return present
    ? [...sorted.slice(0, low), value, ...sorted.slice(low)]
    : [...sorted.slice(0, low), ...sorted.slice(low + 1)];
}

/** The numbers every list holds (each list sorted, distinct). */
export function intersect(lists: number[][]): number[] {
  if (lists.length === 0) return [];
  const [first, ...others] = [...lists].sort((a, b) => a.length - b.length);
  const sets = others.map((list) => new Set(list));
  return (first ?? []).filter((value) => sets.every((set) => set.has(value)));
}

/** The numbers any list holds, sorted. */
export function union(lists: number[][]): number[] {
  if (lists.length === 1) return lists[0] ?? [];
  return [...new Set(lists.flat())].sort((a, b) => a - b);
}
