import type { z } from 'zod';
import type { Product } from '@shared/schemas/product';
import type { Page, PageQuery } from '@shared/schemas/page';
import type { adminProductQuerySchema, ProductInputParsed } from '@shared/schemas/admin/products';
import type { Clock } from '../env';
import { ApiError, apiErrors } from '../errors';
import { COLLECTIONS, toProduct } from '../records';
import { productsChanged } from '../shop/catalogue';
import type { DocumentData, Storage } from '../storage/port';
import { diff, recordAudit, type Actor } from './audit';
import { matchesTerms, scanPage, searchable } from './scan';

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
  'imageUrl',
  'specifications',
  'documents',
  'archived',
] as const;

/** The stored fields of a product from the back-office's input. */
export function productRecord(input: ProductInputParsed): DocumentData {
  return {
    name: input.name,
    description: input.description,
    modelNumber: input.modelNumber,
    category: input.category,
    price: input.price,
    ...(input.installateurPrijs === null ? {} : { installateurPrijs: input.installateurPrijs }),
    vatRate: input.vatRate,
    warrantyMonths: input.warrantyMonths,
    inStock: input.inStock,
    imageUrl: input.imageUrl,
    specifications: Object.fromEntries(input.specifications.map((s) => [s.key, s.value])),
    documents: input.documents.map((d) => ({ title: d.title, url: d.url })),
  };
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
  const found = await storage.query(COLLECTIONS.products, {
    where: [{ field: 'modelNumber', op: '==', value: modelNumber }],
    limit: 1,
  });
  return found[0]?.id ?? null;
}

export async function listProducts(
  storage: Storage,
  query: z.infer<typeof adminProductQuerySchema>,
  page: PageQuery,
): Promise<Page<Product>> {
  const result = await scanPage(
    storage,
    COLLECTIONS.products,
    { orderBy: [{ field: 'name' }] },
    page,
    (batch) =>
      batch.map(({ data }) => {
        const archived = data.archived === true;
        if (query.status === 'actief' && archived) return false;
        if (query.status === 'gearchiveerd' && !archived) return false;
        return matchesTerms(searchable(data.name, data.modelNumber, data.category), query.q);
      }),
  );
  return {
    items: result.items.map((doc) => toProduct(doc.id, doc.data)),
    nextCursor: result.nextCursor,
  };
}

export async function getProduct(storage: Storage, id: string): Promise<Product> {
  const data = /^[A-Za-z0-9_-]{1,200}$/.test(id)
    ? await storage.get(COLLECTIONS.products, id)
    : null;
  if (!data) throw apiErrors.productNotFound();
  return toProduct(id, data);
}

export async function createProduct(
  storage: Storage,
  clock: Clock,
  actor: Actor,
  input: ProductInputParsed,
): Promise<Product> {
  if (await modelNumberOwner(storage, input.modelNumber)) throw duplicateModel(input.modelNumber);
  const base = slugOf(input.modelNumber);
  const now = clock.now();
  const record: DocumentData = { ...productRecord(input), archived: false, createdAt: now };
  const id = await storage.transaction(async (tx) => {
    let candidate = base;
    for (let n = 2; await tx.get(COLLECTIONS.products, candidate); n++) candidate = `${base}-${n}`;
    tx.set(COLLECTIONS.products, candidate, record);
    recordAudit(tx, {
      actor,
      entity: 'product',
      entityId: candidate,
      action: 'aangemaakt',
      changes: diff(null, record, PRODUCT_FIELDS),
      at: now,
    });
    return candidate;
  });
  productsChanged(storage);
  return toProduct(id, record);
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
  const record = await storage.transaction(async (tx) => {
    const before = await tx.get(COLLECTIONS.products, id);
    if (!before) throw apiErrors.productNotFound();
    const after: DocumentData = {
      ...productRecord(input),
      archived: before.archived === true,
      createdAt: before.createdAt ?? clock.now(),
    };
    const changes = diff(before, after, PRODUCT_FIELDS);
    if (changes.length) {
      tx.set(COLLECTIONS.products, id, after);
      recordAudit(tx, {
        actor,
        entity: 'product',
        entityId: id,
        action: 'gewijzigd',
        changes,
        at: clock.now(),
      });
    }
    return changes.length ? after : before;
  });
  productsChanged(storage);
  return toProduct(id, record);
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
  const record = await storage.transaction(async (tx) => {
    const before = /^[A-Za-z0-9_-]{1,200}$/.test(id)
      ? await tx.get(COLLECTIONS.products, id)
      : null;
    if (!before) throw apiErrors.productNotFound();
    const patch: DocumentData = archived ? { archived, inStock: false } : { archived };
    const after = { ...before, ...patch };
    const changes = diff({ archived: false, ...before }, after, ['archived', 'inStock']);
    if (changes.length) {
      tx.update(COLLECTIONS.products, id, patch);
      recordAudit(tx, {
        actor,
        entity: 'product',
        entityId: id,
        action: archived ? 'gearchiveerd' : 'teruggezet',
        changes,
        at: clock.now(),
      });
    }
    return after;
  });
  productsChanged(storage);
  return toProduct(id, record);
}
