import { formatKw, formatWhole } from '@shared/calculator/format';
import { METHOD_LABELS } from '@shared/calculator/comparison';
import type { AdviceMode } from '@shared/domain/calculator-keys';
import {
  BUILD_PERIODS,
  CO2_BASIS,
  DWELLING_TYPES,
  HEAT_SOURCES,
} from '@shared/calculator/defaults';
import { formatEuro, formatPercent } from '@shared/domain/money';
import { formatDutchPhone } from '@shared/domain/contact-details';
import { formatIban, SELLER } from '@shared/domain/seller';
import { pdfDateFormat } from '../pdf/standard-font';
import { createPdfDocument, MARGIN, type PdfColumn } from '../pdf/document';
import { createFlow } from '../pdf/flow';
import { titleRow, twoBlocks } from '../pdf/lines-table';
import type { ReportView } from './report';

const MODE_LABELS: Record<AdviceMode, string> = {
  'all-electric': 'All-electric',
  hybride: 'Hybride (met cv-ketel)',
};

const LABEL: PdfColumn = { left: MARGIN.left, right: 250 };
const VALUE: PdfColumn = { left: 256, right: MARGIN.right };
/** Five columns for the room and emitter tables: name, then four right-aligned figures. */
const TABLE: PdfColumn[] = [
  { left: MARGIN.left, right: 200 },
  { left: 204, right: 268, align: 'right' },
  { left: 272, right: 362, align: 'right' },
  { left: 366, right: 452, align: 'right' },
  { left: 456, right: MARGIN.right, align: 'right' },
];

/** The installer's details, line by line, for the block under the title. */
function installerLines(view: ReportView): string[] {
  const { installer } = view;
  return [
    installer.company,
    installer.contact,
    installer.address,
    installer.kvkNumber ? `KvK ${installer.kvkNumber}` : '',
    installer.btwId ? `Btw-id ${installer.btwId}` : '',
    installer.iban ? `IBAN ${formatIban(installer.iban)}` : '',
    installer.phone ? `Tel. ${formatDutchPhone(installer.phone)}` : '',
    installer.email,
    installer.website ?? '',
  ].filter(Boolean);
}

/** The calculation as an A4 report in Dutch: inputs, methods, rooms, emitters, unit, costs. */
export async function reportPdf(view: ReportView): Promise<Uint8Array> {
  const kit = await createPdfDocument({ title: `Warmteverliesrapport ${view.installer.company}` });
  const flow = createFlow(kit);
  const { input } = view;
  const heading = (text: string) => {
    flow.space(8);
    flow.keep(90);
    flow.paragraph(text, { font: kit.bold, size: 12 }, 4);
  };
  const pair = (label: string, value: string) =>
    flow.row([
      { text: label, column: LABEL },
      { text: value, column: VALUE },
    ]);
  const table = (cells: string[], bold = false) =>
    flow.row(
      cells.map((text, index) => ({
        text,
        column: TABLE[index] ?? VALUE,
        ...(bold ? { font: kit.bold } : {}),
      })),
      2,
    );

  titleRow(flow, kit, view.installer.company, 'Warmteverliesrapport');
  twoBlocks(flow, installerLines(view), [
    `Datum: ${pdfDateFormat.format(view.date)}`,
    `Voor: ${view.customerName || 'de bewoner'}`,
    `Opgesteld met Warmteportaal van ${SELLER.name}`,
  ]);

  heading('Invoer');
  if (input.quick) {
    const type = DWELLING_TYPES.find((t) => t.id === input.quick?.dwellingType)?.label ?? '';
    const period = BUILD_PERIODS.find((p) => p.id === input.quick?.period)?.label ?? '';
    pair('Woning', `${type}, bouwperiode ${period}, ${formatWhole(input.quick.area)} m²`);
  }
  if (input.gas) {
    pair(
      'Gasverbruik',
      `${formatWhole(input.gas.yearlyGasM3)} m³ per jaar, ${input.gas.occupants} bewoners`,
    );
  }
  if (input.rooms)
    pair('Vertrekken', `${input.rooms.rooms.length}, buiten ${input.rooms.outdoorTemperature} °C`);
  pair('Systeem', MODE_LABELS[input.mode]);
  pair('Bron', HEAT_SOURCES.find((s) => s.id === input.source)?.label ?? input.source);
  pair('Aanvoertemperatuur', `${input.flowTemperature} °C`);
  pair('Ketelrendement', formatPercent(Math.round(input.boilerEfficiency * 100)));
  pair(
    'Energieprijzen',
    `gas ${formatEuro(input.gasCentsPerM3)}/m³, stroom ${formatEuro(input.electricityCentsPerKwh)}/kWh (${input.pricesDate})`,
  );

  heading('Vergelijking van de methoden');
  for (const result of view.comparison.results) {
    const used = view.comparison.used?.method === result.method ? ' (gebruikt)' : '';
    pair(`${METHOD_LABELS[result.method]}${used}`, `${formatKw(result.watts)}: ${result.basis}`);
  }
  if (view.comparison.results.length === 0) flow.paragraph('Geen methode ingevuld.');
  if (view.comparison.warning) flow.paragraph(view.comparison.warning, { size: 9 });

  if (view.rooms && input.rooms) {
    heading('Warmteverlies per vertrek');
    table(['Vertrek', 'Temp.', 'Transmissie', 'Ventilatie', 'Totaal'], true);
    flow.rule();
    view.rooms.rooms.forEach((room, index) =>
      table([
        room.name,
        `${input.rooms?.rooms[index]?.temperature ?? ''} °C`,
        `${formatWhole(room.transmissionW)} W`,
        `${formatWhole(room.ventilationW)} W`,
        `${formatWhole(room.totalW)} W`,
      ]),
    );
    flow.rule();
    const total = view.rooms;
    table(
      [
        'Woning',
        '',
        `${formatWhole(total.transmissionW)} W`,
        `${formatWhole(total.ventilationW)} W`,
        `${formatWhole(total.totalW)} W`,
      ],
      true,
    );
  }

  if (view.emitters) {
    heading(`Radiatoren bij ${input.flowTemperature} °C aanvoer`);
    table(['Vertrek', '', 'Warmteverlies', 'Afgifte', 'Tekort'], true);
    flow.rule();
    for (const check of view.emitters.checks) {
      table([
        check.name,
        '',
        `${formatWhole(check.heatLossW)} W`,
        `${formatWhole(check.outputW)} W`,
        check.shortW > 0 ? `${formatWhole(check.shortW)} W` : 'voldoet',
      ]);
    }
    flow.paragraph(
      view.emitters.lowestFlow === null
        ? 'Ook bij 80 °C aanvoer is niet elk vertrek warm genoeg: vergroot de radiatoren.'
        : `Laagste aanvoertemperatuur waarbij elk vertrek warm genoeg is: ${view.emitters.lowestFlow} °C.`,
      { size: 9 },
    );
  }

  heading('Gekozen warmtepomp');
  if (view.unit) {
    const { unit } = view;
    pair('Warmtepomp', `${unit.name} (${unit.modelNumber})`);
    pair(
      `Vermogen bij ${unit.capacity.condition}`,
      `${formatKw(unit.capacity.watts)}${unit.capacity.estimated ? ' (geschat)' : ''}; nodig ${formatKw(unit.requiredW)}`,
    );
    pair(`SCOP bij ${input.flowTemperature} °C`, unit.scop.toLocaleString('nl-NL'));
  } else {
    flow.paragraph(
      'Geen warmtepomp in het assortiment dekt deze vraag bij deze aanvoertemperatuur.',
    );
  }

  if (view.costs) {
    const { costs } = view;
    heading('Kosten en besparing per jaar (schatting)');
    pair(
      costs.gasKnown ? 'Gas nu' : 'Gas nu (schatting)',
      `${formatWhole(costs.currentGasM3)} m³: ${formatEuro(costs.currentCostCents)}`,
    );
    pair(
      'Na de warmtepomp',
      `${formatWhole(costs.electricityKwh)} kWh stroom, ${formatWhole(costs.remainingGasM3)} m³ gas: ${formatEuro(costs.newCostCents)}`,
    );
    pair('Besparing', formatEuro(costs.savingCents));
    pair('CO₂-besparing', `${formatWhole(costs.co2SavedKg)} kg`);
    if (view.isdeCents > 0) pair('ISDE-subsidie (schatting)', formatEuro(view.isdeCents));
    flow.paragraph(`Basis: ${costs.gasBasis}. ${CO2_BASIS}.`, { size: 9 });
  }

  heading('Bronnen van de standaardwaarden');
  for (const source of view.sources) flow.paragraph(`• ${source}`, { size: 8 }, 1);
  return kit.save();
}
