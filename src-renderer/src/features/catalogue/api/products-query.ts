import { apiUrl } from '@/lib/api-base';
import {
  CATEGORY_SLUGS,
  PRODUCT_SORTS,
  type CategorySlug,
  type ProductSort,
} from '@shared/domain/keys';

/*
 * The catalogue request without its schema: light enough for the router, so the first page of
 * products is on its way while the page's own code still loads.
 */

export interface CatalogueFilters {
  q: string;
  categories: readonly CategorySlug[];
  inStockOnly: boolean;
  sort: ProductSort;
}

export const PAGE_SIZE = 60;

function isCategory(value: string | null): value is CategorySlug {
  return (CATEGORY_SLUGS as readonly string[]).includes(value ?? '');
}

function isSort(value: string | null): value is ProductSort {
  return (PRODUCT_SORTS as readonly string[]).includes(value ?? '');
}

/** The filters a page URL holds (`?q=…&categorie=…&voorraad=ja&sorteer=…`). */
export function filtersFromSearch(
  params: URLSearchParams,
  fixedCategories?: readonly CategorySlug[],
): CatalogueFilters {
  const category = params.get('categorie');
  const sort = params.get('sorteer');
  return {
    q: params.get('q') ?? '',
    categories: fixedCategories ?? (isCategory(category) ? [category] : []),
    inStockOnly: params.get('voorraad') === 'ja',
    sort: isSort(sort) ? sort : 'naam',
  };
}

/** The API path of one page of the catalogue. */
export function productsPath(filters: CatalogueFilters, offset: number): string {
  const query = new URLSearchParams({
    sort: filters.sort,
    limit: String(PAGE_SIZE),
    offset: String(offset),
  });
  if (filters.q) query.set('q', filters.q);
  if (filters.categories.length) query.set('categories', filters.categories.join(','));
  if (filters.inStockOnly) query.set('inStock', 'true');
  return `/api/products?${query.toString()}`;
}

const early = new Map<string, Promise<unknown>>();

/** Starts the first page's request for the current URL, before the page's code has loaded. */
export function startCatalogueRequest(search: string = window.location.search): void {
  const path = productsPath(filtersFromSearch(new URLSearchParams(search)), 0);
  if (early.has(path)) return;
  const request = fetch(apiUrl(path), { headers: { accept: 'application/json' } }).then(
    (response) => (response.ok ? (response.json() as Promise<unknown>) : null),
    () => null,
  );
  early.set(path, request);
}

/** The early answer for this path, once; null when there was none or it failed. */
export async function takeEarlyAnswer(path: string): Promise<unknown> {
  const request = early.get(path);
  if (!request) return null;
  early.delete(path);
  return request;
}
