import { describe, expect, it } from 'vitest';
import { countOf } from '@shared/domain/counts';

describe('a count with its noun', () => {
  it('says one in the singular and every other count in the plural, in Dutch figures', () => {
    expect(countOf(1, 'product staat', 'producten staan')).toBe('1 product staat');
    expect(countOf(0, 'product', 'producten')).toBe('0 producten');
    expect(countOf(3, 'product', 'producten')).toBe('3 producten');
    expect(countOf(1250, 'punt', 'punten')).toBe('1.250 punten');
  });
});
