import { describe, expect, it } from 'vitest';
import { parseCsv, serialiseCsv } from '@shared/csv/csv';
import { isValidBtwId, isValidKvk, normaliseDutchPhone } from '@shared/domain/dutch-ids';
import { formatCentsForInput, parseEuroToCents } from '@shared/domain/euro-input';
import { expectAnswers } from '../support/answers';

describe('KvK numbers', () => {
  it('are exactly 8 digits, and not 00000000', () => {
    expectAnswers(isValidKvk, {
      '12345678': true,
      '00000001': true,
      '00000000': false,
      '1234567': false,
      '123456789': false,
      '1234567a': false,
      ' 12345678': false,
    });
  });
});

describe('btw-ids', () => {
  it('accept NL + 9 digits + B + 2 digits passing the 11-proof', () => {
    // 0·9 + 0·8 + 4·7 + 4·6 + 9·5 + 5·4 + 4·3 + 4·2 = 137; 137 − 5 = 132 = 12 · 11.
    expect(isValidBtwId('NL004495445B01')).toBe(true);
    expect(isValidBtwId('nl 0044.95.445 b01')).toBe(true);
  });

  it('accept the 2020 format when the whole id passes mod-97', () => {
    // NL000099998B57 → 2321 000099998 11 57 mod 97 = 1; its 9 digits fail the 11-proof.
    expect(isValidBtwId('NL000099998B57')).toBe(true);
    expect(isValidBtwId('NL000099998B58')).toBe(false);
  });

  it('refuse wrong shapes and failing check digits', () => {
    expectAnswers(isValidBtwId, {
      NL004495446B01: false,
      NL00449544B01: false,
      BE0123456789: false,
      NL004495445X01: false,
      '': false,
    });
  });
});

describe('Dutch phone numbers', () => {
  it('are normalised to 10 digits from 0', () => {
    expectAnswers(normaliseDutchPhone, {
      '030 123 45 67': '0301234567',
      '+31 6 1234 5678': '0612345678',
      '0031-(0)30': null,
      '12345': null,
      '+31 06 12345678': null,
    });
  });
});

describe('euro amounts typed with a decimal comma', () => {
  it('become cents', () => {
    expect(parseEuroToCents('1.234,50')).toBe(123450);
    expect(parseEuroToCents('1234,5')).toBe(123450);
    expect(parseEuroToCents('€ 12')).toBe(1200);
    expect(parseEuroToCents('0,07')).toBe(7);
    expect(parseEuroToCents(' 1.000.000,00 ')).toBe(100000000);
  });

  it('refuse what is not a Dutch amount', () => {
    for (const text of ['', '12.50', '1,234.50', '1.23,00', '-5', '12,345', 'abc', '1.2345'])
      expect(parseEuroToCents(text), text).toBeNull();
  });

  it('are shown back with a comma and thousands dots', () => {
    expect(formatCentsForInput(123450)).toBe('1.234,50');
    expect(formatCentsForInput(7)).toBe('0,07');
    expect(parseEuroToCents(formatCentsForInput(9876543))).toBe(9876543);
  });
});

describe('CSV', () => {
  it('parses semicolons, quotes, doubled quotes, line breaks in quotes and a BOM', () => {
    const text = '\uFEFFnaam;prijs\r\n"Pomp; groot";"1.234,50"\n"Zeg ""hoi""";"regel\neen"\n\n';
    expect(parseCsv(text)).toEqual([
      ['naam', 'prijs'],
      ['Pomp; groot', '1.234,50'],
      ['Zeg "hoi"', 'regel\neen'],
    ]);
  });

  it('serialises with a BOM, CRLF and quotes only where needed, and reads back the same', () => {
    const rows = [
      ['id', 'naam'],
      ['a', 'Pomp; "groot"'],
      ['b', 'gewoon'],
    ];
    const text = serialiseCsv(rows);
    expect(text.startsWith('\uFEFFid;naam\r\n')).toBe(true);
    expect(text).toContain('a;"Pomp; ""groot"""\r\n');
    expect(text).toContain('b;gewoon\r\n');
    expect(parseCsv(text)).toEqual(rows);
  });
});
