import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, type PDFFont } from 'pdf-lib';

/**
 * Every PDF the portal makes starts here: one document with a Unicode font (DejaVu Sans,
 * shipped by the npm package `dejavu-fonts-ttf`, free to redistribute under the Bitstream Vera
 * licence). The standard PDF fonts only know WinAnsi, so a name, reference or note in Polish,
 * Turkish or Greek made a PDF fail; with an embedded font every accepted text prints.
 *
 * Adopting it in a PDF module:
 *   const { pdf, regular, bold, printable } = await createPdfDocument({ title: '…' });
 *   page.drawText(printable(value), { font: regular, … });
 */
export interface PdfDocumentKit {
  pdf: PDFDocument;
  regular: PDFFont;
  bold: PDFFont;
  /** The text as the fonts can draw it: one line, characters without a glyph become "?". */
  printable(text: string): string;
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

export async function createPdfDocument(meta: {
  title: string;
  language?: string;
}): Promise<PdfDocumentKit> {
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(fontkit);
  pdf.setTitle(meta.title);
  pdf.setAuthor('Warmteportaal');
  pdf.setLanguage(meta.language ?? 'nl-NL');
  const bytes = fonts();
  // Subsetting keeps a PDF small: only the glyphs it uses are embedded.
  const regular = await pdf.embedFont(bytes.regular, { subset: true });
  const bold = await pdf.embedFont(bytes.bold, { subset: true });
  drawable ??= new Set(
    regular.getCharacterSet().filter((code) => bold.getCharacterSet().includes(code)),
  );
  const known = drawable;
  const printable = (text: string) =>
    Array.from(text.replace(/[\r\n\t\u2028\u2029]+/g, ' '))
      .map((char) => {
        const code = char.codePointAt(0) ?? 0;
        if (code < 0x20 || (code >= 0x7f && code < 0xa0)) return '';
        return known.has(code) ? char : '?';
      })
      .join('');
  return { pdf, regular, bold, printable };
}
