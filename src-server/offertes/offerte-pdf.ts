import { PDFImage, PngEmbedder, type PDFDocument } from 'pdf-lib';
import { formatEuro } from '@shared/domain/money';
import { formatDutchPhone } from '@shared/domain/contact-details';
import { formatIban } from '@shared/domain/seller';
import type { PublicOfferte } from '@shared/schemas/offerte';
import { createPdfDocument, MARGIN, type PdfDocumentKit } from '../pdf/document';
import { createFlow } from '../pdf/flow';
import { linesTable, titleRow, totalRows, twoBlocks, vatTotalRows } from '../pdf/lines-table';
import { pdfDateFormat, pdfDay } from '../pdf/standard-font';
import { fitsImageLimits, IMAGE_LIMITS, imageSize } from '../files/image-size';
import type { FileStore } from '../files/port';

/** The installer's details, for the footer of every page of its offertes and invoices. */
export function installerFooter(installer: Omit<PublicOfferte['installer'], 'logoUrl'>): string[] {
  const join = (parts: string[]) => parts.filter(Boolean).join(' · ');
  return [
    join([installer.name, installer.address]),
    join([
      installer.kvkNumber ? `KvK ${installer.kvkNumber}` : '',
      installer.btwId ? `Btw-id ${installer.btwId}` : '',
      installer.iban ? `IBAN ${formatIban(installer.iban)}` : '',
      installer.phone ? `Tel. ${formatDutchPhone(installer.phone)}` : '',
    ]),
    join([installer.email, installer.website]),
  ].filter(Boolean);
}

export type Logo = { body: Uint8Array; contentType: string; path?: string };

/**
 * Decoded PNG logos by file path (a logo's path is new with every upload, so an entry never
 * goes stale), so a busy firm's offertes do not decode the same logo again and again. Bounded
 * by pixels: at most a few logos of the largest allowed size.
 */
const decodedLogos = new Map<string, { pixels: number; embedder: Promise<PngEmbedder> }>();
const DECODED_PIXELS_KEPT = 4 * IMAGE_LIMITS.maxPixels;

function decodedPng(body: Uint8Array, path: string | undefined, pixels: number) {
  if (path === undefined) return PngEmbedder.for(body);
  const kept = decodedLogos.get(path);
  if (kept) return kept.embedder;
  const embedder = PngEmbedder.for(body);
  decodedLogos.set(path, { pixels, embedder });
  embedder.catch(() => decodedLogos.delete(path));
  let total = [...decodedLogos.values()].reduce((sum, entry) => sum + entry.pixels, 0);
  for (const [key, entry] of decodedLogos) {
    if (total <= DECODED_PIXELS_KEPT || key === path) break;
    decodedLogos.delete(key);
    total -= entry.pixels;
  }
  return embedder;
}

/**
 * The logo as an image of the PDF. Its size is read from the header first: one larger than
 * the portal decodes (a logo stored before that limit) is left out, as is a file that starts
 * like a png or jpg but does not decode, instead of failing the offerte.
 */
async function embedLogo(pdf: PDFDocument, logo: Logo): Promise<PDFImage | null> {
  const size = imageSize(logo.body);
  if (!size || !fitsImageLimits(size)) {
    console.warn('Het logo is te groot of onleesbaar en blijft uit de offerte:', size);
    return null;
  }
  try {
    if (logo.contentType !== 'image/png') return await pdf.embedJpg(logo.body);
    const embedder = await decodedPng(logo.body, logo.path, size.width * size.height);
    const image = PDFImage.of(pdf.context.nextRef(), pdf, embedder);
    await image.embed();
    return image;
  } catch (error) {
    console.warn('Het logo kon niet in de offerte worden gezet:', error);
    return null;
  }
}

/** The firm's logo top right on the first page, and the room it takes (none without one). */
export async function drawLogo(
  kit: PdfDocumentKit,
  flow: ReturnType<typeof createFlow>,
  logo: Logo | null | undefined,
): Promise<void> {
  const image = logo ? await embedLogo(kit.pdf, logo) : null;
  if (!image) return;
  const scaled = image.scaleToFit(140, 50);
  const [page] = kit.pdf.getPages();
  page?.drawImage(image, {
    x: MARGIN.right - scaled.width,
    y: 800 - scaled.height + 10,
    width: scaled.width,
    height: scaled.height,
  });
  flow.space(scaled.height - 10);
}

/**
 * The offerte as the homeowner receives it, on the portal's PDF layer: the installer's
 * details and logo, the client, lines with prices incl. btw, totals per rate, the ISDE
 * estimate apart from the price, validity and terms. It is made from the homeowner's view, so
 * it can hold nothing that view does not.
 */
export async function offertePdf(offerte: PublicOfferte, logo?: Logo | null): Promise<Uint8Array> {
  const { installer } = offerte;
  const kit = await createPdfDocument({
    title: `Offerte ${offerte.number}`,
    createdAt: new Date(offerte.date),
    footerLines: installerFooter(installer),
  });
  kit.pdf.setAuthor(installer.name || 'Installateur');
  const flow = createFlow(kit);
  await drawLogo(kit, flow, logo);
  titleRow(flow, kit, installer.name || 'Installateur', 'Offerte');
  twoBlocks(
    flow,
    [offerte.client.name, offerte.client.address],
    [
      `Offertenummer: ${offerte.number}${offerte.version > 1 ? ` (versie ${offerte.version})` : ''}`,
      `Datum: ${pdfDateFormat.format(new Date(offerte.date))}`,
      `Geldig tot en met: ${pdfDay(offerte.validUntil)}`,
    ],
    kit.bold,
  );
  flow.space(8);
  if (offerte.title) flow.paragraph(offerte.title, { font: kit.bold, size: 11 });
  if (offerte.summary) flow.paragraph(offerte.summary, { size: 9 });
  flow.space(8);
  linesTable(
    flow,
    kit,
    offerte.lines.map((line) => ({
      description: line.description,
      quantity: line.quantity,
      unitPrice: line.unitInclVatCents,
      lineTotal: line.totalInclVatCents,
      vatRate: line.vatRate,
    })),
  );
  flow.paragraph('Prijzen per regel zijn inclusief btw.', { size: 8 });
  const { totals } = offerte;
  totalRows(flow, kit, vatTotalRows(totals));
  flow.space(10);
  if (offerte.isdeEstimateCents) {
    flow.paragraph(
      `ISDE-subsidie (schatting, niet van de prijs afgetrokken): ${formatEuro(offerte.isdeEstimateCents)}. De subsidie vraagt u zelf aan bij RVO na de installatie.`,
      { size: 9 },
    );
  }
  flow.paragraph(`Deze offerte is geldig tot en met ${pdfDay(offerte.validUntil)}.`, { size: 9 });
  if (offerte.terms) {
    flow.space(6);
    flow.paragraph('Voorwaarden', { font: kit.bold, size: 10 });
    flow.paragraph(offerte.terms, { size: 8 });
  }
  if (offerte.acceptedBy && offerte.answeredAt) {
    flow.space(6);
    flow.paragraph(
      `Voor akkoord: ${offerte.acceptedBy}, ${pdfDateFormat.format(new Date(offerte.answeredAt))}.`,
    );
  } else {
    flow.space(10);
    flow.paragraph('Voor akkoord (naam, datum, handtekening):');
    flow.space(30);
  }
  return kit.save();
}

/** The PDF of a view, with the company's logo from the file port when it has one. */
export async function pdfWithLogo(
  files: FileStore,
  view: PublicOfferte,
  logoPath: string | undefined,
): Promise<Uint8Array> {
  const logo = logoPath ? await files.read(logoPath) : null;
  return offertePdf(view, logo && { ...logo, path: logoPath });
}
