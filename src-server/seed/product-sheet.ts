import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import { seedFactRows, type SeedProduct } from './catalogue';

/** A one-page product sheet (productblad) with the product's specifications. */
export async function productSheetPdf(product: SeedProduct): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Productblad ${product.modelNumber}`);
  pdf.setLanguage('nl-NL');
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const page = pdf.addPage([595.28, 841.89]);
  const ink = rgb(0.06, 0.2, 0.35);
  let y = 780;
  page.drawText('Noordwind Klimaattechniek - productblad', {
    x: 50,
    y,
    size: 11,
    font: regular,
    color: ink,
  });
  y -= 30;
  page.drawText(product.name, { x: 50, y, size: 18, font: bold, color: ink });
  y -= 20;
  page.drawText(`Type ${product.modelNumber}`, { x: 50, y, size: 11, font: regular });
  y -= 30;
  for (const { label: key, value } of seedFactRows(product)) {
    page.drawText(key, { x: 50, y, size: 11, font: bold });
    page.drawText(value.replace(/[^\u0020-\u00ff]/g, '-'), { x: 220, y, size: 11, font: regular });
    y -= 18;
  }
  return pdf.save();
}
