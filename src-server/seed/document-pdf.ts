import { PDFDocument, rgb, StandardFonts, type PDFFont } from 'pdf-lib';
import { winAnsi } from '../pdf/standard-font';
import { wrapText as wrap } from '../pdf/wrap';

export interface DocumentContent {
  title: string;
  subtitle: string;
  sections: { heading: string; lines: string[] }[];
}

/**
 * A document of the downloads library (manual, declaration, label, terms): a title page
 * header and sections of running text, over as many A4 pages as it needs.
 */
export async function documentPdf(content: DocumentContent): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(winAnsi(content.title));
  pdf.setAuthor('Noordwind Klimaattechniek');
  pdf.setLanguage('nl-NL');
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const ink = rgb(0.06, 0.2, 0.35);
  let page = pdf.addPage([595.28, 841.89]);
  let y = 780;
  const draw = (text: string, font: PDFFont, size: number, gap: number) => {
    if (y < 60) {
      page = pdf.addPage([595.28, 841.89]);
      y = 780;
    }
    page.drawText(winAnsi(text), { x: 50, y, size, font, color: ink });
    y -= gap;
  };
  draw('Noordwind Klimaattechniek', regular, 11, 30);
  for (const line of wrap(winAnsi(content.title), bold, 18, 495)) draw(line, bold, 18, 22);
  draw(content.subtitle, regular, 11, 30);
  for (const section of content.sections) {
    draw(section.heading, bold, 12, 18);
    for (const paragraph of section.lines) {
      for (const line of wrap(winAnsi(paragraph), regular, 10, 495)) draw(line, regular, 10, 14);
      y -= 4;
    }
    y -= 10;
  }
  return pdf.save();
}
