import { describe, expect, it } from 'vitest';
import { closestMatches, editDistance, exactMatch, normaliseCode } from '@shared/catalogue/codes';

const products = [
  { id: 'a', modelNumber: 'NW-AW8-P' },
  { id: 'b', modelNumber: 'NW-AW12-P', ean: '8712345678906' },
  { id: 'c', modelNumber: 'NW-TB001' },
];

describe('article codes', () => {
  it('ignores case, spaces and dashes', () => {
    expect(normaliseCode(' nw aw8-P ')).toBe('nwaw8p');
    expect(exactMatch('nwaw8p', products)?.id).toBe('a');
    expect(exactMatch('NW AW 12 P', products)?.id).toBe('b');
  });

  it('finds a product by its EAN', () => {
    expect(exactMatch('8712345678906', products)?.id).toBe('b');
    expect(exactMatch('8712345678907', products)).toBeUndefined();
  });

  it('counts single-letter edits', () => {
    expect(editDistance('monoblok', 'monoblock')).toBe(1);
    expect(editDistance('', 'abc')).toBe(3);
    expect(editDistance('kitten', 'sitting')).toBe(3);
  });

  it('lists the closest model numbers for a mistyped code', () => {
    expect(closestMatches('NW-TB01', products, 1).map((p) => p.id)).toEqual(['c']);
    expect(closestMatches('nwaw9p', products, 2).map((p) => p.id)).toEqual(['a', 'b']);
  });
});
