import type { Product, ProductList, ProductListQuery } from '@shared/schemas/product';
import type { Clock } from '../env';
import { COLLECTIONS, toProduct } from '../records';
import type { Storage } from '../storage/port';

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
export function createCatalogue(storage: Storage, clock: Clock) {
  let cache: { at: number; items: Indexed[] } | undefined;
  let loading: Promise<Indexed[]> | undefined;

  async function all(): Promise<Indexed[]> {
    const now = clock.now().getTime();
    if (cache && now - cache.at < CACHE_MS) return cache.items;
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
        cache = { at: clock.now().getTime(), items };
        return items;
      })
      .finally(() => (loading = undefined));
    return loading;
  }

  return {
    async list(query: ProductListQuery): Promise<ProductList> {
      const terms = query.q ? normalise(query.q).split(/\s+/).filter(Boolean) : [];
      const categories = new Set([
        ...(query.categories ?? []),
        ...(query.category ? [query.category] : []),
      ]);
      const stock = query.inStock === undefined ? undefined : query.inStock === 'true';
      const matches = (await all())
        .filter(
          ({ product, haystack }) =>
            (categories.size === 0 || categories.has(product.category as never)) &&
            (stock === undefined || product.inStock === stock) &&
            terms.every((term) => haystack.includes(term)),
        )
        .map(({ product }) => product);
      const byName = (a: Product, b: Product) =>
        a.name.localeCompare(b.name, 'nl', { numeric: true });
      const sorters: Record<ProductListQuery['sort'], (a: Product, b: Product) => number> = {
        naam: byName,
        'prijs-oplopend': (a, b) => a.price - b.price || byName(a, b),
        'prijs-aflopend': (a, b) => b.price - a.price || byName(a, b),
        nieuwste: (a, b) => b.createdAt.localeCompare(a.createdAt) || byName(a, b),
      };
      matches.sort(sorters[query.sort]);
      return {
        items: matches.slice(query.offset, query.offset + query.limit),
        total: matches.length,
      };
    },
    /** Forgets the cached products, after a change to the catalogue. */
    invalidate() {
      cache = undefined;
    },
  };
}
