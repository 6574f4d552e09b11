import type { PDFFont, PDFImage, PDFPage } from 'pdf-lib';
import { MARGIN, PAGE_SIZE, type PdfColumn, type PdfDocumentKit } from './document';

const TOP = 790;
/** The lowest line of text: below it the footer with the seller's details. */
const BOTTOM = 68;

export interface FlowCell {
  text: string;
  column: PdfColumn;
  font?: PDFFont;
  size?: number;
}

/**
 * Text flowing down A4 pages: each row's cells wrap within their columns (measured with the
 * embedded font), the row is as high as its tallest cell, and a row that does not fit starts
 * a new page. The seller's footer is stamped by `save()`.
 */
export function createFlow(kit: PdfDocumentKit) {
  let page: PDFPage = kit.pdf.addPage(PAGE_SIZE);
  let y = TOP;
  const lineHeight = (size: number) => Math.round(size * 1.4);

  function ensure(height: number) {
    if (y - height >= BOTTOM) return;
    page = kit.pdf.addPage(PAGE_SIZE);
    y = TOP;
  }

  /** One row of cells; answers the lines each took. */
  function row(cells: FlowCell[], gapAfter = 4): void {
    const wrapped = cells.map((cell) => {
      const size = cell.size ?? 10;
      const font = cell.font ?? kit.regular;
      const width = cell.column.right - cell.column.left;
      return { ...cell, size, font, lines: kit.wrap(cell.text, width, font, size) };
    });
    const size = Math.max(...wrapped.map((cell) => cell.size));
    const count = Math.max(...wrapped.map((cell) => cell.lines.length));
    // A long cell may run over pages: line by line.
    for (let index = 0; index < count; index += 1) {
      ensure(lineHeight(size));
      for (const cell of wrapped) {
        const line = cell.lines[index];
        if (line) kit.cell(page, line, cell.column, y, { font: cell.font, size: cell.size });
      }
      y -= lineHeight(size);
    }
    y -= gapAfter;
  }

  /** A full-width paragraph. */
  function paragraph(text: string, style: { font?: PDFFont; size?: number } = {}, gap = 4) {
    row([{ text, column: { left: MARGIN.left, right: MARGIN.right }, ...style }], gap);
  }

  function rule() {
    ensure(8);
    page.drawLine({
      start: { x: MARGIN.left, y: y + 8 },
      end: { x: MARGIN.right, y: y + 8 },
      thickness: 0.5,
    });
    y -= 4;
  }

  function space(points: number) {
    y -= points;
  }

  /** Starts a new page unless `points` still fit: a heading stays with what follows it. */
  function keep(points: number) {
    ensure(points);
  }

  /** An image scaled to fit `width` × `height` points, on the left; a new page when it does not fit. */
  function image(picture: PDFImage, width: number, height: number, gapAfter = 6) {
    const scaled = picture.scaleToFit(width, height);
    ensure(scaled.height);
    page.drawImage(picture, {
      x: MARGIN.left,
      y: y - scaled.height,
      width: scaled.width,
      height: scaled.height,
    });
    y -= scaled.height + gapAfter;
  }

  return { row, paragraph, rule, space, keep, image };
}
