import { describe, expect, it } from 'vitest';
import { catalogueMix, floorQueries } from '../../bench/catalogue-mix';

describe("the bench's catalogue mix", () => {
  it('asks no query twice, in any kind or variant, so no answer comes from a cache', () => {
    const queries = [1, 2, 3].flatMap((variant) =>
      catalogueMix(100_000, 80, variant).map(({ query }) => query),
    );
    expect(queries).toHaveLength(3 * 4 * 80);
    expect(new Set(queries).size).toBe(queries.length);
  });

  it("keeps the floor's pages apart from each other and from the mix, round after round", () => {
    const floor = [0, 1, 2, 3].flatMap((round) => floorQueries(80, round));
    const mix = new Set(
      [1, 2, 3, 4, 5].flatMap((v) => catalogueMix(100_000, 80, v).map((q) => q.query)),
    );
    expect(new Set(floor).size).toBe(4 * 80);
    expect(floor.filter((query) => mix.has(query))).toEqual([]);
    expect(floor.every((query) => query.includes('limit=60'))).toBe(true);
  });

  it('says so when a kind has fewer distinct queries than asked for, instead of looping', () => {
    expect(() => catalogueMix(100_000, 400)).toThrow(/verschillende prefix-vragen/);
  });

  it('holds each kind 80 times', () => {
    const kinds = catalogueMix(5000).map(({ kind }) => kind);
    for (const kind of ['list', 'filter', 'search', 'prefix'])
      expect(kinds.filter((k) => k === kind)).toHaveLength(80);
  });
});
