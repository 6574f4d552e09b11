import { productSchema, type Product, type ProductListQuery } from '@shared/schemas/product';
import { gzipped } from '../compression';
import { ApiError } from '../errors';
import { products as productsCollection } from '../collections/products';
import type { AdviceSearch, CatalogueSearch } from '../storage/catalogue-port';
import type { DocumentChange, DocumentData, Storage } from '../storage/port';
import {
  haystackOf,
  nameSortKey,
  haystackMatches,
  queryCategories,
  resolvedTerms,
  searchPlanOf,
  skippedProductMessage,
  vocabularyOf,
} from '@shared/catalogue/search-text';
import {
  passesTechnicalFilter,
  technicalFactsOf,
  technicalFilterOf,
  type TechnicalFacts,
} from '@shared/catalogue/technical-filters';
import { nextTurn } from './product-batches';
import { publicProductJson, type Audience } from './trade-view';

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/** Answers kept per catalogue version: the same page asked again costs a lookup. */
const CACHED_ANSWERS = 500;
/** Without change notifications (several instances, no listener) a full reload this often. */
const RELOAD_MS = 5 * 60_000;
/** Products checked and indexed per turn of the event loop when many arrive at once. */
const CHUNK = 1000;

/**
 * A list answer as kept in the cache: its bytes (UTF-8 JSON, sent as they are), its text, and
 * those bytes gzipped once when first asked.
 */
export interface CatalogueAnswer {
  body: Uint8Array<ArrayBuffer>;
  readonly text: string;
  gzipped(): Promise<Uint8Array<ArrayBuffer>>;
}

export interface Catalogue {
  /**
   * One page of the catalogue as the API's JSON text: `{ items, total }`. Visitors (`public`)
   * get their own cached answers, without trade prices.
   */
  listJson(query: ProductListQuery, audience: Audience): Promise<string>;
  /** The same answer with its compressed form, kept with it: never compressed twice. */
  listAnswer(query: ProductListQuery, audience: Audience): Promise<CatalogueAnswer>;
  /**
   * The products in these categories that the calculator's advice can use (heat-pump or
   * accessory data, not archived), by name. Kept per catalogue version, like list answers.
   */
  advice(categories: string[]): Promise<Product[]>;
  /** Call after writing a product (or several: no id), so lists show it at once. */
  changed(id?: string): void;
  /** Stops following the store's changes (the memory index's listener). */
  close(): void;
}

interface Indexed {
  product: Product;
  json: string;
  haystack: string;
  nameKey: string;
  facts: TechnicalFacts | null;
}

function indexed(id: string, data: DocumentData, log: (message: string) => void) {
  try {
    const product = productsCollection.decode(id, data);
    return {
      product,
      json: JSON.stringify(product),
      haystack: haystackOf(product),
      nameKey: nameSortKey(product.name),
      facts: technicalFactsOf(product),
    };
  } catch (error) {
    log(skippedProductMessage(id, error));
    return null;
  }
}

const catalogueUnavailable = () =>
  new ApiError(
    503,
    'catalogus_onbeschikbaar',
    'De catalogus is even niet beschikbaar. Probeer het zo opnieuw.',
  );

const COMPARE: Record<ProductListQuery['sort'], (a: Indexed, b: Indexed) => number> = {
  naam: (a, b) => (a.nameKey < b.nameKey ? -1 : a.nameKey > b.nameKey ? 1 : 0),
  'prijs-oplopend': (a, b) => a.product.price - b.product.price || COMPARE.naam(a, b),
  'prijs-aflopend': (a, b) => b.product.price - a.product.price || COMPARE.naam(a, b),
  nieuwste: (a, b) => b.product.createdAt.localeCompare(a.product.createdAt) || COMPARE.naam(a, b),
};

/**
 * For stores that cannot search (Firestore): the products in memory, loaded once, kept
 * current by the store's change listener where it has one, by `changed()` after own writes,
 * and by a full reload every few minutes otherwise. Sorting happens once per change, not per
 * request. A failed load is logged and retried; it never ends the process.
 */
function memorySearch(storage: Storage, log: (message: string) => void) {
  let products = new Map<string, Indexed>();
  let sorted: Partial<Record<ProductListQuery['sort'], Indexed[]>> = {};
  let version = 0;
  let loading: Promise<void> | undefined;
  let loadedAt = 0;

  /** The catalogue's words, for typo candidates: built again after a change, when asked. */
  let vocabulary: Set<string> | undefined;
  const changed = () => {
    sorted = {};
    vocabulary = undefined;
    version++;
  };
  const known = (candidates: string[]) => {
    vocabulary ??= new Set(
      [...products.values()].flatMap((entry) =>
        entry.product.archived ? [] : vocabularyOf(entry.haystack),
      ),
    );
    const words = vocabulary;
    return candidates.filter((word) => words.has(word));
  };
  /** Ids changed while a reload builds its new index: their newer state is carried over. */
  let touched: Set<string> | undefined;
  const put = (id: string, data: DocumentData | null) => {
    const entry = data ? indexed(id, data, log) : null;
    if (entry) products.set(id, entry);
    else products.delete(id);
    touched?.add(id);
  };
  /**
   * Loads every product into a new index, a chunk per turn of the event loop (100,000
   * products take seconds to check), then swaps it in. A failure is logged and leaves the
   * loaded products answering.
   */
  const startLoad = () => {
    touched = new Set();
    return storage.query(productsCollection.name);
  };
  const reload = () =>
    (loading ??= startLoad()
      .then(
        async (docs) => {
          const fresh = new Map<string, Indexed>();
          for (const [i, doc] of docs.entries()) {
            const entry = indexed(doc.id, doc.data, log);
            if (entry) fresh.set(doc.id, entry);
            if (i % CHUNK === CHUNK - 1) await nextTurn();
          }
          // What the listener or a refresh changed meanwhile is newer than the loaded copy.
          for (const id of touched ?? []) {
            const entry = products.get(id);
            if (entry) fresh.set(id, entry);
            else fresh.delete(id);
          }
          touched = undefined;
          products = fresh;
          changed();
          loadedAt = Date.now();
        },
        (error: unknown) => log(`De catalogus kon niet worden geladen: ${String(error)}`),
      )
      .finally(() => {
        loading = undefined;
        touched = undefined;
      }));
  // Changes from the listener, applied in order, a chunk per turn: its first answer holds
  // every product.
  const pending: DocumentChange[] = [];
  let applying = false;
  const applyPending = async () => {
    if (applying) return;
    applying = true;
    while (pending.length > 0) {
      for (const { id, data } of pending.splice(0, CHUNK)) put(id, data);
      changed();
      if (pending.length > 0) await nextTurn();
    }
    applying = false;
  };
  let watching = storage.watch?.(
    productsCollection.name,
    (changes) => {
      for (const change of changes) pending.push(change);
      void applyPending();
    },
    (error) => {
      // The listener gave up: back to reloads every few minutes, starting now.
      log(`De catalogus volgt geen wijzigingen meer en herlaadt voortaan zelf: ${String(error)}`);
      watching = undefined;
      void reload();
    },
  );

  return {
    version: () => version,
    close() {
      const stop = watching;
      watching = undefined;
      stop?.();
    },
    async ready() {
      if (loadedAt === 0) {
        await reload();
        if (loadedAt === 0) throw catalogueUnavailable();
      } else if (!watching && Date.now() - loadedAt > RELOAD_MS) {
        void reload();
      }
    },
    refresh(id?: string) {
      if (!id) return void reload();
      storage.get(productsCollection.name, id).then(
        (data) => {
          put(id, data);
          changed();
        },
        (error: unknown) => log(`Product ${id} kon niet worden ververst: ${String(error)}`),
      );
    },
    search(query: ProductListQuery) {
      const list = (sorted[query.sort] ??= [...products.values()].sort(COMPARE[query.sort]));
      const terms = resolvedTerms(searchPlanOf(query), known);
      const technical = technicalFilterOf(query);
      const categories = new Set(queryCategories(query));
      const stock = query.inStock === undefined ? undefined : query.inStock === 'true';
      const items: string[] = [];
      let total = 0;
      for (const entry of list) {
        if (entry.product.archived) continue;
        if (categories.size > 0 && !categories.has(entry.product.category)) continue;
        if (stock !== undefined && entry.product.inStock !== stock) continue;
        if (!passesTechnicalFilter(entry.facts, technical)) continue;
        if (!haystackMatches(entry.haystack, terms)) continue;
        if (total >= query.offset && items.length < query.limit) items.push(entry.json);
        total++;
      }
      return { items, total };
    },
    async advice(categories: string[]) {
      const wanted = new Set(categories);
      return (sorted.naam ??= [...products.values()].sort(COMPARE.naam))
        .filter(
          ({ product }) =>
            !product.archived &&
            wanted.has(product.category) &&
            (product.heatPump !== undefined || product.accessory !== undefined),
        )
        .map((entry) => entry.json);
    },
  };
}

/** The catalogue's adapters where the store has them (SQLite); absent: the memory index. */
export interface CatalogueAdapters {
  catalogue?: CatalogueSearch | undefined;
  advice?: AdviceSearch | undefined;
}

/**
 * The catalogue, searched, filtered, sorted and paged by its adapter where there is one
 * (SQLite), by an index in memory where there is not. Answers are kept per catalogue version,
 * so a popular page is served from memory until a product changes.
 */
export function createCatalogue(
  storage: Storage,
  adapters: CatalogueAdapters = {},
  log: (message: string) => void = (message) => console.warn(message),
): Catalogue {
  let memory: ReturnType<typeof memorySearch> | undefined;
  const inMemory = () => (memory ??= memorySearch(storage, log));
  const search: CatalogueSearch = adapters.catalogue ?? inMemory();
  const adviceSearch: AdviceSearch = adapters.advice ?? inMemory();
  // Promises, so the same page asked again while it is being searched waits for that search.
  const answers = new Map<string, Promise<CatalogueAnswer>>();
  const advice = new Map<string, Promise<Product[]>>();
  let answersVersion = -1;
  let adviceVersion = -1;
  /** Forgets every answer when the catalogue changed since they were given. */
  const current = () => {
    const version = search.version();
    if (version !== answersVersion) {
      answers.clear();
      answersVersion = version;
    }
  };
  /** The same for the advice's products (its own adapter, asked only when advice is). */
  const currentAdvice = () => {
    const version = adviceSearch.version();
    if (version !== adviceVersion) {
      advice.clear();
      adviceVersion = version;
    }
  };

  const answer = async (query: ProductListQuery, audience: Audience): Promise<CatalogueAnswer> => {
    try {
      const page = await search.search(query, { visitor: audience === 'public' });
      const ready = audience === 'trade' || page.forVisitors;
      // Made off this thread where the adapter could (SQLite's workers): sent as it came.
      const body =
        ready && page.answer
          ? page.answer
          : encoder.encode(
              `{"items":[${(ready ? page.items : page.items.map(publicProductJson)).join(',')}],"total":${page.total}${page.atLeast ? ',"atLeast":true' : ''}}`,
            );
      let packed: Promise<Uint8Array<ArrayBuffer>> | undefined;
      return {
        body,
        get text() {
          return decoder.decode(body);
        },
        gzipped: () => (packed ??= gzipped(body)),
      };
    } catch (error) {
      log(`Zoeken in de catalogus mislukte: ${String(error)}`);
      throw catalogueUnavailable();
    }
  };

  const listAnswer = async (query: ProductListQuery, audience: Audience) => {
    await memory?.ready();
    current();
    const key = `${audience}|${JSON.stringify(query)}`;
    let body = answers.get(key);
    if (!body) {
      body = answer(query, audience);
      if (answers.size >= CACHED_ANSWERS) answers.delete(answers.keys().next().value as string);
      answers.set(key, body);
      // A failed search is not remembered: the next request tries again.
      const failed = body;
      failed.catch(() => answers.get(key) === failed && answers.delete(key));
    }
    return body;
  };

  return {
    listAnswer,
    async listJson(query, audience) {
      return (await listAnswer(query, audience)).text;
    },
    async advice(categories) {
      await memory?.ready();
      currentAdvice();
      const key = [...categories].sort().join(',');
      let products = advice.get(key);
      if (!products) {
        products = adviceSearch.advice(categories).then(
          // A handful of products: each read back through its schema, never cast.
          (items) => items.map((json): Product => productSchema.parse(JSON.parse(json))),
          (error: unknown) => {
            log(`De producten voor het advies konden niet worden gelezen: ${String(error)}`);
            throw catalogueUnavailable();
          },
        );
        advice.set(key, products);
        const failed = products;
        failed.catch(() => advice.get(key) === failed && advice.delete(key));
      }
      return products;
    },
    changed(id) {
      // SQLite's triggers keep its index current; Firestore's index and the memory index are
      // told what changed.
      adapters.catalogue?.changed?.(id);
      memory?.refresh(id);
    },
    close() {
      memory?.close();
    },
  };
}

const catalogues = new WeakMap<Storage, Catalogue>();

/**
 * Makes this the one catalogue of a store for every use case of the app (createApp calls it
 * with the catalogue it built from its adapters).
 */
export function useCatalogue(storage: Storage, catalogue: Catalogue): void {
  catalogues.set(storage, catalogue);
}

/**
 * The one catalogue of a store, shared by every route of the app: the one createApp built, or
 * (a store used without the app, as in scripts) one with the memory index.
 */
export function catalogueOf(storage: Storage): Catalogue {
  let catalogue = catalogues.get(storage);
  if (!catalogue) {
    catalogue = createCatalogue(storage);
    catalogues.set(storage, catalogue);
  }
  return catalogue;
}

/**
 * Call after a product write (admin, import): the catalogue shows the change at once on this
 * instance. Pass the id for one product, nothing for many.
 */
export function productsChanged(storage: Storage, id?: string): void {
  catalogueOf(storage).changed(id);
}

/**
 * After stock changed by an order: refreshes the catalogue only where this instance already
 * holds one (an order needs no catalogue of its own, nor its change listener).
 */
export function stockOfProductsChanged(storage: Storage, id: string): void {
  catalogues.get(storage)?.changed(id);
}
