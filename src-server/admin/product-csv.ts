import { randomUUID } from 'node:crypto';
import { auditFieldLabel } from '@shared/schemas/admin/audit-text';
import { csvHead, csvLines, parseCsv } from '@shared/csv/csv';
import {
  EURO_INPUT_MESSAGE,
  formatCentsForInput,
  parseEuroToCents,
} from '@shared/domain/euro-input';
import {
  productInputSchema,
  type ImportPreview,
  type ProductInputParsed,
} from '@shared/schemas/admin/products';
import type { Clock } from '../env';
import { ApiError } from '../errors';
import { isoMoment } from '@shared/domain/dates';
import { isBackorderable } from '@shared/domain/stock';
import type { EntryOf } from '../collections/collection';
import { products } from '../collections/products';
import { catalogueChangedIn } from '../catalogue-files/version';
import { productsChanged } from '../shop/catalogue';
import { BACKGROUND_BATCH, productBatches } from '../shop/product-batches';
import type { Storage } from '../storage/port';
import { recordAudit, type Actor } from './audit';
import { productRecord, slugOf } from './products';

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
] as const;
type Column = (typeof COLUMNS)[number];
const REQUIRED: Column[] = ['naam', 'typenummer', 'categorie', 'adviesprijs'];

/** Writes of one import go in one transaction; Firestore allows 500 per transaction. */
export const MAX_IMPORT_LINES = 450;
const LOOKUPS_AT_ONCE = 25;

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
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? '');
      if (
        (field === 'price' && price === null) ||
        (field === 'installateurPrijs' && installer === null && cells.installateursprijs.trim())
      )
        continue;
      errors.push(`${auditFieldLabel(field)}: ${issue.message}`);
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
  return {
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
  const { lines, fileErrors, existing } = await check(storage, csv);
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
      products.in(tx).set(id, {
        ...productRecord(input),
        documents: before?.documents ?? [],
        archived: before?.archived ?? false,
        createdAt: before?.createdAt ?? isoMoment(now),
      });
    }
    catalogueChangedIn(tx);
    recordAudit(tx, {
      actor,
      entity: 'product',
      entityId: `import-${randomUUID().slice(0, 8)}`,
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
    ]);
    yield encoder.encode(csvLines(rows));
  }
}
