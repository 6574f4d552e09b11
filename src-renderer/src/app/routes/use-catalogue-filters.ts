import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  filtersFromSearch,
  putTech,
  type CatalogueFilters,
} from '@/features/catalogue/api/products-query';
import type { CategorySlug } from '@shared/domain/rules';

/** Catalogue filters live in the URL, so a link shows the same selection. */
export function useCatalogueFilters(fixedCategories?: readonly CategorySlug[]) {
  const [params, setParams] = useSearchParams();
  const search = params.toString();
  const filters = useMemo<CatalogueFilters>(
    () => filtersFromSearch(new URLSearchParams(search), fixedCategories),
    [search, fixedCategories],
  );
  const setFilters = useCallback(
    (next: CatalogueFilters) => {
      const search = new URLSearchParams();
      if (next.q) search.set('q', next.q);
      if (!fixedCategories && next.categories[0]) search.set('categorie', next.categories[0]);
      if (next.inStockOnly) search.set('voorraad', 'ja');
      if (next.sort !== 'naam') search.set('sorteer', next.sort);
      putTech(search, next.tech);
      // flushSync: the form controls follow the URL at once instead of after a transition.
      setParams(search, { replace: true, flushSync: true });
    },
    [setParams, fixedCategories],
  );
  return [filters, setFilters] as const;
}
