import { readFileSync } from 'node:fs';
import { crc32, deflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { xlsxBounds, XLSX_LIMITS } from '@/lib/xlsx-bounds';

/** A zip of deflated entries, built here (local headers, central directory, end record). */
function zip(files: Record<string, string>): Blob {
  const locals: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(files)) {
    const raw = Buffer.from(text);
    const data = deflateRawSync(raw, { level: 9 });
    const fileName = Buffer.from(name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc32(raw), 14);
    local.writeUInt32LE(data.byteLength, 18);
    local.writeUInt32LE(raw.byteLength, 22);
    local.writeUInt16LE(fileName.byteLength, 26);
    const head = Buffer.alloc(46);
    head.writeUInt32LE(0x02014b50, 0);
    head.writeUInt16LE(8, 10);
    head.writeUInt32LE(crc32(raw), 16);
    head.writeUInt32LE(data.byteLength, 20);
    // A bomb may claim anything: the bounds never read the claimed size.
    head.writeUInt32LE(10, 24);
    head.writeUInt16LE(fileName.byteLength, 28);
    head.writeUInt32LE(offset, 42);
    locals.push(local, fileName, data);
    central.push(head, fileName);
    offset += local.byteLength + fileName.byteLength + data.byteLength;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(central.length / 2, 8);
  end.writeUInt16LE(central.length / 2, 10);
  end.writeUInt32LE(directory.byteLength, 12);
  end.writeUInt32LE(offset, 16);
  return new Blob([Buffer.concat([...locals, directory, end])]);
}

const sheet = (rows: number, filler = '') =>
  `<worksheet><sheetData>${Array.from({ length: rows }, (_, i) => `<row r="${i + 1}"><c><v>${i}</v></c></row>`).join('')}${filler}</sheetData></worksheet>`;

describe('an .xlsx is bounded before the workbook reader sees it', () => {
  it('lets a real quick-order workbook through', async () => {
    const file = new Blob([readFileSync('tests/fixtures/snel-bestellen.xlsx')]);
    expect(await xlsxBounds(file)).toBe('ok');
  });

  it('stops a small file that unpacks past the limit, whatever sizes it claims', async () => {
    const bomb = zip({
      'xl/worksheets/sheet1.xml': sheet(3, ' '.repeat(XLSX_LIMITS.inflatedBytes)),
    });
    expect(bomb.size).toBeLessThan(64 * 1024);
    expect(await xlsxBounds(bomb)).toBe('te_groot');
  });

  it('stops a sheet with more rows than a list can have', async () => {
    expect(await xlsxBounds(zip({ 'xl/worksheets/sheet1.xml': sheet(XLSX_LIMITS.rows) }))).toBe(
      'ok',
    );
    expect(await xlsxBounds(zip({ 'xl/worksheets/sheet1.xml': sheet(XLSX_LIMITS.rows + 1) }))).toBe(
      'te_veel_regels',
    );
  });

  it('calls what is no zip no workbook', async () => {
    expect(await xlsxBounds(new Blob(['kolom;aantal\nNW-AW8;2']))).toBe('geen_xlsx');
  });
});
