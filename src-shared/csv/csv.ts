/**
 * CSV as Excel in the Netherlands reads and writes it: semicolon-separated, fields quoted
 * with double quotes when needed, UTF-8 with a byte-order mark so accents survive.
 */
export const CSV_SEPARATOR = ';';
const BOM = '\uFEFF';

/**
 * OWASP's CSV-injection rule: a cell starting with `=`, `+`, `-`, `@`, a tab or a carriage
 * return is a formula to Excel; written with a leading `'` it is text. A cell already starting
 * with `'` gets one more, so reading back (`restoreCell`) gives every value exactly. A plain
 * number (`-12,50`) is no formula and stays as it is, so numeric columns keep working.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^[-+]?\d+(?:[.,]\d+)*$/;

export function neutraliseCell(value: string): string {
  if (PLAIN_NUMBER.test(value)) return value;
  return FORMULA_START.test(value) || value.startsWith("'") ? `'${value}` : value;
}

/** The value `neutraliseCell` wrote; any other cell is returned unchanged. */
export function restoreCell(value: string): string {
  return /^'[=+\-@\t\r']/.test(value) ? value.slice(1) : value;
}

/**
 * Rows of fields; quoted fields may contain separators, quotes ("") and line breaks. Cells
 * written by `serialiseCsv` come back as they were (see `neutraliseCell`).
 */
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
  return rows.filter((r) => r.some((value) => value.trim() !== '')).map((r) => r.map(restoreCell));
}

function quote(value: string, separator: string): string {
  return /["\r\n]/.test(value) || value.includes(separator) || /^\s|\s$/.test(value)
    ? `"${value.replace(/"/g, '""')}"`
    : value;
}

/** CSV lines, each ended by CRLF, formulas neutralised: a part of a file written in pieces. */
export function csvLines(rows: string[][], separator = CSV_SEPARATOR): string {
  const line = (r: string[]) => r.map((v) => quote(neutraliseCell(v), separator)).join(separator);
  return rows.map((r) => `${line(r)}\r\n`).join('');
}

/** One CSV text with a BOM and CRLF line ends, as Excel expects; formulas neutralised. */
export function serialiseCsv(rows: string[][], separator = CSV_SEPARATOR): string {
  return BOM + csvLines(rows, separator);
}

/** The first piece of a CSV file written in pieces: the BOM and the header line. */
export function csvHead(header: string[], separator = CSV_SEPARATOR): string {
  return serialiseCsv([header], separator);
}
