import { randomUUID } from 'node:crypto';
import { csvHead, csvLines, parseCsv } from '@shared/csv/csv';
import {
  EURO_INPUT_MESSAGE,
  formatCentsForInput,
  parseEuroToCents,
} from '@shared/domain/euro-input';
import {
  PRODUCT_FIELD_LABELS,
  productInputSchema,
  type ImportPreview,
  type ProductInputParsed,
} from '@shared/schemas/admin/products';
import type { Product } from '@shared/schemas/product';
import type { Clock } from '../env';
import { ApiError } from '../errors';
import { isoMoment } from '@shared/domain/dates';
import { isBackorderable } from '@shared/domain/stock';
import type { EntryOf } from '../collections/collection';
import { products } from '../collections/products';
import { catalogueChangedIn } from '../catalogue-files/version';
import { productsChanged } from './catalogue';
import { BACKGROUND_BATCH, productBatches } from './product-batches';
import type { Storage } from '../storage/port';
import { recordAudit, type Actor } from '../audit/audit';
import { CSV_IMPORT_ID_PREFIX } from '@shared/schemas/admin/audit';
import { productRecord, slugOf } from './admin-products';

/** The columns of the catalogue CSV, as Excel users see them. */
const COLUMNS = [
  'id',
  'naam',
  'typenummer',
  'categorie',
  'adviesprijs',
  'installateursprijs',
  'btw',
  'garantie_maanden',
  'op_voorraad',
  'omschrijving',
  'afbeelding',
  'specificaties',
  'voorraad',
  'levertijd_werkdagen',
  'verwacht',
  'nabestelbaar',
  // A heat pump's structured data (empty type: no heat pump); decimals with a comma.
  'warmtepomp_type',
  'vermogen_kw',
  'vermogen_ontwerp_kw',
  'vermogen_w55_kw',
  'ontwerppunt',
  'scop35',
  'scop55',
  'energielabel',
  'geluidsvermogen_db',
  'garantie_jaren',
  'fase',
  'koudemiddel',
  'gwp',
  'afmetingen_mm',
  // RVO's ISDE meldcode (KA + 5 digits).
  'meldcode',
  // `Past bij`: product ids separated by `|`.
  'past_bij',
] as const;
/** Columns an older file may lack: then what the product has is kept. */
const HEAT_PUMP_COLUMN: Column = 'warmtepomp_type';
const FITS_COLUMN: Column = 'past_bij';
const MELDCODE_COLUMN: Column = 'meldcode';
type Column = (typeof COLUMNS)[number];
const REQUIRED: Column[] = ['naam', 'typenummer', 'categorie', 'adviesprijs'];

/** Writes of one import go in one transaction; Firestore allows 500 per transaction. */
export const MAX_IMPORT_LINES = 450;
const LOOKUPS_AT_ONCE = 25;

const FIELD_LABELS: Record<string, string> = { ...PRODUCT_FIELD_LABELS, heatPump: 'Warmtepomp' };

const HEAT_PUMP_LABELS: Record<string, string> = {
  type: 'Warmtepomp type',
  nominalKw: 'Vermogen',
  capacityKw: 'Vermogen ontwerppunt',
  capacity55Kw: 'Vermogen W55',
  designCondition: 'Ontwerppunt',
  scop35: 'SCOP 35',
  scop55: 'SCOP 55',
  energyLabel: 'Energielabel',
  soundPowerDb: 'Geluidsvermogen',
  warrantyYears: 'Garantie (jaren)',
  phase: 'Fase',
  refrigerant: 'Koudemiddel',
  refrigerantGwp: 'GWP',
  dimensionsMm: 'Afmetingen',
  meldcode: 'Meldcode',
};

/** A decimal as typed in a cell ("4,8"); null when empty, NaN when no number (zod says so). */
function decimalCell(text: string): number | null {
  const trimmed = text.trim();
  return trimmed === '' ? null : Number(trimmed.replace(',', '.'));
}

/** "1030 x 780 x 410" (h × b × d, mm; x or ×). */
function dimensionsCell(text: string) {
  const [height, width, depth] = text.split(/\s*[x×]\s*/i).map((part) => decimalCell(part));
  return { height, width, depth };
}

function heatPumpCells(cells: Record<Column, string>) {
  if (!cells.warmtepomp_type.trim()) return null;
  const phase = decimalCell(cells.fase);
  return {
    type: cells.warmtepomp_type.trim(),
    nominalKw: decimalCell(cells.vermogen_kw),
    capacityKw: decimalCell(cells.vermogen_ontwerp_kw),
    capacity55Kw: decimalCell(cells.vermogen_w55_kw),
    designCondition: cells.ontwerppunt,
    scop35: decimalCell(cells.scop35),
    scop55: decimalCell(cells.scop55),
    energyLabel: cells.energielabel.trim(),
    soundPowerDb: decimalCell(cells.geluidsvermogen_db),
    warrantyYears: decimalCell(cells.garantie_jaren),
    phase,
    refrigerant: cells.koudemiddel,
    refrigerantGwp: decimalCell(cells.gwp),
    dimensionsMm: dimensionsCell(cells.afmetingen_mm),
    meldcode: cells.meldcode,
  };
}

const formatDecimal = (value: number | undefined) =>
  value === undefined ? '' : String(value).replace('.', ',');

interface ParsedLine {
  line: number;
  id: string;
  input: ProductInputParsed | null;
  errors: string[];
}

/**
 * Specifications in one cell: `key=value | key=value`. A `|`, `=` or backslash inside a key
 * or value is written with a backslash before it, so every value comes back as it was.
 */
function escapeSpecification(text: string): string {
  return text.replace(/[\\|=]/g, (char) => `\\${char}`);
}

function formatSpecifications(specifications: Record<string, string>): string {
  return Object.entries(specifications)
    .map(([key, value]) => `${escapeSpecification(key)}=${escapeSpecification(value)}`)
    .join(' | ');
}

function parseSpecifications(text: string): { key: string; value: string }[] {
  const pairs: { key: string; value: string }[] = [];
  let key: string | null = null;
  let current = '';
  const end = () => {
    const pair = key === null ? { key: current, value: '' } : { key, value: current };
    if (pair.key.trim() || pair.value.trim()) {
      pairs.push({ key: pair.key.trim(), value: pair.value.trim() });
    }
    key = null;
    current = '';
  };
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    const next = text[i + 1];
    if (char === '\\' && next !== undefined && '\\|='.includes(next)) {
      current += next;
      i++;
    } else if (char === '|') end();
    else if (char === '=' && key === null) {
      key = current;
      current = '';
    } else current += char;
  }
  end();
  return pairs;
}

function parseLine(cells: Record<Column, string>, line: number): ParsedLine {
  const errors: string[] = [];
  const money = (column: Column, label: string, optional: boolean) => {
    const text = cells[column].trim();
    if (!text) {
      if (!optional) errors.push(`${label}: vul een bedrag in.`);
      return null;
    }
    const cents = parseEuroToCents(text);
    if (cents === null) errors.push(`${label}: "${text}" is geen bedrag. ${EURO_INPUT_MESSAGE}`);
    return cents;
  };
  const price = money('adviesprijs', 'Adviesprijs', false);
  const installer = money('installateursprijs', 'Installateursprijs', true);
  const stockText = cells.op_voorraad.trim().toLowerCase();
  if (!['', 'ja', 'nee'].includes(stockText)) errors.push('Op voorraad: vul ja of nee in.');
  const number = (text: string, fallback: number) => (text.trim() === '' ? fallback : Number(text));
  const count = (text: string) => (text.trim() === '' ? null : Number(text.trim()));
  const orderableText = cells.nabestelbaar.trim().toLowerCase();
  if (!['', 'ja', 'nee'].includes(orderableText)) errors.push('Nabestelbaar: vul ja of nee in.');
  const parsed = productInputSchema.safeParse({
    name: cells.naam,
    description: cells.omschrijving,
    modelNumber: cells.typenummer,
    category: cells.categorie.trim(),
    price: price ?? 0,
    installateurPrijs: installer,
    vatRate: number(cells.btw, 21),
    warrantyMonths: number(cells.garantie_maanden, 60),
    inStock: stockText !== 'nee',
    stockQuantity: count(cells.voorraad),
    leadTimeDays: count(cells.levertijd_werkdagen),
    expectedDate: cells.verwacht.trim() || null,
    backorderable: orderableText !== 'nee',
    imageUrl: cells.afbeelding,
    specifications: parseSpecifications(cells.specificaties),
    heatPump: heatPumpCells(cells),
    fitsWith: cells.past_bij
      .split('|')
      .map((id) => id.trim())
      .filter(Boolean),
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? '');
      if (
        (field === 'price' && price === null) ||
        (field === 'installateurPrijs' && installer === null && cells.installateursprijs.trim())
      )
        continue;
      const label =
        field === 'heatPump'
          ? (HEAT_PUMP_LABELS[String(issue.path[1] ?? '')] ?? FIELD_LABELS.heatPump)
          : (FIELD_LABELS[field] ?? field);
      errors.push(`${label}: ${issue.message}`);
    }
  }
  const id = cells.id.trim();
  if (id && !/^[a-z0-9][a-z0-9-]{0,79}$/.test(id)) {
    errors.push('Id: gebruik kleine letters, cijfers en streepjes.');
  }
  return { line, id, input: errors.length || !parsed.success ? null : parsed.data, errors };
}

/** Reads and checks every line; nothing is written here. */
async function check(storage: Storage, csv: string) {
  const rows = parseCsv(csv);
  const fileErrors: string[] = [];
  const header = (rows[0] ?? []).map((h) => h.trim().toLowerCase());
  const missing = REQUIRED.filter((column) => !header.includes(column));
  if (!rows.length) fileErrors.push('Het bestand bevat geen regels.');
  else if (missing.length)
    fileErrors.push(`Kolommen ontbreken in de eerste regel: ${missing.join(', ')}.`);
  if (rows.length - 1 > MAX_IMPORT_LINES) {
    fileErrors.push(`Een import heeft hooguit ${MAX_IMPORT_LINES} regels; splits het bestand.`);
  }
  if (fileErrors.length)
    return {
      lines: [] as (ParsedLine & { action: 'nieuw' | 'bijwerken' })[],
      keeps: { heatPump: true, fitsWith: true, meldcode: true },
      fileErrors,
      existing: new Map<string, EntryOf<typeof products>>(),
    };

  const cellRows = rows
    .slice(1)
    .map(
      (row) =>
        Object.fromEntries(
          COLUMNS.map((column) => [column, row[header.indexOf(column)] ?? '']),
        ) as Record<Column, string>,
    );
  // Only the products the file names, by model number (indexed) and then by id: reading the
  // whole catalogue took seconds at 100,000 products.
  const models = [...new Set(cellRows.map((cells) => cells.typenummer.trim()).filter(Boolean))];
  const modelOwner = new Map<string, string>();
  // A few lookups at a time: a file of 450 lines would otherwise fire 450 queries at once.
  for (let start = 0; start < models.length; start += LOOKUPS_AT_ONCE) {
    await Promise.all(
      models.slice(start, start + LOOKUPS_AT_ONCE).map(async (model) => {
        const [owner] = await products.on(storage).query({
          where: [{ field: 'modelNumber', op: '==', value: model }],
          limit: 1,
        });
        if (owner) modelOwner.set(model, owner.id);
      }),
    );
  }
  const seenModels = new Map<string, number>();
  const lines = cellRows.map((cells, index) => {
    const parsed = parseLine(cells, index + 2);
    const model = cells.typenummer.trim();
    const id = parsed.id || modelOwner.get(model) || slugOf(model);
    const owner = modelOwner.get(model);
    if (model && owner && owner !== id) {
      parsed.errors.push(`Typenummer ${model} hoort al bij product ${owner}.`);
    }
    const earlier = seenModels.get(model);
    if (model && earlier) parsed.errors.push(`Typenummer ${model} staat ook op regel ${earlier}.`);
    if (model) seenModels.set(model, parsed.line);
    return {
      ...parsed,
      id,
      input: parsed.errors.length ? null : parsed.input,
    };
  });
  // An id the line check refused (say 'Pomp 1') is never looked up: the store would refuse it.
  const found = await products.on(storage).getMany([...new Set(lines.map((line) => line.id))]);
  const existing = new Map(found.flatMap((product) => (product ? [[product.id, product]] : [])));
  // `Past bij` names products of the catalogue or of this file.
  const inFile = new Set(lines.map((line) => line.id));
  const named = [
    ...new Set(lines.flatMap((line) => line.input?.fitsWith ?? []).filter((id) => !inFile.has(id))),
  ];
  const known = new Set(
    (await products.on(storage).getMany(named)).flatMap((product) => (product ? [product.id] : [])),
  );
  for (const line of lines) {
    const unknown = (line.input?.fitsWith ?? []).filter((id) => !inFile.has(id) && !known.has(id));
    if (unknown.length) {
      line.errors.push(`Past bij: deze producten bestaan niet: ${unknown.join(', ')}.`);
      line.input = null;
    }
  }
  return {
    keeps: {
      heatPump: !header.includes(HEAT_PUMP_COLUMN),
      fitsWith: !header.includes(FITS_COLUMN),
      meldcode: !header.includes(MELDCODE_COLUMN),
    },
    lines: lines.map((line) => ({
      ...line,
      action: existing.has(line.id) ? ('bijwerken' as const) : ('nieuw' as const),
    })),
    fileErrors,
    existing,
  };
}

export async function previewImport(storage: Storage, csv: string): Promise<ImportPreview> {
  const { lines, fileErrors } = await check(storage, csv);
  return {
    errors: fileErrors,
    lines: lines.map(({ line, id, input, errors, action }) => ({
      line,
      id,
      name: input?.name ?? '',
      action,
      errors,
    })),
    valid: fileErrors.length === 0 && lines.length > 0 && lines.every((l) => !l.errors.length),
  };
}

/** Writes every line in one transaction, and only when not a single line is wrong. */
export async function importProducts(
  storage: Storage,
  clock: Clock,
  actor: Actor,
  csv: string,
): Promise<{ created: number; updated: number }> {
  const { lines, fileErrors, existing, keeps } = await check(storage, csv);
  const problems = [
    ...fileErrors,
    ...lines.flatMap((l) => l.errors.map((e) => `Regel ${l.line}: ${e}`)),
  ];
  if (problems.length || !lines.length) {
    throw new ApiError(
      400,
      'import_ongeldig',
      `Er is niets geïmporteerd. ${problems[0] ?? 'Het bestand bevat geen productregels.'}`,
    );
  }
  const now = clock.now();
  let created = 0;
  await storage.transaction(async (tx) => {
    for (const { id, input } of lines) {
      if (!input) continue;
      const before = existing.get(id);
      if (!before) created++;
      const record = productRecord(input, before);
      // A file without the heat-pump or `Past bij` columns leaves those as they are.
      const { heatPump: _heatPump, fitsWith: _fitsWith, ...rest } = record;
      const heatPump = keeps.heatPump
        ? before?.heatPump
        : keptMeldcode(record.heatPump, keeps.meldcode ? before?.heatPump : undefined);
      const fitsWith = keeps.fitsWith ? before?.fitsWith : record.fitsWith;
      products.in(tx).set(id, {
        ...rest,
        ...(heatPump ? { heatPump } : {}),
        ...(fitsWith?.length ? { fitsWith } : {}),
        ...(keeps.heatPump && before ? { warrantyMonths: before.warrantyMonths } : {}),
        documents: before?.documents ?? [],
        archived: before?.archived ?? false,
        createdAt: before?.createdAt ?? isoMoment(now),
      });
    }
    catalogueChangedIn(tx);
    recordAudit(tx, {
      actor,
      entity: 'product',
      entityId: `${CSV_IMPORT_ID_PREFIX}${randomUUID().slice(0, 8)}`,
      recordLabel: 'CSV-import',
      action: `CSV-import: ${created} nieuw, ${lines.length - created} bijgewerkt`,
      changes: lines.map(({ id }) => ({
        field: id,
        before: existing.has(id) ? 'bestond' : '—',
        after: 'geïmporteerd',
      })),
      at: now,
    });
  });
  productsChanged(storage);
  return { created, updated: lines.length - created };
}

/** A file with heat-pump columns but no meldcode column (an older export) keeps the meldcode. */
function keptMeldcode(spec: Product['heatPump'], before: Product['heatPump']): Product['heatPump'] {
  if (!spec || !before?.meldcode || spec.meldcode) return spec;
  return { ...spec, meldcode: before.meldcode };
}

/** The heat-pump columns of a product (empty without heat-pump data). */
function heatPumpRow(spec: Product['heatPump']): string[] {
  if (!spec) return Array.from({ length: 15 }, () => '');
  const dimensions = spec.dimensionsMm;
  return [
    spec.type,
    formatDecimal(spec.nominalKw),
    formatDecimal(spec.capacityKw),
    formatDecimal(spec.capacity55Kw),
    spec.designCondition,
    formatDecimal(spec.scop35),
    formatDecimal(spec.scop55),
    spec.energyLabel,
    formatDecimal(spec.soundPowerDb),
    String(spec.warrantyYears),
    spec.phase === undefined ? '' : String(spec.phase),
    spec.refrigerant ?? '',
    formatDecimal(spec.refrigerantGwp),
    dimensions ? `${dimensions.height} x ${dimensions.width} x ${dimensions.depth}` : '',
    spec.meldcode ?? '',
  ];
}

/**
 * The whole catalogue, archived products included, in the import's columns, as the bytes of a
 * CSV file a batch at a time (never the whole catalogue at once). A record that does not fit
 * the schema is left out (and logged) rather than failing the export.
 */
export async function* exportProducts(storage: Storage): AsyncGenerator<Uint8Array> {
  const encoder = new TextEncoder();
  yield encoder.encode(csvHead([...COLUMNS]));
  for await (const batch of productBatches(storage, undefined, BACKGROUND_BATCH)) {
    const rows = batch.map((p) => [
      p.id,
      p.name,
      p.modelNumber,
      p.category,
      formatCentsForInput(p.price),
      p.installateurPrijs === undefined ? '' : formatCentsForInput(p.installateurPrijs),
      String(p.vatRate),
      String(p.warrantyMonths),
      p.inStock ? 'ja' : 'nee',
      p.description,
      p.imageUrl,
      formatSpecifications(p.specifications),
      p.stockQuantity === undefined ? '' : String(p.stockQuantity),
      p.leadTimeDays === undefined ? '' : String(p.leadTimeDays),
      p.expectedDate ?? '',
      isBackorderable(p) ? 'ja' : 'nee',
      ...heatPumpRow(p.heatPump),
      (p.fitsWith ?? []).join(' | '),
    ]);
    yield encoder.encode(csvLines(rows));
  }
}
