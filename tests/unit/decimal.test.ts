import { describe, expect, it } from 'vitest';
import { formatDecimal, parseDecimal } from '@/lib/decimal';

describe('numbers as Dutch users type them', () => {
  it.each([
    ['0,6', 0.6],
    ['0.6', 0.6],
    ['1.500', 1500],
    ['1.234,5', 1234.5],
    ['-10', -10],
    ['−10', -10],
    [' 22 ', 22],
    ['10,5', 10.5],
  ])('reads %s as %d', (text, value) => {
    expect(parseDecimal(text)).toBe(value);
  });

  it.each(['', 'abc', '1,2,3', '1e5', '12a'])('refuses %j', (text) => {
    expect(parseDecimal(text)).toBeNull();
  });

  it('shows numbers with a decimal comma and no grouping', () => {
    expect(formatDecimal(1500)).toBe('1500');
    expect(formatDecimal(0.275)).toBe('0,275');
    expect(formatDecimal(1 / 3, 2)).toBe('0,33');
  });
});
