import { formatEuro } from '@shared/domain/money';
import { formatDutchPhone } from '@shared/domain/contact-details';
import { PHOTO_KIND_LABELS } from '@shared/schemas/installation-dossier';
import type { FileStore } from '../files/port';
import { installerFooterLines, type InstallerContact } from '../parties/installer';
import { createPdfDocument, MARGIN, type PdfDocumentKit } from '../pdf/document';
import { embedStoredImage } from '../pdf/embed-image';
import { createFlow } from '../pdf/flow';
import { titleRow, twoBlocks } from '../pdf/lines-table';
import { pdfDay } from '../pdf/standard-font';
import type { DossierSource } from './installation-dossier';

type Flow = ReturnType<typeof createFlow>;

/** The installer's letterhead: its logo at the top right when it has one, name and title. */
async function letterhead(
  kit: PdfDocumentKit,
  flow: Flow,
  files: FileStore,
  installer: InstallerContact,
  title: string,
) {
  const logo = installer.logoPath ? await files.read(installer.logoPath) : null;
  const image = logo ? await embedStoredImage(kit.pdf, logo) : null;
  if (image) {
    const scaled = image.scaleToFit(140, 50);
    kit.pdf.getPages()[0]?.drawImage(image, {
      x: MARGIN.right - scaled.width,
      y: 810 - scaled.height,
      width: scaled.width,
      height: scaled.height,
    });
    flow.space(scaled.height - 10);
  }
  titleRow(flow, kit, installer.name, title);
}

/** Label and value in two columns. */
function facts(flow: Flow, kit: PdfDocumentKit, rows: [string, string][]) {
  for (const [label, value] of rows) {
    flow.row(
      [
        { text: label, column: { left: MARGIN.left, right: 200 }, font: kit.bold },
        { text: value, column: { left: 210, right: MARGIN.right } },
      ],
      2,
    );
  }
}

function heading(flow: Flow, kit: PdfDocumentKit, text: string) {
  flow.space(8);
  flow.keep(60);
  flow.paragraph(text, { font: kit.bold, size: 12 });
}

function clientLines({ dossier }: DossierSource): string[] {
  const { client } = dossier;
  return [client.name, client.address, `${client.postcode} ${client.city}`.trim()];
}

function unitFacts({ dossier }: DossierSource): [string, string][] {
  return [
    ['Warmtepomp', dossier.unit.productName],
    ['Typenummer', dossier.unit.modelNumber || '—'],
    ['Serienummer', dossier.unit.serialNumber],
    ['Meldcode (RVO)', dossier.unit.meldcode ?? 'Niet bekend'],
    ['Installatiedatum', pdfDay(dossier.installedOn)],
  ];
}

function installerContactLines(installer: InstallerContact): string[] {
  return [
    installer.name,
    installer.address,
    installer.phone ? `Telefoon ${formatDutchPhone(installer.phone)}` : '',
    installer.email ? `E-mail ${installer.email}` : '',
    installer.website,
  ].filter(Boolean);
}

/**
 * `Garantiebewijs (pdf)`: the homeowner's warranty card in the installer's name: the unit, its
 * serial number, installation date and warranty end, and whom to call. The installer's contact
 * only: no payment details at all, never the portal's.
 */
export async function warrantyCardPdf(
  source: DossierSource,
  files: FileStore,
): Promise<Uint8Array> {
  const { dossier, installer } = source;
  const kit = await createPdfDocument({
    title: `Garantiebewijs ${dossier.unit.serialNumber}`,
    footerLines: installerFooterLines(installer),
  });
  kit.pdf.setAuthor(installer.name);
  const flow = createFlow(kit);
  await letterhead(kit, flow, files, installer, 'Garantiebewijs');
  twoBlocks(flow, clientLines(source), [`Serienummer: ${dossier.unit.serialNumber}`], kit.bold);
  heading(flow, kit, 'Uw warmtepomp');
  facts(flow, kit, [
    ...unitFacts(source).filter(([label]) => label !== 'Meldcode (RVO)'),
    ['Garantie tot', pdfDay(dossier.warrantyEnd)],
  ]);
  heading(flow, kit, 'Storing of vraag?');
  flow.paragraph(
    'Neem bij een storing of een vraag over de garantie contact op met uw installateur. ' +
      'Noem daarbij het serienummer hierboven. Bewaar dit garantiebewijs bij de papieren van uw woning.',
    { size: 10 },
  );
  flow.space(4);
  for (const line of installerContactLines(installer)) flow.paragraph(line, { size: 10 }, 1);
  return kit.save();
}

/**
 * The ISDE dossier as one PDF the homeowner can open anywhere: the unit with meldcode and serial
 * number, the installation date, the final invoice and its payment, the subsidy estimate with
 * its basis and the last day to apply, RVO's checklist, and the photos embedded.
 */
export async function dossierPdf(source: DossierSource, files: FileStore): Promise<Uint8Array> {
  const { dossier, installer } = source;
  const kit = await createPdfDocument({
    title: `ISDE-dossier ${dossier.unit.serialNumber}`,
    footerLines: installerFooterLines(installer),
  });
  kit.pdf.setAuthor(installer.name);
  const flow = createFlow(kit);
  await letterhead(kit, flow, files, installer, 'ISDE-dossier');
  twoBlocks(
    flow,
    clientLines(source),
    [`Aanvragen uiterlijk: ${pdfDay(dossier.applyBy)}`],
    kit.bold,
  );
  heading(flow, kit, 'De warmtepomp');
  facts(flow, kit, unitFacts(source));
  heading(flow, kit, 'Factuur');
  const invoice = dossier.finalInvoice;
  facts(
    flow,
    kit,
    invoice
      ? [
          ['Eindfactuur', `${invoice.number} van ${pdfDay(invoice.issuedOn)}`],
          ['Bedrag incl. btw', formatEuro(invoice.totalInclVatCents)],
          [
            'Betaald',
            invoice.paid
              ? `Ja${invoice.paidOn ? `, op ${pdfDay(invoice.paidOn)}` : ''}`
              : 'Nog niet',
          ],
        ]
      : [['Eindfactuur', 'Nog geen eindfactuur']],
  );
  heading(flow, kit, 'ISDE-subsidie (schatting)');
  facts(flow, kit, [
    ['Geschat bedrag', formatEuro(dossier.estimate.cents)],
    ['Grondslag', dossier.estimate.basis],
    ['Aanvragen uiterlijk', `${pdfDay(dossier.applyBy)} (24 maanden na de installatie)`],
  ]);
  flow.paragraph(
    'RVO stelt het bedrag vast; deze schatting is geen toezegging. U vraagt de subsidie zelf aan op mijn.rvo.nl.',
    { size: 8 },
  );
  heading(flow, kit, 'Wat RVO vraagt');
  for (const item of dossier.checklist) flow.paragraph(`☐ ${item}`, { size: 10 }, 2);
  // The photos start where the first fits under its heading.
  flow.keep(source.photos.length ? 260 : 60);
  heading(flow, kit, "Foto's");
  if (source.photos.length === 0) flow.paragraph("Nog geen foto's.", { size: 10 });
  for (const photo of source.photos) {
    const file = await files.read(photo.path);
    const image = file ? await embedStoredImage(kit.pdf, file) : null;
    if (!image) continue;
    flow.keep(image.scaleToFit(300, 200).height + 20);
    flow.paragraph(PHOTO_KIND_LABELS[photo.kind], { font: kit.bold, size: 10 }, 2);
    flow.image(image, 300, 200, 12);
  }
  return kit.save();
}
