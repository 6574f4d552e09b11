import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { addressLine, formatIban, SELLER } from '@shared/domain/seller';
import { formatDutchPhone } from '@shared/domain/contact-details';

/**
 * Every PDF the portal makes starts here: one document with a Unicode font (DejaVu Sans,
 * shipped by the npm package `dejavu-fonts-ttf`, free to redistribute under the Bitstream Vera
 * licence). The standard PDF fonts only know WinAnsi, so a name, reference or note in Polish,
 * Turkish or Greek made a PDF fail; with an embedded font every accepted text prints.
 *
 * Adopting it in a PDF module:
 *   const { pdf, regular, bold, printable } = await createPdfDocument({ title: '…' });
 *   page.drawText(printable(value), { font: regular, … });
 *   return save(); // stamps the seller's details and "Pagina x van y" on every page
 */
export interface PdfDocumentKit {
  pdf: PDFDocument;
  regular: PDFFont;
  bold: PDFFont;
  /** The text as the fonts can draw it: one line, characters without a glyph become "?". */
  printable(text: string): string;
  /** Splits text into printable lines no wider than `width` points in the font. */
  wrap(text: string, width: number, font?: PDFFont, size?: number): string[];
  /**
   * Draws one printable line inside a column (`left`..`right`), aligned left or right, and
   * reports it to `inspect`; text wider than the column must be wrapped first.
   */
  cell(page: PDFPage, text: string, column: PdfColumn, y: number, style?: CellStyle): void;
  /** The footer on every page (seller, page x of y), then the bytes. */
  save(): Promise<Uint8Array>;
}

export interface PdfColumn {
  left: number;
  right: number;
  align?: 'left' | 'right';
}
export interface CellStyle {
  font?: PDFFont;
  size?: number;
}

/** One drawn text with its column, for tests that check nothing crosses a column. */
export interface DrawnText {
  text: string;
  x: number;
  width: number;
  column: PdfColumn;
  page: number;
}

export interface PdfOptions {
  title: string;
  language?: string;
  /** A fixed creation date, so the same stored document renders to the same bytes. */
  createdAt?: Date;
  /** Called for every text drawn through `cell` and the footer. */
  inspect?: (drawn: DrawnText) => void;
  /**
   * The footer's lines when the document is not the seller's own (an installer's offerte to
   * its client carries the installer's details); the seller's details otherwise.
   */
  footerLines?: string[];
}

/** A4 in points, and the margins every document keeps. */
export const PAGE_SIZE: [number, number] = [595.28, 841.89];
export const MARGIN = { left: 50, right: 545 } as const;
const INK = rgb(0.1, 0.15, 0.2);
const FOOTER_SIZE = 7;

/** The seller's details as footer lines (docs/domain-rules.md: on every document). */
export function sellerFooterLines(): string[] {
  return [
    [
      SELLER.name,
      `Bezoekadres ${addressLine(SELLER.visitingAddress)}`,
      `Postadres ${addressLine(SELLER.postalAddress)}`,
    ].join(' · '),
    [
      `KvK ${SELLER.kvkNumber}`,
      `Btw-id ${SELLER.btwId}`,
      `IBAN ${formatIban(SELLER.iban)}`,
      `BIC ${SELLER.bic}`,
      `Tel. ${formatDutchPhone(SELLER.phone)}`,
    ].join(' · '),
    [
      SELLER.email,
      SELLER.website.replace(/^https:\/\//, ''),
      `Voorwaarden: ${SELLER.termsUrl}`,
    ].join(' · '),
  ];
}

const require = createRequire(import.meta.url);
let fontBytes: { regular: Uint8Array; bold: Uint8Array } | undefined;
let drawable: Set<number> | undefined;

function fonts() {
  fontBytes ??= {
    regular: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')),
    bold: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')),
  };
  return fontBytes;
}

/**
 * Text as fonts with these characters can draw it: one line, control characters dropped, a
 * character without a glyph becomes "?".
 */
export function printableIn(known: ReadonlySet<number>): (text: string) => string {
  return (text) =>
    Array.from(text.replace(/[\r\n\t\u2028\u2029]+/g, ' '))
      .map((char) => {
        const code = char.codePointAt(0) ?? 0;
        if (code < 0x20 || (code >= 0x7f && code < 0xa0)) return '';
        return known.has(code) ? char : '?';
      })
      .join('');
}

export async function createPdfDocument(meta: PdfOptions): Promise<PdfDocumentKit> {
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(fontkit);
  pdf.setTitle(meta.title);
  pdf.setAuthor(SELLER.name);
  pdf.setLanguage(meta.language ?? 'nl-NL');
  if (meta.createdAt) {
    pdf.setCreationDate(meta.createdAt);
    pdf.setModificationDate(meta.createdAt);
  }
  const bytes = fonts();
  // Subsetting keeps a PDF small: only the glyphs it uses are embedded.
  const regular = await pdf.embedFont(bytes.regular, { subset: true });
  const bold = await pdf.embedFont(bytes.bold, { subset: true });
  drawable ??= new Set(
    regular.getCharacterSet().filter((code) => bold.getCharacterSet().includes(code)),
  );
  const printable = printableIn(drawable);

  function wrap(text: string, width: number, font = regular, size = 10): string[] {
    const fits = (line: string) => font.widthOfTextAtSize(line, size) <= width;
    const lines: string[] = [];
    let line = '';
    for (const word of printable(text).split(' ').filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (fits(candidate)) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      // A word wider than the column is cut where it fills it.
      line = '';
      for (const char of Array.from(word)) {
        if (line && !fits(line + char)) {
          lines.push(line);
          line = '';
        }
        line += char;
      }
    }
    if (line || lines.length === 0) lines.push(line);
    return lines;
  }

  function cell(page: PDFPage, text: string, column: PdfColumn, y: number, style: CellStyle = {}) {
    const font = style.font ?? regular;
    const size = style.size ?? 10;
    const safe = printable(text);
    const width = font.widthOfTextAtSize(safe, size);
    const x = column.align === 'right' ? column.right - width : column.left;
    page.drawText(safe, { x, y, size, font, color: INK });
    meta.inspect?.({ text: safe, x, width, column, page: pdf.getPages().indexOf(page) });
  }

  async function save(): Promise<Uint8Array> {
    const pages = pdf.getPages();
    const column = { left: MARGIN.left, right: MARGIN.right };
    const footer = (meta.footerLines ?? sellerFooterLines()).flatMap((line) =>
      wrap(line, MARGIN.right - MARGIN.left - 70, regular, FOOTER_SIZE),
    );
    pages.forEach((page, index) => {
      page.drawLine({
        start: { x: MARGIN.left, y: 50 },
        end: { x: MARGIN.right, y: 50 },
        thickness: 0.3,
        color: INK,
      });
      footer.forEach((line, row) => cell(page, line, column, 41 - row * 9, { size: FOOTER_SIZE }));
      const pageLabel = `Pagina ${index + 1} van ${pages.length}`;
      cell(page, pageLabel, { ...column, align: 'right' }, 41, { size: FOOTER_SIZE });
    });
    return pdf.save({ objectsPerTick: 50 });
  }

  return { pdf, regular, bold, printable, wrap, cell, save };
}
