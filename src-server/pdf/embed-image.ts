import type { PDFDocument, PDFImage } from 'pdf-lib';
import { fitsImageLimits, imageSize } from '../files/image-size';

/**
 * A stored png or jpg as an image of the PDF, or null: one that announces more pixels than the
 * portal decodes, or that does not decode, is left out with a warning instead of failing the
 * document (uploads are checked on the way in; this guards files stored before a limit).
 */
export async function embedStoredImage(
  pdf: PDFDocument,
  file: { body: Uint8Array; contentType: string },
): Promise<PDFImage | null> {
  const size = imageSize(file.body);
  if (!size || !fitsImageLimits(size)) {
    console.warn('Een afbeelding is te groot of onleesbaar en blijft uit de pdf:', size);
    return null;
  }
  try {
    return file.contentType === 'image/png'
      ? await pdf.embedPng(file.body)
      : await pdf.embedJpg(file.body);
  } catch (error) {
    console.warn('Een afbeelding kon niet in de pdf worden gezet:', error);
    return null;
  }
}
