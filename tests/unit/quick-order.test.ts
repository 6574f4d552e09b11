import { describe, expect, it } from 'vitest';
import {
  appendCode,
  cappedNote,
  parseQuickOrder,
  type QuickOrderParse,
} from '@shared/catalogue/quick-order';
import {
  MAX_LINE_QUANTITY,
  QUICK_ORDER_MAX_CHARS,
  QUICK_ORDER_MAX_LINES,
} from '@shared/domain/keys';

function parsed(text: string) {
  const result: QuickOrderParse = parseQuickOrder(text);
  if (!result.ok) throw new Error(`refused: ${result.message}`);
  return result;
}

/** `text` read without problems, as [code, quantity] per line. */
function readsAs(text: string) {
  const { lines, problems } = parsed(text);
  expect(problems).toEqual([]);
  return lines.map(({ code, quantity }) => [code, quantity]);
}

describe('quick order parser', () => {
  it('reads code and quantity separated by semicolon, tab, comma or spaces', () => {
    expect(readsAs('NW-AW8-P;2\nNW-LL35-S\t3\nNW-BW8,4\nnw tb 001 5\nNW-HY4\nNW-HY6;;\n')).toEqual([
      ['NW-AW8-P', 2],
      ['NW-LL35-S', 3],
      ['NW-BW8', 4],
      ['nw tb 001', 5],
      ['NW-HY4', 1],
      ['NW-HY6', 1],
    ]);
  });

  it('reads a quantity with a times sign before or after the code (issue 36)', () => {
    expect(
      readsAs(
        'NW-TB005 x2\n3x NW-TB001\n2 x NW-TB002\nNW-TB003 x 4\nNW-TB004 5×\nnw tb 006 X3\n4× NW-TB007',
      ),
    ).toEqual([
      ['NW-TB005', 2],
      ['NW-TB001', 3],
      ['NW-TB002', 2],
      ['NW-TB003', 4],
      ['NW-TB004', 5],
      ['nw tb 006', 3],
      ['NW-TB007', 4],
    ]);
    // "x2" and "2x" add up with a plain quantity of the same code.
    expect(parsed('NW-TB005 x2\n2x NW-TB005\nNW-TB005;1').lines).toEqual([
      { code: 'NW-TB005', quantity: 5, lineNumber: 1 },
    ]);
    expect(parsed('NW-TB005;x2').lines).toEqual([{ code: 'NW-TB005', quantity: 2, lineNumber: 1 }]);
  });

  it('takes Excel rows with a header, quoted fields and a description column', () => {
    const { lines, problems } = parsed(
      'Artikelnummer;Omschrijving;Aantal\r\n"NW-AW8-P";"Aquaris 8 kW";"2"\r\n8712345678906;Buffervat;1,0\r\n',
    );
    expect(problems).toEqual([]);
    expect(lines).toEqual([
      { code: 'NW-AW8-P', quantity: 2, lineNumber: 2 },
      { code: '8712345678906', quantity: 1, lineNumber: 3 },
    ]);
  });

  it('adds up the same code written differently, keeping the first spelling', () => {
    const { lines } = parsed('NW-AW8-P 2\nnwaw8p 3\nNW AW8 P');
    expect(lines).toEqual([{ code: 'NW-AW8-P', quantity: 6, lineNumber: 1 }]);
  });

  it('caps a quantity above the per-line maximum and says so', () => {
    const { lines } = parsed('NW-AW8-P;1500\nNW-BW8;998\nnw-bw8;5');
    expect(lines[0]).toEqual({
      code: 'NW-AW8-P',
      quantity: MAX_LINE_QUANTITY,
      requested: 1500,
      lineNumber: 1,
    });
    expect(lines[1]).toMatchObject({ quantity: MAX_LINE_QUANTITY, requested: 1003 });
    expect(cappedNote(lines[0] ?? { quantity: 0 })).toBe(
      'Gevraagd 1.500, begrensd op 999 (het maximum per regel).',
    );
    expect(cappedNote({ quantity: 4 })).toBeNull();
  });

  it('lists lines it cannot read with their line number, and keeps the rest', () => {
    const { lines, problems } = parsed('NW-AW8-P;2\nNW-BW8;twee\n;4\nNW-HY4;0');
    expect(lines.map((line) => line.code)).toEqual(['NW-AW8-P']);
    expect(problems).toEqual([
      { lineNumber: 2, text: 'NW-BW8;twee', message: 'Geen aantal gevonden.' },
      { lineNumber: 3, text: ';4', message: 'Geen artikelnummer gevonden.' },
      { lineNumber: 4, text: 'NW-HY4;0', message: 'Het aantal moet minstens 1 zijn.' },
    ]);
  });

  it(`refuses more than ${QUICK_ORDER_MAX_LINES} lines with a Dutch limit message`, () => {
    const ok = parseQuickOrder(
      Array.from({ length: QUICK_ORDER_MAX_LINES }, (_, i) => `A${i};1`).join('\n'),
    );
    expect(ok.ok).toBe(true);
    const tooMany = parseQuickOrder(Array.from({ length: 10_000 }, (_, i) => `A${i};1`).join('\n'));
    expect(tooMany).toEqual({
      ok: false,
      message:
        'Plak hooguit 500 regels tegelijk; dit zijn er 10.000. Verdeel de lijst over meer bestellingen.',
    });
  });

  it('refuses a paste of 1 MB before reading it', () => {
    const result = parseQuickOrder('x'.repeat(1_000_000));
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message).toMatch(/^Deze lijst is te groot \(1\.000 kB\)/);
    expect(parseQuickOrder('A;1\n'.padEnd(QUICK_ORDER_MAX_CHARS, ' ')).ok).toBe(true);
  });

  it('appends a scanned code as a line of one', () => {
    expect(appendCode('', ' 8712345678906 ')).toBe('8712345678906 1');
    expect(appendCode('NW-AW8-P;2\n\n', 'NW-BW8')).toBe('NW-AW8-P;2\nNW-BW8 1');
    expect(appendCode('NW-AW8-P;2', '  ')).toBe('NW-AW8-P;2');
  });
});
