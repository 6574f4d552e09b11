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

/**
 * The technical filters of heat pumps, under the API's own names (productListQuerySchema), in
 * the page URL too: `?minKw=4&maxKw=10&phase=3`. Values are kept as typed; the API checks them.
 */
export const TECH_FILTERS = [
  'minKw',
  'maxKw',
  'phase',
  'maxSoundDb',
  'energyLabel',
  'minEnergyLabel',
  'refrigerant',
  'source',
] as const;
export type TechFilter = (typeof TECH_FILTERS)[number];
export type TechFilters = Partial<Record<TechFilter, string>>;

export interface CatalogueFilters {
  q: string;
  categories: readonly CategorySlug[];
  inStockOnly: boolean;
  sort: ProductSort;
  tech: TechFilters;
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
    tech: techFromSearch(params),
  };
}

/** The technical filters a URL holds; empty ones are left out. */
export function techFromSearch(params: URLSearchParams): TechFilters {
  const tech: TechFilters = {};
  for (const name of TECH_FILTERS) {
    const value = params.get(name)?.trim();
    if (value) tech[name] = value;
  }
  return tech;
}

/** Sets the technical filters on a query string (the page's or the API's). */
export function putTech(search: URLSearchParams, tech: TechFilters): void {
  for (const name of TECH_FILTERS) {
    const value = tech[name];
    if (value) search.set(name, value);
  }
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
  putTech(query, filters.tech);
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
