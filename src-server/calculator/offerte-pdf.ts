import { formatKw, formatWhole } from '@shared/calculator/format';
import { rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { pdfDateFormat, pdfDay } from '../pdf/standard-font';
import { createPdfDocument } from '../pdf/document';
import { wrapText } from '../pdf/wrap';
import { CO2_BASIS, GROUND_SOURCE_DEFAULTS, ISDE_2026 } from '@shared/calculator/defaults';
import type { OfferteAmounts } from '@shared/calculator/offerte';
import type { RunningCosts } from '@shared/calculator/running-costs';
import { formatEuro, formatPercent } from '@shared/domain/money';
import type { CalculatorInput } from '@shared/schemas/calculator';
import type { InstallerDetails } from './installer';

export interface OfferteView {
  installer: InstallerDetails;
  customerName: string;
  date: Date;
  /** The last day the prices hold, `YYYY-MM-DD` (Dutch calendar day). */
  validUntil: string;
  heatLossW: number;
  amounts: OfferteAmounts;
  isdeCents: number;
  costs:
    (RunningCosts & { scop: number; share: number; gasBasis: string; gasKnown: boolean }) | null;
  input: CalculatorInput;
}

/** What the indication says of itself, at the top. */
export const INDICATION_NOTICE =
  'Prijsindicatie, geen offerte: hieraan kunnen geen rechten worden ontleend.';

/** "2025-11-01" → "1 november 2025"; anything else as typed. */
function pricesDate(value: string): string {
  const date = new Date(`${value}T12:00:00Z`);
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(date.getTime())
    ? pdfDateFormat.format(date)
    : value;
}

/**
 * The price indication for the homeowner as a one- or two-page A4 PDF, in Dutch: it says it is
 * an indication and not an offerte, and carries no number and no payment details (no IBAN, KvK
 * or btw-id of anyone): a binding offerte is the numbered `OFF-` offerte.
 */
export async function offertePdf(view: OfferteView): Promise<Uint8Array> {
  const { pdf, regular, bold, printable, save } = await createPdfDocument({
    title: `Prijsindicatie warmtepomp ${view.installer.company}`,
    // The installer's contact details only: never the portal's, never payment details.
    footerLines: [
      [view.installer.company, view.installer.address],
      [view.installer.phone, view.installer.email],
    ]
      .map((parts) => parts.filter(Boolean).join(' · '))
      .filter(Boolean),
  });
  pdf.setAuthor(view.installer.company);
  let page: PDFPage = pdf.addPage([595.28, 841.89]);
  let y = 790;
  const left = 50;
  const right = 545;

  const write = (value: string, x: number, font: PDFFont = regular, size = 10, align = false) => {
    const safe = printable(value);
    const width = align ? font.widthOfTextAtSize(safe, size) : 0;
    page.drawText(safe, { x: x - width, y, size, font, color: rgb(0.1, 0.15, 0.2) });
  };
  const down = (gap = 15) => {
    y -= gap;
    if (y < 60) {
      page = pdf.addPage([595.28, 841.89]);
      y = 790;
    }
  };
  const row = (label: string, amount: number, font: PDFFont = regular) => {
    write(label, 440, font, 10, true);
    write(formatEuro(amount), right, font, 10, true);
    down();
  };

  const { installer, amounts } = view;
  write(installer.company, left, bold, 16);
  write('Indicatie', right, bold, 16, true);
  down(20);
  for (const detail of [installer.contact, installer.address, installer.phone, installer.email]) {
    if (!detail) continue;
    write(detail, left);
    down(13);
  }
  down(10);
  write(`Voor: ${view.customerName || 'de bewoner'}`, left, bold);
  write(`Datum: ${pdfDateFormat.format(view.date)}`, right, regular, 10, true);
  down();
  write(`Geldig tot: ${pdfDay(view.validUntil)}`, right, regular, 10, true);
  down(22);
  write(INDICATION_NOTICE, left, bold);
  down(16);
  write(
    `Warmtepompinstallatie voor een berekend warmteverlies van ${formatKw(view.heatLossW)} bij −10 °C.`,
    left,
  );
  down(24);

  write('Omschrijving', left, bold);
  write('Aantal', 340, bold, 10, true);
  write('Prijs per stuk', 440, bold, 10, true);
  write('Totaal', right, bold, 10, true);
  down(6);
  page.drawLine({ start: { x: left, y }, end: { x: right, y }, thickness: 0.5 });
  down(14);
  for (const line of amounts.lines) {
    write((line.modelNumber ? `${line.name} (${line.modelNumber})` : line.name).slice(0, 58), left);
    write(String(line.quantity), 340, regular, 10, true);
    write(formatEuro(line.salesUnitCents), 440, regular, 10, true);
    write(formatEuro(line.lineTotalCents), right, regular, 10, true);
    down();
  }
  if (amounts.lines.some((line) => !line.modelNumber) && view.input.source === 'bodem') {
    write(GROUND_SOURCE_DEFAULTS.note, left, regular, 8);
    down();
  }
  const hours = amounts.labourHours.toLocaleString('nl-NL');
  write(`Arbeid: ${hours} uur à ${formatEuro(amounts.labourRateCents)}`, left);
  write(formatEuro(amounts.labourCents), right, regular, 10, true);
  down(22);
  row('Totaal excl. btw', amounts.totalExclVatCents);
  row(`Btw ${formatPercent(amounts.vatRate)}`, amounts.vatCents);
  row('Totaal incl. btw', amounts.totalInclVatCents, bold);
  down(16);

  write('Schattingen (geen onderdeel van de prijs)', left, bold, 11);
  down(18);
  if (view.isdeCents > 0) {
    write(`ISDE-subsidie (schatting, regels ${ISDE_2026.date.slice(0, 4)}):`, left);
    write(formatEuro(view.isdeCents), right, regular, 10, true);
    down(13);
    write(
      '€ 1.025 + € 225 per kW + € 200 bij A+++; controleer de meldcode bij RVO.',
      left,
      regular,
      8,
    );
    down();
  }
  if (view.costs) {
    const { costs, input } = view;
    write(
      costs.gasKnown
        ? `Gas nu: ${formatWhole(costs.currentGasM3)} m³ × ${formatEuro(input.gasCentsPerM3)} (opgegeven verbruik)`
        : `Gas nu (schatting): ${formatWhole(costs.currentGasM3)} m³ × ${formatEuro(input.gasCentsPerM3)}`,
      left,
    );
    write(formatEuro(costs.currentCostCents), right, regular, 10, true);
    down(13);
    write('Besparing op energiekosten per jaar (schatting):', left);
    write(formatEuro(costs.savingCents), right, regular, 10, true);
    down(13);
    const basis = [
      ...wrapText(printable(`Basis: ${costs.gasBasis}`), regular, 8, right - left),
      `${formatWhole(costs.heatKwh)} kWh warmte voor ruimteverwarming, ${formatWhole(costs.hotWaterKwh)} kWh warm tapwater`,
      `SCOP ${costs.scop.toLocaleString('nl-NL')} bij ${input.flowTemperature} °C`,
      costs.share < 1
        ? `warmtepomp levert ${formatPercent(Math.round(costs.share * 100))} van de warmte`
        : '',
      `gas ${formatEuro(input.gasCentsPerM3)}/m³, stroom ${formatEuro(input.electricityCentsPerKwh)}/kWh (prijzen van ${pricesDate(input.pricesDate)})`,
    ].filter(Boolean);
    for (const part of basis) {
      write(part, left, regular, 8);
      down(11);
    }
    write(`CO₂-besparing per jaar (schatting): ${formatWhole(costs.co2SavedKg)} kg`, left);
    down(11);
    for (const line of wrapText(printable(`${CO2_BASIS}.`), regular, 8, right - left)) {
      write(line, left, regular, 8);
      down(11);
    }
    down(11);
  }
  write(
    `Deze prijzen gelden tot en met ${pdfDay(view.validUntil)}. Prijzen in euro. Een bindende offerte volgt op aanvraag.`,
    left,
    regular,
    9,
  );
  return save();
}
