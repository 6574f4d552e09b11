import {
  FieldValue,
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
  tokenTermsOf,
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
/**
 * The catalogue in each sort order (whole, and per category) as chunks of product ids:
 * `{sort}~{category or alle}~{n}`. A page of a list is two reads by key (its chunks, then its
 * products), at any depth: no query, no offset skipping. Written after a rebuild and, a little
 * later, after product writes; while they trail the index (`ordered` < `generation` in the
 * meta document) lists are answered by queries.
 */
const ORDERED = 'catalogueOrder';
const ORDER_CHUNK = 2000;
const WHOLE = 'alle';
/** Product writes are gathered this long before the ordered lists are written again. */
const ORDER_DELAY_MS = 2_000;
/** How long an instance trusts what it read of the meta document (other instances' writes). */
const META_MS = 2_000;
/** Bump when the index's fields or their meaning change: the index is then rebuilt. */
const INDEX_VERSION = 3;
/** Products read and index documents written per round of a rebuild. */
const BATCH = 400;
/** Other instances' writes show within this time (answers are cached per version). */
const STALE_MS = 30_000;
/** With several search terms, the first is a query and the others are checked on this many matches at most. */
const MAX_WALK = 3000;
/** Firestore refuses a query whose `in` and `array-contains-any` lists multiply past this. */
const MAX_DISJUNCTIONS = 30;

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

type SortKeys = { id: string; nameKey: string; price: number; createdAt: string; category: string };
const byName = (a: SortKeys, b: SortKeys) =>
  a.nameKey < b.nameKey ? -1 : a.nameKey > b.nameKey ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
/** The orders of ORDER, for the ordered lists (ties by id, as Firestore breaks them). */
const COMPARE: Record<ProductListQuery['sort'], (a: SortKeys, b: SortKeys) => number> = {
  naam: byName,
  'prijs-oplopend': (a, b) => a.price - b.price || byName(a, b),
  'prijs-aflopend': (a, b) => b.price - a.price || byName(a, b),
  nieuwste: (a, b) =>
    a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : byName(a, b),
};

function sortKeysOf(doc: DocumentSnapshot): SortKeys | null {
  const [nameKey, price, createdAt, category] = ['nameKey', 'price', 'createdAt', 'category'].map(
    (field) => doc.get(field) as unknown,
  );
  if (typeof nameKey !== 'string' || typeof price !== 'number') return null;
  if (typeof createdAt !== 'string' || typeof category !== 'string') return null;
  return { id: doc.id, nameKey, price, createdAt, category };
}

const idsOf = (doc: DocumentSnapshot): string[] => {
  const ids = doc.get('ids') as unknown;
  return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : [];
};

/** Whether a query is a plain list (one category or none): what the ordered lists answer. */
function plainList(query: ProductListQuery): string | undefined {
  if (query.q || query.inStock !== undefined) return undefined;
  if (Object.keys(technicalFilterOf(query)).length > 0) return undefined;
  const categories = queryCategories(query);
  if (categories.length > 1) return undefined;
  return categories[0] ?? WHOLE;
}

/**
 * The catalogue on Firestore: an index collection kept current by the app's product writes
 * (`changed`), rebuilt in the background when its version is old or after a bulk import.
 */
export function createFirestoreCatalogue(
  db: Firestore,
  { log = (message: string) => console.warn(message) }: { log?: (message: string) => void } = {},
): CatalogueSearch &
  AdviceSearch & {
    rebuild(): Promise<void>;
    current(): Promise<boolean>;
    refresh(id: string): Promise<void>;
  } {
  const index = db.collection(CATALOGUE_INDEX);
  const ordered = db.collection(ORDERED);
  const metaDoc = db.collection(META.collection).doc(META.id);
  let changes = 0;

  /** Product writes counted in the meta document (every instance adds its own). */
  const orderGeneration = async () => {
    const generation = (await metaDoc.get()).get('generation') as unknown;
    return typeof generation === 'number' ? generation : 0;
  };

  /** Writes the ordered lists from the index's sort keys (one streamed query). */
  async function writeOrders(generation: number): Promise<void> {
    const keys: SortKeys[] = [];
    const stream = index.select('nameKey', 'price', 'createdAt', 'category').stream();
    for await (const doc of stream as AsyncIterable<DocumentSnapshot>) {
      const entry = sortKeysOf(doc);
      if (entry) keys.push(entry);
    }
    const lists = new Map<string, SortKeys[]>([[WHOLE, keys]]);
    for (const entry of keys) {
      const list = lists.get(entry.category) ?? [];
      if (list.length === 0) lists.set(entry.category, list);
      list.push(entry);
    }
    let batch = db.batch();
    let pending = 0;
    for (const sort of Object.keys(COMPARE) as ProductListQuery['sort'][]) {
      for (const [name, list] of lists) {
        const ids = [...list].sort(COMPARE[sort]).map((entry) => entry.id);
        for (let n = 0; n * ORDER_CHUNK < ids.length; n++) {
          const chunk = ids.slice(n * ORDER_CHUNK, (n + 1) * ORDER_CHUNK);
          batch.set(ordered.doc(`${sort}~${name}~${n}`), { ids: chunk });
          if (++pending === 20) {
            await batch.commit();
            batch = db.batch();
            pending = 0;
          }
        }
      }
    }
    if (pending > 0) await batch.commit();
    const counts = Object.fromEntries([...lists].map(([name, list]) => [name, list.length]));
    await metaDoc.set({ ordered: generation, counts }, { merge: true });
    meta = undefined;
    changes++;
  }

  let orderTimer: ReturnType<typeof setTimeout> | undefined;
  /** After product writes: the ordered lists again, once the writes have settled. */
  const orderLater = () => {
    if (orderTimer) clearTimeout(orderTimer);
    orderTimer = setTimeout(() => {
      orderTimer = undefined;
      running = running.then(() =>
        orderGeneration()
          .then(writeOrders)
          .catch((error: unknown) =>
            log(`De gesorteerde catalogus kon niet worden geschreven: ${String(error)}`),
          ),
      );
    }, ORDER_DELAY_MS);
    orderTimer.unref();
  };

  /** The counts of the ordered lists when they are current, read at most every META_MS. */
  let meta: { at: number; counts: Promise<Record<string, number> | undefined> } | undefined;
  const currentLists = () => {
    if (!meta || Date.now() - meta.at > META_MS) {
      meta = {
        at: Date.now(),
        counts: metaDoc.get().then((doc) => {
          const counts = doc.get('counts') as unknown;
          const current =
            doc.get('version') === INDEX_VERSION &&
            doc.get('ordered') === (doc.get('generation') ?? 0);
          return current && counts && typeof counts === 'object'
            ? (counts as Record<string, number>)
            : undefined;
        }),
      };
    }
    return meta.counts;
  };

  /** A plain list's page from the ordered lists: its chunks, then its products, by key. */
  async function orderedPage(query: ProductListQuery): Promise<CataloguePage | undefined> {
    const list = plainList(query);
    if (!list) return undefined;
    const counts = await currentLists();
    if (!counts) return undefined;
    const total = counts[list] ?? 0;
    const end = Math.min(total, query.offset + query.limit);
    if (query.offset >= end) return { items: [], total };
    const first = Math.floor(query.offset / ORDER_CHUNK);
    const chunks = [];
    for (let n = first; n <= Math.floor((end - 1) / ORDER_CHUNK); n++)
      chunks.push(ordered.doc(`${query.sort}~${list}~${n}`));
    const ids = (await db.getAll(...chunks))
      .flatMap(idsOf)
      .slice(query.offset - first * ORDER_CHUNK, end - first * ORDER_CHUNK);
    if (ids.length === 0) return { items: [], total };
    const docs = await db.getAll(...ids.map((id) => index.doc(id)), { fieldMask: ['json'] });
    return { items: docs.flatMap(jsonOf), total };
  }

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
    await metaDoc.set({ generation: FieldValue.increment(1) }, { merge: true });
    meta = undefined;
    changes++;
    orderLater();
  }

  /** The ids of a collection, streamed (no writes while the stream is open: the emulator
   * holds them back until it ends). */
  async function idsIn(collection: FirebaseFirestore.CollectionReference): Promise<string[]> {
    const ids: string[] = [];
    for await (const doc of collection.select().stream() as AsyncIterable<DocumentSnapshot>)
      ids.push(doc.id);
    return ids;
  }

  /**
   * Every product once, read by key a batch at a time after one query for the ids (a query per
   * batch made the emulator scan the collection again each round: half an hour at 100,000);
   * then the index documents of vanished products go, and the ordered lists are written.
   */
  async function rebuildAll(): Promise<void> {
    const generation = await orderGeneration();
    const products = db.collection(PRODUCTS);
    const ids = await idsIn(products);
    for (let start = 0; start < ids.length; start += BATCH) {
      const docs = await db.getAll(
        ...ids.slice(start, start + BATCH).map((id) => products.doc(id)),
      );
      const batch = db.batch();
      for (const doc of docs) {
        let row: IndexRow | null = null;
        try {
          const data = doc.data();
          if (data) row = catalogueIndexRow(toProduct(doc.id, data));
        } catch (error) {
          log(skippedProductMessage(doc.id, error));
        }
        if (row) batch.set(index.doc(doc.id), row);
        else batch.delete(index.doc(doc.id));
      }
      await batch.commit();
      changes++;
    }
    const listed = new Set(ids);
    const vanished = (await idsIn(index)).filter((id) => !listed.has(id));
    for (let start = 0; start < vanished.length; start += BATCH) {
      const batch = db.batch();
      for (const id of vanished.slice(start, start + BATCH)) batch.delete(index.doc(id));
      await batch.commit();
    }
    await writeOrders(generation);
    await metaDoc.set({ version: INDEX_VERSION }, { merge: true });
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

  /**
   * Which list conditions stay in the query. The search tokens always do; the energy labels
   * (`vanaf`), then the categories, move to the walk when the lists multiply past Firestore's
   * limit of disjunctions.
   */
  function split(query: ProductListQuery, searchTokens: string[] | undefined) {
    const categories = queryCategories(query);
    const minLabel = technicalFilterOf(query).minEnergyLabel;
    const labels = minLabel === undefined ? [] : energyLabelsFrom(minLabel);
    const tokens = searchTokens?.length ?? 1;
    const labelsFit = tokens * Math.max(labels.length, 1) * Math.max(categories.length, 1);
    const labelsInQuery = labelsFit <= MAX_DISJUNCTIONS;
    const categoriesInQuery =
      tokens * (labelsInQuery ? Math.max(labels.length, 1) : 1) * Math.max(categories.length, 1) <=
      MAX_DISJUNCTIONS;
    return {
      categories: categoriesInQuery ? categories : [],
      labelsInQuery,
      walk: {
        labels: labelsInQuery || labels.length === 0 ? undefined : new Set(labels),
        categories: categoriesInQuery ? undefined : new Set(categories),
      },
    };
  }

  function filtered(query: ProductListQuery, searchTokens: string[] | undefined): Query {
    let q: Query = index;
    const { categories, labelsInQuery } = split(query, searchTokens);
    if (categories.length === 1) q = q.where('category', '==', categories[0]);
    else if (categories.length > 1) q = q.where('category', 'in', categories);
    if (query.inStock !== undefined) q = q.where('inStock', '==', query.inStock === 'true');
    const filter = technicalFilterOf(query);
    if (filter.minKw !== undefined) q = q.where('kw', '>=', filter.minKw);
    if (filter.maxKw !== undefined) q = q.where('kw', '<=', filter.maxKw);
    if (filter.phase !== undefined) q = q.where('phase', '==', filter.phase);
    if (filter.maxSoundDb !== undefined) q = q.where('soundDb', '<=', filter.maxSoundDb);
    if (filter.energyLabel !== undefined) q = q.where('label', '==', filter.energyLabel);
    if (filter.minEnergyLabel !== undefined && labelsInQuery)
      q = q.where('label', 'in', energyLabelsFrom(filter.minEnergyLabel));
    if (filter.refrigerant !== undefined) q = q.where('refrigerant', '==', filter.refrigerant);
    if (filter.source !== undefined) q = q.where('source', '==', filter.source);
    if (searchTokens) q = q.where('tokens', 'array-contains-any', searchTokens);
    for (const [field, direction] of ORDER[query.sort]) q = q.orderBy(field, direction);
    return q;
  }

  async function search(query: ProductListQuery): Promise<CataloguePage> {
    await ready();
    const listed = await orderedPage(query);
    if (listed) return listed;
    const terms = tokenTermsOf(searchPlanOf(query));
    const [first, ...others] = terms;
    const q = filtered(query, first);
    const { walk } = split(query, first);
    if (others.length === 0 && !walk.labels && !walk.categories) {
      const [page, count] = await Promise.all([
        q.offset(query.offset).limit(query.limit).get(),
        q.count().get(),
      ]);
      return { items: page.docs.flatMap(jsonOf), total: count.data().count };
    }
    // Firestore takes one array-contains-any: the other terms, and conditions that did not fit
    // in the query, are checked on the matches of the first, in order, on at most MAX_WALK.
    const wanted = others.map((tokens) => new Set(tokens));
    const fits = (doc: DocumentSnapshot) =>
      (!walk.labels || walk.labels.has(String(doc.get('label')))) &&
      (!walk.categories || walk.categories.has(String(doc.get('category'))));
    const items: string[] = [];
    let total = 0;
    let walked = 0;
    let last: DocumentSnapshot | undefined;
    while (walked < MAX_WALK) {
      const { docs } = await (last ? q.startAfter(last) : q).limit(BATCH).get();
      for (const doc of docs) {
        const tokens = doc.get('tokens') as unknown;
        const held = Array.isArray(tokens) ? tokens : [];
        if (!fits(doc)) continue;
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
    /** `changed(id)` that can be awaited: the product's index document is written. */
    refresh,
    /** Whether the stored index is of this version (a rebuild is not needed). */
    async current() {
      return (await metaDoc.get()).get('version') === INDEX_VERSION;
    },
  };
}
