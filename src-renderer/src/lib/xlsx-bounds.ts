/**
 * An .xlsx is a zip: 89 kB can unpack to 90 MB of sheet XML, and the workbook reader holds and
 * parses all of it, freezing the page. Before the reader sees a file, its parts are unpacked
 * here as a stream and counted (never trusting the sizes the zip claims): past `inflatedBytes`
 * in all or past `rows` rows in the sheets, it stops and says why.
 */
export const XLSX_LIMITS = { inflatedBytes: 8 * 1024 * 1024, rows: 2000 } as const;

export type XlsxBounds = 'ok' | 'geen_xlsx' | 'te_groot' | 'te_veel_regels';

interface Entry {
  name: string;
  method: number;
  compressedSize: number;
  localOffset: number;
}

/** The entries the zip's central directory lists, or null when it is no zip we can read. */
function zipEntries(bytes: Uint8Array): Entry[] | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let end = -1;
  for (let at = bytes.byteLength - 22; at >= Math.max(0, bytes.byteLength - 65_557); at--) {
    if (view.getUint32(at, true) === 0x06054b50) {
      end = at;
      break;
    }
  }
  if (end < 0) return null;
  const count = view.getUint16(end + 10, true);
  let at = view.getUint32(end + 16, true);
  const entries: Entry[] = [];
  const decoder = new TextDecoder();
  for (let i = 0; i < count; i++) {
    if (at + 46 > bytes.byteLength || view.getUint32(at, true) !== 0x02014b50) return null;
    const nameLength = view.getUint16(at + 28, true);
    entries.push({
      name: decoder.decode(bytes.subarray(at + 46, at + 46 + nameLength)),
      method: view.getUint16(at + 10, true),
      compressedSize: view.getUint32(at + 20, true),
      localOffset: view.getUint32(at + 42, true),
    });
    at += 46 + nameLength + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
  }
  return entries;
}

class Exceeded extends Error {
  constructor(readonly reason: 'te_groot' | 'te_veel_regels') {
    super(reason);
  }
}

/** The data of one entry as it unpacks, chunk by chunk. */
function unpacked(bytes: Uint8Array, entry: Entry): ReadableStream<Uint8Array> | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const at = entry.localOffset;
  if (at + 30 > bytes.byteLength || view.getUint32(at, true) !== 0x04034b50) return null;
  const start = at + 30 + view.getUint16(at + 26, true) + view.getUint16(at + 28, true);
  const data = new Blob([bytes.slice(start, start + entry.compressedSize)]).stream();
  if (entry.method === 0) return data;
  if (entry.method !== 8) return null;
  return data.pipeThrough(new DecompressionStream('deflate-raw'));
}

/** Whether the workbook stays within XLSX_LIMITS once unpacked. */
export async function xlsxBounds(file: Blob): Promise<XlsxBounds> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  const entries = zipEntries(bytes);
  if (!entries) return 'geen_xlsx';
  let inflated = 0;
  let rows = 0;
  try {
    for (const entry of entries) {
      const stream = unpacked(bytes, entry);
      if (!stream) return 'geen_xlsx';
      const sheet = /^xl\/worksheets\/[^/]+\.xml$/.test(entry.name);
      const decoder = new TextDecoder();
      let carry = '';
      const reader = stream.getReader();
      try {
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          inflated += value.byteLength;
          if (inflated > XLSX_LIMITS.inflatedBytes) throw new Exceeded('te_groot');
          if (!sheet) continue;
          const text = carry + decoder.decode(value, { stream: true });
          rows += text.split('<row').length - 1;
          if (rows > XLSX_LIMITS.rows) throw new Exceeded('te_veel_regels');
          carry = text.slice(-3);
        }
      } finally {
        await reader.cancel().catch(() => undefined);
      }
    }
  } catch (error) {
    if (error instanceof Exceeded) return error.reason;
    return 'geen_xlsx';
  }
  return 'ok';
}
