/**
 * CSV as Excel in the Netherlands reads and writes it: semicolon-separated, fields quoted
 * with double quotes when needed, UTF-8 with a byte-order mark so accents survive.
 */
export const CSV_SEPARATOR = ';';
const BOM = '\uFEFF';

/** Rows of fields; quoted fields may contain separators, quotes ("") and line breaks. */
export function parseCsv(text: string, separator = CSV_SEPARATOR): string[][] {
  const input = text.startsWith(BOM) ? text.slice(1) : text;
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < input.length; i++) {
    const char = input[i];
    if (quoted) {
      if (char === '"' && input[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"' && field === '') quoted = true;
    else if (char === separator) {
      row.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && input[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += char;
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows.filter((r) => r.some((value) => value.trim() !== ''));
}

function quote(value: string, separator: string): string {
  return /["\r\n]/.test(value) || value.includes(separator) || /^\s|\s$/.test(value)
    ? `"${value.replace(/"/g, '""')}"`
    : value;
}

/** One CSV text with a BOM and CRLF line ends, as Excel expects. */
export function serialiseCsv(rows: string[][], separator = CSV_SEPARATOR): string {
  return (
    BOM + rows.map((r) => r.map((v) => quote(v, separator)).join(separator)).join('\r\n') + '\r\n'
  );
}
