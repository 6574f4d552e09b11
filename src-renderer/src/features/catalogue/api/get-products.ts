import { useCallback, useEffect, useRef, useState } from 'react';
import { apiRequest } from '@/lib/api-client';
import type { CategorySlug, ProductSort } from '@shared/domain/rules';
import { productListSchema, type Product } from '@shared/schemas/product';

export interface CatalogueFilters {
  q: string;
  categories: readonly CategorySlug[];
  inStockOnly: boolean;
  sort: ProductSort;
}

export const PAGE_SIZE = 60;

export function getProducts(filters: CatalogueFilters, offset: number, signal?: AbortSignal) {
  const query = new URLSearchParams({
    sort: filters.sort,
    limit: String(PAGE_SIZE),
    offset: String(offset),
  });
  if (filters.q) query.set('q', filters.q);
  if (filters.categories.length) query.set('categories', filters.categories.join(','));
  if (filters.inStockOnly) query.set('inStock', 'true');
  return apiRequest(`/api/products?${query.toString()}`, { schema: productListSchema, signal });
}

interface Pages {
  key: string;
  total: number | null;
  pages: Record<number, Product[]>;
  error: string | null;
}

/**
 * The catalogue, page by page from the API: the first page at once, others when the list
 * scrolls to them. Changing a filter starts over.
 */
export function useCataloguePages(filters: CatalogueFilters) {
  const [attempt, setAttempt] = useState(0);
  const key = `${JSON.stringify(filters)}#${attempt}`;
  const [data, setData] = useState<Pages>({ key: '', total: null, pages: {}, error: null });
  const requested = useRef(new Set<string>());
  const current = data.key === key ? data : { key, total: null, pages: {}, error: null };

  const load = useCallback(
    (page: number) => {
      const id = `${key}@${page}`;
      if (requested.current.has(id)) return;
      requested.current.add(id);
      getProducts(filters, page * PAGE_SIZE).then(
        (list) =>
          setData((previous) => {
            const base =
              previous.key === key ? previous : { key, total: null, pages: {}, error: null };
            return { ...base, total: list.total, pages: { ...base.pages, [page]: list.items } };
          }),
        (error: unknown) => {
          requested.current.delete(id);
          setData({ key, total: null, pages: {}, error: (error as Error).message });
        },
      );
    },
    // `filters` is captured through `key`, which serialises it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [key],
  );

  useEffect(() => load(0), [load]);

  return {
    total: current.total,
    error: current.error,
    itemAt: (index: number) => current.pages[Math.floor(index / PAGE_SIZE)]?.[index % PAGE_SIZE],
    ensureRange: (start: number, end: number) => {
      for (let page = Math.floor(start / PAGE_SIZE); page <= Math.floor(end / PAGE_SIZE); page++) {
        if (!current.pages[page]) load(page);
      }
    },
    retry: () => setAttempt((n) => n + 1),
  };
}
