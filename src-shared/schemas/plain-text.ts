import { z } from 'zod';

/**
 * What every stored text may hold: characters XML 1.0 (the UBL e-invoices) and the PDFs can
 * carry. Stripped, not refused, on every stored-text field alike: C0 control characters
 * (NUL included; tab and newline only where a field has several lines), U+FFFE and U+FFFF,
 * and halves of a surrogate pair without their other half. A line break (`\r\n`, `\r`)
 * becomes `\n`; in a one-line field, tabs and line breaks become spaces.
 */
const NEVER_STORED =
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** The text of a one-line field (a name, an address, a reference) as it may be stored. */
export function plainLine(text: string): string {
  return text.replace(/\r\n?|[\n\t]/g, ' ').replace(NEVER_STORED, '');
}

/** The text of a field with several lines (notes, terms, a description). */
export function plainLines(text: string): string {
  return text.replace(/\r\n?/g, '\n').replace(NEVER_STORED, '');
}

type StringParams = Parameters<typeof z.string>[0];

/** A one-line stored text: chain `.trim()`, `.min()`, `.max()` as on `z.string()`. */
export const lineText = (params?: StringParams) => z.string(params).overwrite(plainLine);

/** A stored text of several lines: chain as on `z.string()`. */
export const linesText = (params?: StringParams) => z.string(params).overwrite(plainLines);
