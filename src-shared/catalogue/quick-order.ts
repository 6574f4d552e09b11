import {
  MAX_LINE_QUANTITY,
  QUICK_ORDER_MAX_CHARS,
  QUICK_ORDER_MAX_CODE,
  QUICK_ORDER_MAX_LINES,
} from '../domain/keys';
import { normaliseCode } from './codes';

/**
 * Quick order (`/snel-bestellen`): lines of article code and quantity as people paste them from
 * Excel, a CSV file or a scanner. Pure, so the page checks a paste before it asks the server, and
 * the server checks the same limits again.
 */

export interface QuickOrderLine {
  /** The code as typed (trimmed). */
  code: string;
  quantity: number;
  /** The quantity asked for when it was above the per-line maximum and was capped. */
  requested?: number;
  /** The first line of the paste that named this code (1-based). */
  lineNumber: number;
}

export interface QuickOrderProblem {
  lineNumber: number;
  text: string;
  message: string;
}

export type QuickOrderParse =
  | { ok: true; lines: QuickOrderLine[]; problems: QuickOrderProblem[] }
  | { ok: false; message: string };

/** A quantity as typed: "3", "3,0", and with a times sign before or after ("x2", "2x", "2×"). */
const QUANTITY = /^(?:[x×]\s*)?(\d{1,9})(?:[.,]0+)?(?:\s*[x×])?$/i;
/** A times sign on its own ("2 x NW-TB005", "NW-TB005 x 2"). */
const TIMES = /^[x×]$/i;

function quantityOf(field: string): number | null {
  const digits = QUANTITY.exec(field.trim())?.[1];
  return digits === undefined ? null : Number.parseInt(digits, 10);
}

/**
 * Fields of a line: by `;`, tab or `,` when it has one, else from its words: a quantity at the
 * end ("NW-TB005 3", "NW-TB005 x2", "NW-TB005 x 2") or at the start with a times sign
 * ("2x NW-TB005", "2 x NW-TB005"); the code may hold spaces ("NW TB 001 3").
 */
function fieldsOf(line: string): string[] {
  const separated = /[;\t]/.test(line) ? line.split(/[;\t]/) : line.split(',');
  const fields = separated.map((field) =>
    field
      .trim()
      .replace(/^"(.*)"$/, '$1')
      .trim(),
  );
  if (fields.length > 1) {
    // Empty trailing cells (a row copied wider than it is) are no quantity.
    while (fields.length > 1 && fields.at(-1) === '') fields.pop();
    return fields;
  }
  const words = line.trim().split(/\s+/);
  const [first = '', second = ''] = words;
  const last = words.at(-1) ?? '';
  const beforeLast = words.at(-2) ?? '';
  if (words.length > 2 && TIMES.test(beforeLast) && quantityOf(last) !== null)
    return [words.slice(0, -2).join(' '), last];
  if (words.length > 1 && quantityOf(last) !== null) return [words.slice(0, -1).join(' '), last];
  if (words.length > 2 && /^\d{1,9}$/.test(first) && TIMES.test(second))
    return [words.slice(2).join(' '), first];
  if (words.length > 1 && /^\d{1,9}\s*[x×]$/i.test(first)) return [words.slice(1).join(' '), first];
  return [line.trim()];
}

function limitMessage(count: number): string {
  return `Plak hooguit ${QUICK_ORDER_MAX_LINES} regels tegelijk; dit zijn er ${count.toLocaleString('nl-NL')}. Verdeel de lijst over meer bestellingen.`;
}

/**
 * Reads a paste: one code per line with an optional quantity (default 1), separated by `;`, a
 * tab, a comma or spaces. A first line without any quantity is taken as a header. The same code
 * on several lines (case, spaces and dashes ignored) becomes one line with the quantities added;
 * quantities above the cart's maximum are capped and keep what was asked (`requested`).
 */
export function parseQuickOrder(text: string): QuickOrderParse {
  if (text.length > QUICK_ORDER_MAX_CHARS) {
    return {
      ok: false,
      message: `Deze lijst is te groot (${Math.ceil(text.length / 1000).toLocaleString('nl-NL')} kB). Plak hooguit ${QUICK_ORDER_MAX_LINES} regels, samen ten hoogste ${QUICK_ORDER_MAX_CHARS / 1000} kB.`,
    };
  }
  const rows = text
    .split(/\r\n|\r|\n/)
    .map((row, index) => ({ row, lineNumber: index + 1 }))
    .filter(({ row }) => row.trim() !== '');
  if (rows.length > QUICK_ORDER_MAX_LINES) return { ok: false, message: limitMessage(rows.length) };

  const byCode = new Map<string, QuickOrderLine>();
  const problems: QuickOrderProblem[] = [];
  for (const [index, { row, lineNumber }] of rows.entries()) {
    const [code = '', ...rest] = fieldsOf(row);
    const quantities = rest.map(quantityOf);
    const quantity = rest.length === 0 ? 1 : quantities.findLast((value) => value !== null);
    if (quantity === undefined || quantity === null) {
      if (index === 0) continue; // a header such as "Artikelnummer;Aantal"
      problems.push({ lineNumber, text: row.trim(), message: 'Geen aantal gevonden.' });
      continue;
    }
    if (!normaliseCode(code)) {
      problems.push({ lineNumber, text: row.trim(), message: 'Geen artikelnummer gevonden.' });
      continue;
    }
    if (code.length > QUICK_ORDER_MAX_CODE) {
      problems.push({ lineNumber, text: row.trim(), message: 'Dit artikelnummer is te lang.' });
      continue;
    }
    if (quantity < 1) {
      problems.push({ lineNumber, text: row.trim(), message: 'Het aantal moet minstens 1 zijn.' });
      continue;
    }
    const key = normaliseCode(code);
    const earlier = byCode.get(key);
    const wanted = (earlier?.requested ?? earlier?.quantity ?? 0) + quantity;
    byCode.set(key, {
      code: earlier?.code ?? code,
      lineNumber: earlier?.lineNumber ?? lineNumber,
      ...capped(wanted),
    });
  }
  return { ok: true, lines: [...byCode.values()], problems };
}

function capped(quantity: number): Pick<QuickOrderLine, 'quantity' | 'requested'> {
  return quantity > MAX_LINE_QUANTITY
    ? { quantity: MAX_LINE_QUANTITY, requested: quantity }
    : { quantity };
}

/** The note beside a capped line, never silent. */
export function cappedNote(line: Pick<QuickOrderLine, 'quantity' | 'requested'>): string | null {
  return line.requested === undefined
    ? null
    : `Gevraagd ${line.requested.toLocaleString('nl-NL')}, begrensd op ${line.quantity} (het maximum per regel).`;
}

/** Adds a scanned or typed code to a paste: one more line `code 1` at the end. */
export function appendCode(text: string, code: string): string {
  const trimmed = code.trim();
  if (!trimmed) return text;
  const base = text.replace(/\s+$/, '');
  return base ? `${base}\n${trimmed} 1` : `${trimmed} 1`;
}
