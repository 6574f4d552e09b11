import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { CatalogueFilters } from '@/features/catalogue/api/get-products';
import {
  CATEGORY_SLUGS,
  PRODUCT_SORTS,
  type CategorySlug,
  type ProductSort,
} from '@shared/domain/rules';

function isCategory(value: string | null): value is CategorySlug {
  return (CATEGORY_SLUGS as readonly string[]).includes(value ?? '');
}

function isSort(value: string | null): value is ProductSort {
  return (PRODUCT_SORTS as readonly string[]).includes(value ?? '');
}

/** Catalogue filters live in the URL, so a link shows the same selection. */
export function useCatalogueFilters(fixedCategories?: readonly CategorySlug[]) {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const category = params.get('categorie');
  const sort = params.get('sorteer');
  const inStockOnly = params.get('voorraad') === 'ja';
  const filters = useMemo<CatalogueFilters>(
    () => ({
      q,
      categories: fixedCategories ?? (isCategory(category) ? [category] : []),
      inStockOnly,
      sort: isSort(sort) ? sort : 'naam',
    }),
    [q, category, sort, inStockOnly, fixedCategories],
  );
  const setFilters = useCallback(
    (next: CatalogueFilters) => {
      const search = new URLSearchParams();
      if (next.q) search.set('q', next.q);
      if (!fixedCategories && next.categories[0]) search.set('categorie', next.categories[0]);
      if (next.inStockOnly) search.set('voorraad', 'ja');
      if (next.sort !== 'naam') search.set('sorteer', next.sort);
      // flushSync: the form controls follow the URL at once instead of after a transition.
      setParams(search, { replace: true, flushSync: true });
    },
    [setParams, fixedCategories],
  );
  return [filters, setFilters] as const;
}
