import { deflateSync } from 'node:zlib';
// pdf-lib's own font metrics package (its dependency): the names its embedder takes.
import { FontNames } from '@pdf-lib/standard-fonts';
import { PDFContext, PDFRef, StandardFontEmbedder } from 'pdf-lib';
import { SELLER } from '@shared/domain/seller';
import { MARGIN, PAGE_SIZE, printableIn, sellerFooterLines } from './document';
import { winAnsi } from './standard-font';
import { wrapText } from './wrap';

/**
 * A PDF written as it is drawn, a page at a time, for documents of thousands of pages (the
 * price list of 100,000 products): pdf-lib keeps every page in memory until it saves (1.6 GB
 * there). Each finished page leaves as bytes at once; what stays is an offset per object. The
 * page count in the footer ("Pagina x van y") is drawn through one form object written at the
 * end.
 *
 * The fonts are the standard Helvetica pair (WinAnsi: a character outside it prints as "?"),
 * not the house DejaVu: parsing and subsetting DejaVu took the event loop for hundreds of
 * milliseconds per list, longer than any request may wait (issue 23: 50 ms).
 */
export interface StreamedPdf {
  /** Draws one line of printable text; `right` aligns its end at `x`. */
  text(value: string, x: number, y: number, style?: TextStyle): void;
  /** Ends the current page (with its footer) and starts a new one. */
  newPage(): void;
  /** The bytes written since the last call: whole pages and objects. */
  take(): Uint8Array[];
  /** Ends the last page and writes the fonts, page tree and index: the last bytes. */
  finish(): Promise<Uint8Array[]>;
}

export interface TextStyle {
  bold?: boolean;
  size?: number;
  right?: boolean;
}

const INK = '0.1 0.15 0.2';
const FOOTER_SIZE = 7;
/** Fixed object numbers: what pages refer to before it is written. */
const OBJ = { catalog: 1, pages: 2, regular: 3, bold: 4, pageCount: 5, info: 6 } as const;
const FIRST_FREE = 7;

const ascii = (text: string) => new TextEncoder().encode(text);

/** A text string of the document information: UTF-16 with its byte-order mark, in hex. */
function infoText(text: string): string {
  let hex = 'FEFF';
  for (let i = 0; i < text.length; i++) hex += text.charCodeAt(i).toString(16).padStart(4, '0');
  return `<${hex}>`;
}

function pdfDate(date: Date): string {
  return `(D:${date.toISOString().replace(/[-:T]/g, '').slice(0, 14)}Z)`;
}

/** A turn of the event loop (pdf sits below shop, so not shop's nextTurn). */
const nextTurn = () => new Promise<void>((done) => setImmediate(done));

/** The standard fonts' metrics, read once per process. */
let standardFonts: { regular: StandardFontEmbedder; bold: StandardFontEmbedder } | undefined;
let encodable: Set<number> | undefined;

/**
 * A text's character codes in the font, as hex, and its width at size 1: character by
 * character, each looked up once (a list of 100,000 products draws 400,000 texts).
 */
function glyphsOf(font: StandardFontEmbedder) {
  const known = new Map<string, { hex: string; width: number }>();
  return (text: string) => {
    let hex = '';
    let width = 0;
    for (const char of text) {
      let glyph = known.get(char);
      if (!glyph) {
        glyph = {
          hex: font.encodeText(char).toString().slice(1, -1),
          width: font.widthOfTextAtSize(char, 1),
        };
        known.set(char, glyph);
      }
      hex += glyph.hex;
      width += glyph.width;
    }
    return { hex, width };
  };
}

export async function createStreamedPdf(meta: {
  title: string;
  subject?: string;
  createdAt: Date;
}): Promise<StreamedPdf> {
  if (!standardFonts) {
    // Each font's metrics are unpacked in a turn of their own: requests get theirs between.
    const regularFont = StandardFontEmbedder.for(FontNames.Helvetica);
    await nextTurn();
    standardFonts = {
      regular: regularFont,
      bold: StandardFontEmbedder.for(FontNames.HelveticaBold),
    };
    await nextTurn();
  }
  const { regular, bold } = standardFonts;
  const encoding = regular.encoding;
  encodable ??= new Set(
    Array.from({ length: 0x2200 }, (_, code) => code).filter((code) =>
      encoding.canEncodeUnicodeCodePoint(code),
    ),
  );
  const inFont = printableIn(encodable);
  const printable = (text: string) => inFont(winAnsi(text));

  const offsets: number[] = [];
  let position = 0;
  let nextObject = FIRST_FREE;
  let ready: Uint8Array[] = [];
  const pageObjects: number[] = [];
  let ops: string[] = [];

  const emit = (chunk: Uint8Array) => {
    ready.push(chunk);
    position += chunk.byteLength;
  };
  const object = (number: number, body: string | Uint8Array) => {
    offsets[number] = position;
    emit(ascii(`${number} 0 obj\n`));
    emit(typeof body === 'string' ? ascii(body) : body);
    emit(ascii('\nendobj\n'));
  };
  const stream = (number: number, dictionary: string, content: string) => {
    const packed = deflateSync(ascii(content));
    offsets[number] = position;
    emit(
      ascii(
        `${number} 0 obj\n<< ${dictionary} /Filter /FlateDecode /Length ${packed.byteLength} >>\nstream\n`,
      ),
    );
    emit(packed);
    emit(ascii('\nendstream\nendobj\n'));
  };

  const regularGlyphs = glyphsOf(regular);
  const boldGlyphs = glyphsOf(bold);
  const textOp = (
    value: string,
    x: number,
    y: number,
    { bold: strong, size = 9, right }: TextStyle,
  ) => {
    const { hex, width } = (strong ? boldGlyphs : regularGlyphs)(printable(value));
    const left = right ? x - width * size : x;
    return `BT /${strong ? 'F2' : 'F1'} ${size} Tf ${left.toFixed(2)} ${y.toFixed(2)} Td <${hex}> Tj ET`;
  };

  // The footer is the same on every page but for its number: its lines are encoded once.
  const footerLines = sellerFooterLines().flatMap((line) =>
    wrapText(printable(line), regular, FOOTER_SIZE, MARGIN.right - MARGIN.left - 70),
  );
  const footer = [
    `${INK} RG 0.3 w ${MARGIN.left} 50 m ${MARGIN.right} 50 l S`,
    ...footerLines.map((line, row) =>
      textOp(line, MARGIN.left, 41 - row * 9, { size: FOOTER_SIZE }),
    ),
  ].join('\n');
  /** Where "Pagina x van " starts: room for the longest label at the right margin. */
  const labelX = MARGIN.right - regular.widthOfTextAtSize('Pagina 00000 van 00000', FOOTER_SIZE);

  const endPage = () => {
    const number = pageObjects.length + 1;
    const label = `Pagina ${number} van `;
    const after = labelX + regular.widthOfTextAtSize(label, FOOTER_SIZE);
    ops.push(
      footer,
      textOp(label, labelX, 41, { size: FOOTER_SIZE }),
      `q 1 0 0 1 ${after.toFixed(2)} 41 cm /N Do Q`,
    );
    const content = nextObject++;
    stream(content, '', `${INK} rg\n${ops.join('\n')}`);
    const page = nextObject++;
    object(
      page,
      `<< /Type /Page /Parent ${OBJ.pages} 0 R /MediaBox [0 0 ${PAGE_SIZE.join(' ')}] ` +
        `/Resources << /Font << /F1 ${OBJ.regular} 0 R /F2 ${OBJ.bold} 0 R >> ` +
        `/XObject << /N ${OBJ.pageCount} 0 R >> >> /Contents ${content} 0 R >>`,
    );
    pageObjects.push(page);
    ops = [];
  };

  const take = () => {
    const taken = ready;
    ready = [];
    return taken;
  };

  emit(ascii('%PDF-1.7\n%\u00e2\u00e3\u00cf\u00d3\n'));

  return {
    text(value, x, y, style = {}) {
      ops.push(textOp(value, x, y, style));
    },
    newPage() {
      endPage();
    },
    take,
    async finish() {
      endPage();
      stream(
        OBJ.pageCount,
        `/Type /XObject /Subtype /Form /BBox [0 0 100 10] /Resources << /Font << /F1 ${OBJ.regular} 0 R >> >>`,
        `${INK} rg\n${textOp(String(pageObjects.length), 0, 0, { size: FOOTER_SIZE })}`,
      );
      object(
        OBJ.pages,
        `<< /Type /Pages /Kids [${pageObjects.map((n) => `${n} 0 R`).join(' ')}] /Count ${pageObjects.length} >>`,
      );
      // The fonts' dictionaries, as pdf-lib writes them, at the numbers the pages refer to.
      const context = PDFContext.create();
      context.largestObjectNumber = nextObject - 1;
      regular.embedIntoContext(context, PDFRef.of(OBJ.regular));
      bold.embedIntoContext(context, PDFRef.of(OBJ.bold));
      for (const [ref, value] of context.enumerateIndirectObjects()) {
        const body = new Uint8Array(value.sizeInBytes());
        value.copyBytesInto(body, 0);
        object(ref.objectNumber, body);
      }
      nextObject = context.largestObjectNumber + 1;
      object(
        OBJ.info,
        `<< /Title ${infoText(meta.title)} /Author ${infoText(SELLER.name)}` +
          `${meta.subject ? ` /Subject ${infoText(meta.subject)}` : ''}` +
          ` /Producer (Warmteportaal) /CreationDate ${pdfDate(meta.createdAt)} >>`,
      );
      object(OBJ.catalog, `<< /Type /Catalog /Pages ${OBJ.pages} 0 R /Lang (nl-NL) >>`);
      const index = position;
      const rows = ['xref', `0 ${nextObject}`, '0000000000 65535 f '];
      for (let n = 1; n < nextObject; n++) {
        rows.push(
          `${String(offsets[n] ?? 0).padStart(10, '0')} 00000 ${offsets[n] === undefined ? 'f' : 'n'} `,
        );
      }
      emit(
        ascii(
          `${rows.join('\n')}\ntrailer\n<< /Size ${nextObject} /Root ${OBJ.catalog} 0 R /Info ${OBJ.info} 0 R >>\nstartxref\n${index}\n%%EOF\n`,
        ),
      );
      return take();
    },
  };
}
