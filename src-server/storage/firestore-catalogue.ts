import {
  Timestamp,
  type DocumentSnapshot,
  type Firestore,
  type Query,
} from 'firebase-admin/firestore';
import { isoMoment } from '@shared/domain/dates';
import { productSchema, type Product, type ProductListQuery } from '@shared/schemas/product';
import {
  haystackOf,
  nameSortKey,
  queryCategories,
  searchPlanOf,
  searchTokensOf,
  skippedProductMessage,
  tokensForTerm,
} from '@shared/catalogue/search-text';
import {
  energyLabelsFrom,
  technicalColumnsOf,
  technicalFilterOf,
} from '@shared/catalogue/technical-filters';
import type { AdviceSearch, CataloguePage, CatalogueSearch } from '../catalogue/port';

/** The products collection (src-server/collections/products.ts), which this index follows. */
const PRODUCTS = 'products';
/**
 * One small document per listed product: its sort keys, filter facts, search tokens and API
 * JSON. Lists, filters and sorts are Firestore queries on it (composite indexes in
 * firestore.indexes.json); no instance holds the catalogue in memory.
 */
export const CATALOGUE_INDEX = 'catalogueIndex';
const META = { collection: 'catalogueMeta', id: 'index' };
/** Bump when the index's fields or their meaning change: the index is then rebuilt. */
const INDEX_VERSION = 1;
/** Products read and index documents written per round of a rebuild. */
const BATCH = 400;
/** Other instances' writes show within this time (answers are cached per version). */
const STALE_MS = 30_000;
/** With several search terms, the first is a query and the others are checked on this many matches at most. */
const MAX_WALK = 3000;

const ORDER: Record<ProductListQuery['sort'], [string, 'asc' | 'desc'][]> = {
  naam: [['nameKey', 'asc']],
  'prijs-oplopend': [
    ['price', 'asc'],
    ['nameKey', 'asc'],
  ],
  'prijs-aflopend': [
    ['price', 'desc'],
    ['nameKey', 'asc'],
  ],
  nieuwste: [
    ['createdAt', 'desc'],
    ['nameKey', 'asc'],
  ],
};

type IndexRow = Record<string, string | number | boolean | string[] | null>;

/** A product document as the API shows it (the adapter may not import the collection module). */
function toProduct(id: string, data: Record<string, unknown>): Product {
  const { createdAt } = data;
  return productSchema.parse({
    ...data,
    id,
    createdAt:
      createdAt instanceof Timestamp
        ? isoMoment(createdAt.toDate())
        : createdAt instanceof Date
          ? isoMoment(createdAt)
          : createdAt,
  });
}

/** The index document of a product; null when it leaves the catalogue (archived, invalid). */
export function catalogueIndexRow(product: Product): IndexRow | null {
  if (product.archived) return null;
  return {
    nameKey: nameSortKey(product.name),
    price: product.price,
    createdAt: product.createdAt,
    category: product.category,
    inStock: product.inStock,
    advice: product.heatPump !== undefined || product.accessory !== undefined,
    ...technicalColumnsOf(product),
    tokens: searchTokensOf(haystackOf(product)),
    json: JSON.stringify(product),
  };
}

const jsonOf = (doc: DocumentSnapshot) => {
  const json = doc.get('json') as unknown;
  return typeof json === 'string' ? [json] : [];
};

/**
 * The catalogue on Firestore: an index collection kept current by the app's product writes
 * (`changed`), rebuilt in the background when its version is old or after a bulk import.
 */
export function createFirestoreCatalogue(
  db: Firestore,
  { log = (message: string) => console.warn(message) }: { log?: (message: string) => void } = {},
): CatalogueSearch & AdviceSearch & { rebuild(): Promise<void> } {
  const index = db.collection(CATALOGUE_INDEX);
  let changes = 0;

  async function refresh(id: string): Promise<void> {
    const snapshot = await db.collection(PRODUCTS).doc(id).get();
    let row: IndexRow | null = null;
    const data = snapshot.data();
    if (data) {
      try {
        row = catalogueIndexRow(toProduct(id, data));
      } catch (error) {
        log(skippedProductMessage(id, error));
      }
    }
    if (row) await index.doc(id).set(row);
    else await index.doc(id).delete();
    changes++;
  }

  /** Every product once, a batch at a time; index documents of vanished products go. */
  async function rebuildAll(): Promise<void> {
    let last: DocumentSnapshot | undefined;
    for (;;) {
      let page = db.collection(PRODUCTS).orderBy('__name__').limit(BATCH);
      if (last) page = page.startAfter(last);
      const { docs } = await page.get();
      if (docs.length === 0) break;
      const batch = db.batch();
      for (const doc of docs) {
        let row: IndexRow | null = null;
        try {
          row = catalogueIndexRow(toProduct(doc.id, doc.data()));
        } catch (error) {
          log(skippedProductMessage(doc.id, error));
        }
        if (row) batch.set(index.doc(doc.id), row);
        else batch.delete(index.doc(doc.id));
      }
      await batch.commit();
      changes++;
      last = docs[docs.length - 1];
    }
    let lastIndexed: DocumentSnapshot | undefined;
    for (;;) {
      let page = index.orderBy('__name__').select().limit(BATCH);
      if (lastIndexed) page = page.startAfter(lastIndexed);
      const { docs } = await page.get();
      if (docs.length === 0) break;
      const products = await db.getAll(...docs.map((doc) => db.collection(PRODUCTS).doc(doc.id)));
      const batch = db.batch();
      products.forEach((product, i) => {
        const stale = docs[i];
        if (!product.exists && stale) batch.delete(stale.ref);
      });
      await batch.commit();
      lastIndexed = docs[docs.length - 1];
    }
    await db.collection(META.collection).doc(META.id).set({ version: INDEX_VERSION });
    changes++;
  }

  // Rebuilds run one after another; a call while one runs queues one more pass (which sees
  // every write made before the call), and calls while that waits share it.
  let running: Promise<void> = Promise.resolve();
  let queued: Promise<void> | undefined;
  const rebuild = (): Promise<void> => {
    queued ??= running.then(() => {
      queued = undefined;
      return rebuildAll().catch((error: unknown) =>
        log(`De catalogusindex kon niet worden opgebouwd: ${String(error)}`),
      );
    });
    running = queued;
    return queued;
  };
  // On the first question: an index of an older version is rebuilt in the background (its
  // answers stay usable meanwhile); with no index at all (a first start, or products written
  // straight into Firestore before it) the answer waits for it rather than show an empty
  // catalogue.
  let checked: Promise<void> | undefined;
  const ready = (): Promise<void> =>
    (checked ??= db
      .collection(META.collection)
      .doc(META.id)
      .get()
      .then(
        (meta) => {
          if (meta.get('version') === INDEX_VERSION) return;
          const building = rebuild();
          return meta.exists ? undefined : building;
        },
        (error: unknown) =>
          log(`De catalogusindex kon niet worden gecontroleerd: ${String(error)}`),
      ));

  function filtered(query: ProductListQuery, searchTokens: string[] | undefined): Query {
    let q: Query = index;
    const categories = queryCategories(query);
    if (categories.length === 1) q = q.where('category', '==', categories[0]);
    else if (categories.length > 1) q = q.where('category', 'in', categories);
    if (query.inStock !== undefined) q = q.where('inStock', '==', query.inStock === 'true');
    const filter = technicalFilterOf(query);
    if (filter.minKw !== undefined) q = q.where('kw', '>=', filter.minKw);
    if (filter.maxKw !== undefined) q = q.where('kw', '<=', filter.maxKw);
    if (filter.phase !== undefined) q = q.where('phase', '==', filter.phase);
    if (filter.maxSoundDb !== undefined) q = q.where('soundDb', '<=', filter.maxSoundDb);
    if (filter.energyLabel !== undefined) q = q.where('label', '==', filter.energyLabel);
    if (filter.minEnergyLabel !== undefined)
      q = q.where('label', 'in', energyLabelsFrom(filter.minEnergyLabel));
    if (filter.refrigerant !== undefined) q = q.where('refrigerant', '==', filter.refrigerant);
    if (filter.source !== undefined) q = q.where('source', '==', filter.source);
    if (searchTokens) q = q.where('tokens', 'array-contains-any', searchTokens);
    for (const [field, direction] of ORDER[query.sort]) q = q.orderBy(field, direction);
    return q;
  }

  async function search(query: ProductListQuery): Promise<CataloguePage> {
    await ready();
    const terms = searchPlanOf(query).map(tokensForTerm);
    const [first, ...others] = terms;
    const q = filtered(query, first);
    if (others.length === 0) {
      const [page, count] = await Promise.all([
        q.offset(query.offset).limit(query.limit).get(),
        q.count().get(),
      ]);
      return { items: page.docs.flatMap(jsonOf), total: count.data().count };
    }
    // Firestore takes one array-contains-any: the other terms are checked on the matches of
    // the first, in order, on at most MAX_WALK of them.
    const wanted = others.map((tokens) => new Set(tokens));
    const items: string[] = [];
    let total = 0;
    let walked = 0;
    let last: DocumentSnapshot | undefined;
    while (walked < MAX_WALK) {
      const { docs } = await (last ? q.startAfter(last) : q).limit(BATCH).get();
      for (const doc of docs) {
        const tokens = doc.get('tokens') as unknown;
        const held = Array.isArray(tokens) ? tokens : [];
        if (!wanted.every((set) => held.some((token) => set.has(String(token))))) continue;
        if (total >= query.offset && items.length < query.limit) items.push(...jsonOf(doc));
        total++;
      }
      walked += docs.length;
      if (docs.length < BATCH) return { items, total };
      last = docs[docs.length - 1];
    }
    // Cut short: at least one more may follow, so the list offers the next page.
    return { items, total: Math.max(total, query.offset + items.length + 1) };
  }

  return {
    version: () => changes * 1_000_000 + Math.floor(Date.now() / STALE_MS),
    search,
    async advice(categories) {
      await ready();
      if (categories.length === 0) return [];
      const { docs } = await index
        .where('advice', '==', true)
        .where('category', 'in', categories)
        .orderBy('nameKey')
        .get();
      return docs.flatMap(jsonOf);
    },
    changed(id) {
      if (!id) return void rebuild();
      refresh(id).catch((error: unknown) =>
        log(`Product ${id} kon niet in de catalogusindex: ${String(error)}`),
      );
    },
    rebuild,
  };
}
