import { z } from 'zod';
import type { HeatPumpSpec } from '@shared/schemas/heat-pump';
import type { Product } from '@shared/schemas/product';
import type { Page, PageQuery } from '@shared/schemas/page';
import type { adminProductQuerySchema, ProductInputParsed } from '@shared/schemas/admin/products';
import type { Clock } from '../env';
import { ApiError, apiErrors } from '../errors';
import { isoMoment } from '@shared/domain/dates';
import { inStockFor } from '@shared/domain/stock';
import type { DocumentOf } from '../collections/collection';
import { products } from '../collections/products';
import { catalogueChangedIn } from '../catalogue-files/version';
import { catalogueOf, productsChanged } from './catalogue';
import type { Storage } from '../storage/port';
import { diff, recordAudit, type Actor } from '../audit/audit';
import { recordLabel } from '../audit/record-label';
import { scanCollection } from '../collections/scan';
import { matchesTerms, searchable } from '../collections/text-match';

const PRODUCT_FIELDS = [
  'name',
  'description',
  'modelNumber',
  'category',
  'price',
  'installateurPrijs',
  'vatRate',
  'warrantyMonths',
  'inStock',
  'stockQuantity',
  'leadTimeDays',
  'expectedDate',
  'backorderable',
  'imageUrl',
  'specifications',
  'documents',
  'heatPump',
  'fitsWith',
  'archived',
] as const;

type StoredProduct = DocumentOf<typeof products>;

/** The stored heat-pump data from the input: fields left empty are absent. */
function heatPumpRecord(input: NonNullable<ProductInputParsed['heatPump']>): HeatPumpSpec {
  const { capacity55Kw, scop55, meldcode, ...fields } = input;
  return {
    ...fields,
    ...(meldcode === null ? {} : { meldcode }),
    ...(capacity55Kw === null ? {} : { capacity55Kw }),
    ...(scop55 === null ? {} : { scop55 }),
  };
}

/**
 * The stored fields of a product from the back-office's input. What the back-office does not
 * edit (an accessory's role for the calculator) is kept from `before`. A heat pump's warranty
 * is its data's, in years: the months follow it.
 */
export function productRecord(
  input: ProductInputParsed,
  before?: Pick<StoredProduct, 'accessory'> | null,
): Omit<StoredProduct, 'archived' | 'createdAt'> {
  const heatPump = input.heatPump ? heatPumpRecord(input.heatPump) : undefined;
  return {
    name: input.name,
    description: input.description,
    modelNumber: input.modelNumber,
    category: input.category,
    price: input.price,
    ...(input.installateurPrijs === null ? {} : { installateurPrijs: input.installateurPrijs }),
    vatRate: input.vatRate,
    warrantyMonths: heatPump ? heatPump.warrantyYears * 12 : input.warrantyMonths,
    // Counted stock decides the flag; without a count the flag is as entered.
    inStock: input.stockQuantity === null ? input.inStock : inStockFor(input.stockQuantity),
    ...(input.stockQuantity === null ? {} : { stockQuantity: input.stockQuantity }),
    ...(input.leadTimeDays === null ? {} : { leadTimeDays: input.leadTimeDays }),
    ...(input.expectedDate === null ? {} : { expectedDate: input.expectedDate }),
    backorderable: input.backorderable,
    imageUrl: input.imageUrl,
    specifications: Object.fromEntries(input.specifications.map((s) => [s.key, s.value])),
    documents: input.documents.map((d) => ({ title: d.title, url: d.url })),
    ...(heatPump ? { heatPump } : {}),
    ...(before?.accessory ? { accessory: before.accessory } : {}),
    ...(input.fitsWith.length ? { fitsWith: [...new Set(input.fitsWith)] } : {}),
  };
}

/** The ids of `Past bij` that name no product (or the product itself): said per field. */
export async function checkFitsWith(
  storage: Storage,
  ids: readonly string[],
  self?: string,
): Promise<string | null> {
  const wanted = [...new Set(ids)];
  if (self && wanted.includes(self)) return 'Een product past niet bij zichzelf.';
  const found = await products.on(storage).getMany(wanted);
  const unknown = wanted.filter((_, index) => !found[index]);
  return unknown.length ? `Deze producten bestaan niet: ${unknown.join(', ')}.` : null;
}

async function assertFitsWith(storage: Storage, ids: readonly string[], self?: string) {
  const problem = await checkFitsWith(storage, ids, self);
  if (problem) throw new ApiError(400, 'ongeldige_invoer', problem, { fitsWith: problem });
}

/** An id from the model number: `NW-AW8` → `nw-aw8`. */
export function slugOf(modelNumber: string): string {
  return (
    modelNumber
      .toLowerCase()
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 80) || 'product'
  );
}

function duplicateModel(modelNumber: string): ApiError {
  const message = `Er is al een product met typenummer ${modelNumber}.`;
  return new ApiError(409, 'typenummer_bestaat', message, { modelNumber: message });
}

async function modelNumberOwner(storage: Storage, modelNumber: string): Promise<string | null> {
  const found = await products.on(storage).query({
    where: [{ field: 'modelNumber', op: '==', value: modelNumber }],
    limit: 1,
  });
  return found[0]?.id ?? null;
}

/** Cursors of the back-office list: which part of the list, then where in it. */
const IN_CATALOGUE = 'c:';
const IN_ARCHIVE = 'a:';
const IN_ALL = 'n:';
const catalogueIds = z.object({ items: z.array(z.object({ id: z.string() })), total: z.number() });

const invalidCursor = () =>
  new ApiError(400, 'ongeldige_cursor', 'Deze paginaverwijzing is ongeldig.', {
    cursor: 'Deze paginaverwijzing is ongeldig.',
  });

/**
 * Active products from the catalogue's own search (the shop's index: FTS on SQLite, the
 * maintained index on Firestore), read again from the store for the back-office's fields.
 * Every match is found, whatever sorts before it.
 */
async function fromCatalogue(
  storage: Storage,
  q: string | undefined,
  offset: number,
  limit: number,
): Promise<{ items: Product[]; next: number | null }> {
  const text = await catalogueOf(storage).listJson(
    { ...(q ? { q } : {}), sort: 'naam', limit, offset },
    'trade',
  );
  const found = catalogueIds.parse(JSON.parse(text));
  const read = await products.on(storage).getMany(found.items.map((item) => item.id));
  // Archived since the catalogue answered: left out here, listed with the archived ones.
  const items = read.filter((product): product is Product => product !== null && !product.archived);
  const end = offset + found.items.length;
  return { items, next: end < found.total ? end : null };
}

/**
 * Archived products whose name, model number or category match, by name. Free text is
 * filtered here, so one request reads a bounded window; the cursor continues where it
 * stopped, and the list offers `Meer laden` while it is there.
 */
function fromArchive(storage: Storage, q: string | undefined, page: PageQuery) {
  return scanCollection(
    storage,
    products,
    { where: [{ field: 'archived', op: '==', value: true }], orderBy: [{ field: 'name' }] },
    page,
    (product) => matchesTerms(searchable(product.name, product.modelNumber, product.category), q),
  );
}

const withPrefix = (prefix: string, cursor: string | null) =>
  cursor === null ? null : `${prefix}${cursor}`;

/**
 * The back-office's product list. Active products come from the catalogue's index (so a
 * search finds every match on the first request); archived ones from a paged scan (with
 * `alle` after the active ones). Without search and filter: every product by name.
 */
export async function listProducts(
  storage: Storage,
  query: z.infer<typeof adminProductQuerySchema>,
  page: PageQuery,
): Promise<Page<Product>> {
  const cursor = page.cursor ?? '';
  const { q, status } = query;
  if (status === 'alle' && !q) {
    if (cursor && !cursor.startsWith(IN_ALL)) throw invalidCursor();
    const all = await products
      .on(storage)
      .page(
        { orderBy: [{ field: 'name' }] },
        { limit: page.limit, ...(cursor ? { cursor: cursor.slice(IN_ALL.length) } : {}) },
      );
    return { items: all.items, nextCursor: withPrefix(IN_ALL, all.nextCursor) };
  }
  const items: Product[] = [];
  let archiveCursor: string | undefined;
  if (status !== 'gearchiveerd' && (!cursor || cursor.startsWith(IN_CATALOGUE))) {
    const offset = cursor ? Number(cursor.slice(IN_CATALOGUE.length)) : 0;
    if (!Number.isSafeInteger(offset) || offset < 0 || offset > 100_000) throw invalidCursor();
    const active = await fromCatalogue(storage, q, offset, page.limit);
    items.push(...active.items);
    if (active.next !== null) return { items, nextCursor: `${IN_CATALOGUE}${active.next}` };
    if (status === 'actief') return { items, nextCursor: null };
  } else if (cursor.startsWith(IN_ARCHIVE) && status !== 'actief') {
    archiveCursor = cursor.slice(IN_ARCHIVE.length) || undefined;
  } else if (cursor) {
    throw invalidCursor();
  }
  if (items.length === page.limit) return { items, nextCursor: IN_ARCHIVE };
  const archived = await fromArchive(storage, q, {
    limit: page.limit - items.length,
    ...(archiveCursor ? { cursor: archiveCursor } : {}),
  });
  items.push(...archived.items);
  return { items, nextCursor: withPrefix(IN_ARCHIVE, archived.nextCursor) };
}

export async function getProduct(storage: Storage, id: string): Promise<Product> {
  const product = await products.on(storage).get(id);
  if (!product) throw apiErrors.productNotFound();
  return product;
}

export async function createProduct(
  storage: Storage,
  clock: Clock,
  actor: Actor,
  input: ProductInputParsed,
): Promise<Product> {
  if (await modelNumberOwner(storage, input.modelNumber)) throw duplicateModel(input.modelNumber);
  await assertFitsWith(storage, input.fitsWith);
  const base = slugOf(input.modelNumber);
  const now = clock.now();
  const record: StoredProduct = {
    ...productRecord(input),
    archived: false,
    createdAt: isoMoment(now),
  };
  const id = await storage.transaction(async (tx) => {
    let candidate = base;
    for (let n = 2; await products.in(tx).get(candidate); n++) candidate = `${base}-${n}`;
    products.in(tx).set(candidate, record);
    catalogueChangedIn(tx);
    recordAudit(tx, {
      actor,
      entity: 'product',
      entityId: candidate,
      recordLabel: recordLabel.product(record),
      action: 'aangemaakt',
      changes: diff(null, record, PRODUCT_FIELDS),
      at: now,
    });
    return candidate;
  });
  productsChanged(storage);
  return { ...record, id };
}

/** Replaces the product's fields; its id, creation date and archive state stay. */
export async function updateProduct(
  storage: Storage,
  clock: Clock,
  actor: Actor,
  id: string,
  input: ProductInputParsed,
): Promise<Product> {
  await getProduct(storage, id);
  const owner = await modelNumberOwner(storage, input.modelNumber);
  if (owner && owner !== id) throw duplicateModel(input.modelNumber);
  await assertFitsWith(storage, input.fitsWith, id);
  return changeProduct(storage, clock, actor, id, PRODUCT_FIELDS, (before) => ({
    after: {
      ...productRecord(input, before),
      id,
      archived: before.archived,
      createdAt: before.createdAt,
    },
    action: 'gewijzigd',
  }));
}

/**
 * Archives or restores a product; never deletes it, because orders refer to it. An archived
 * product is also out of stock, so it cannot be ordered from an old cart.
 */
export async function setArchived(
  storage: Storage,
  clock: Clock,
  actor: Actor,
  id: string,
  archived: boolean,
): Promise<Product> {
  const patch = archived ? { archived, inStock: false } : { archived };
  return changeProduct(storage, clock, actor, id, ['archived', 'inStock'], (before) => ({
    after: { ...before, ...patch },
    patch,
    action: archived ? 'gearchiveerd' : 'teruggezet',
  }));
}

/**
 * Changes one stored product in a transaction. `change` answers the new record (written whole,
 * or only its `patch`) and the audit action; when none of `fields` differ, nothing is written.
 */
async function changeProduct(
  storage: Storage,
  clock: Clock,
  actor: Actor,
  id: string,
  fields: readonly (typeof PRODUCT_FIELDS)[number][],
  change: (before: Product) => {
    after: Product;
    patch?: Partial<StoredProduct>;
    action: string;
  },
): Promise<Product> {
  const record = await storage.transaction(async (tx) => {
    const before = await products.in(tx).get(id);
    if (!before) throw apiErrors.productNotFound();
    const { after, patch, action } = change(before);
    const changes = diff(before, after, fields);
    if (!changes.length) return before;
    if (patch) products.in(tx).update(id, patch);
    else products.in(tx).set(id, after);
    catalogueChangedIn(tx);
    recordAudit(tx, {
      actor,
      entity: 'product',
      entityId: id,
      recordLabel: recordLabel.product(after),
      action,
      changes,
      at: clock.now(),
    });
    return after;
  });
  productsChanged(storage);
  return record;
}
