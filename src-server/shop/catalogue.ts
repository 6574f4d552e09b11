import type { Product, ProductList, ProductListQuery } from '@shared/schemas/product';
import type { Clock } from '../env';
import { COLLECTIONS, toProduct } from '../records';
import type { Storage } from '../storage/port';
import { onCatalogueChange } from './catalogue-events';

interface Indexed {
  product: Product;
  haystack: string;
}

const CACHE_MS = 10_000;

function normalise(text: string): string {
  return text
    .toLocaleLowerCase('nl')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');
}

/**
 * The catalogue, searched and filtered on the server. Full-text search is not something
 * Firestore does, so the products are held in memory for a few seconds per instance; a
 * catalogue of thousands of products is a few megabytes.
 */
const collator = new Intl.Collator('nl', { numeric: true });

type Sorted = Record<ProductListQuery['sort'], Indexed[]>;

/** Every sort order is computed once per load, so a request only filters and slices. */
function sortAll(items: Indexed[]): Sorted {
  const byName = (a: Indexed, b: Indexed) => collator.compare(a.product.name, b.product.name);
  const naam = [...items].sort(byName);
  const rank = new Map(naam.map((item, index) => [item, index]));
  const tie = (a: Indexed, b: Indexed) => (rank.get(a) ?? 0) - (rank.get(b) ?? 0);
  return {
    naam,
    'prijs-oplopend': [...items].sort((a, b) => a.product.price - b.product.price || tie(a, b)),
    'prijs-aflopend': [...items].sort((a, b) => b.product.price - a.product.price || tie(a, b)),
    nieuwste: [...items].sort(
      (a, b) => b.product.createdAt.localeCompare(a.product.createdAt) || tie(a, b),
    ),
  };
}

/**
 * The catalogue, searched and filtered on the server. Full-text search is not something
 * Firestore does, so the products are held in memory for a few seconds per instance; a
 * catalogue of thousands of products is a few megabytes.
 */
export function createCatalogue(storage: Storage, clock: Clock) {
  let cache: { at: number; sorted: Sorted } | undefined;
  let loading: Promise<Sorted> | undefined;
  onCatalogueChange(storage, () => (cache = undefined));

  async function sorted(): Promise<Sorted> {
    const now = clock.now().getTime();
    if (cache && now - cache.at < CACHE_MS) return cache.sorted;
    loading ??= storage
      .query(COLLECTIONS.products)
      .then((docs) => {
        const items = docs.map((doc) => {
          const product = toProduct(doc.id, doc.data);
          return {
            product,
            haystack: normalise(`${product.name} ${product.modelNumber} ${product.description}`),
          };
        });
        const result = sortAll(items);
        cache = { at: clock.now().getTime(), sorted: result };
        return result;
      })
      .finally(() => (loading = undefined));
    // While a reload runs, the previous catalogue keeps answering.
    return cache ? cache.sorted : loading;
  }

  return {
    async list(query: ProductListQuery): Promise<ProductList> {
      const terms = query.q ? normalise(query.q).split(/\s+/).filter(Boolean) : [];
      const categories = new Set<string>([
        ...(query.categories ?? []),
        ...(query.category ? [query.category] : []),
      ]);
      const stock = query.inStock === undefined ? undefined : query.inStock === 'true';
      const items: Product[] = [];
      let total = 0;
      for (const { product, haystack } of (await sorted())[query.sort]) {
        if (product.archived) continue;
        if (categories.size > 0 && !categories.has(product.category)) continue;
        if (stock !== undefined && product.inStock !== stock) continue;
        if (!terms.every((term) => haystack.includes(term))) continue;
        if (total >= query.offset && items.length < query.limit) items.push(product);
        total++;
      }
      return { items, total };
    },
    /** Forgets the cached products, after a change to the catalogue. */
    invalidate() {
      cache = undefined;
    },
  };
}
