import type { z } from 'zod';
import type { Product } from '@shared/schemas/product';
import type { Page, PageQuery } from '@shared/schemas/page';
import type { adminProductQuerySchema, ProductInputParsed } from '@shared/schemas/admin/products';
import type { Clock } from '../env';
import { ApiError, apiErrors } from '../errors';
import { isoMoment } from '@shared/domain/dates';
import { inStockFor } from '@shared/domain/stock';
import type { DocumentOf } from '../collections/collection';
import { products } from '../collections/products';
import { productsChanged } from '../shop/catalogue';
import type { Storage } from '../storage/port';
import { diff, recordAudit, type Actor } from './audit';
import { scanCollection } from '../collections/scan';
import { matchesTerms, searchable } from './scan';

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
  'archived',
] as const;

type StoredProduct = DocumentOf<typeof products>;

/** The stored fields of a product from the back-office's input. */
export function productRecord(
  input: ProductInputParsed,
): Omit<StoredProduct, 'archived' | 'createdAt'> {
  return {
    name: input.name,
    description: input.description,
    modelNumber: input.modelNumber,
    category: input.category,
    price: input.price,
    ...(input.installateurPrijs === null ? {} : { installateurPrijs: input.installateurPrijs }),
    vatRate: input.vatRate,
    warrantyMonths: input.warrantyMonths,
    // Counted stock decides the flag; without a count the flag is as entered.
    inStock: input.stockQuantity === null ? input.inStock : inStockFor(input.stockQuantity),
    ...(input.stockQuantity === null ? {} : { stockQuantity: input.stockQuantity }),
    ...(input.leadTimeDays === null ? {} : { leadTimeDays: input.leadTimeDays }),
    ...(input.expectedDate === null ? {} : { expectedDate: input.expectedDate }),
    backorderable: input.backorderable,
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
  const found = await products.on(storage).query({
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
  return scanCollection(storage, products, { orderBy: [{ field: 'name' }] }, page, (product) => {
    if (query.status === 'actief' && product.archived) return false;
    if (query.status === 'gearchiveerd' && !product.archived) return false;
    return matchesTerms(searchable(product.name, product.modelNumber, product.category), query.q);
  });
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
  const record = await storage.transaction(async (tx) => {
    const before = await products.in(tx).get(id);
    if (!before) throw apiErrors.productNotFound();
    const after = {
      ...productRecord(input),
      id,
      archived: before.archived,
      createdAt: before.createdAt,
    };
    const changes = diff(before, after, PRODUCT_FIELDS);
    if (changes.length) {
      products.in(tx).set(id, after);
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
  return record;
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
    const before = await products.in(tx).get(id);
    if (!before) throw apiErrors.productNotFound();
    const patch = archived ? { archived, inStock: false } : { archived };
    const after = { ...before, ...patch };
    const changes = diff(before, after, ['archived', 'inStock']);
    if (changes.length) {
      products.in(tx).update(id, patch);
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
  return record;
}
