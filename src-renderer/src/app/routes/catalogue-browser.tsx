import { useCallback } from 'react';
import { useAuth } from '@/lib/auth-context';
import type { CatalogueFilters } from '@/features/catalogue/api/products-query';
import { CatalogueFiltersBar } from '@/features/catalogue/components/catalogue-filters';
import { CompareBar, CompareToggle } from '@/features/catalogue/components/compare-toggle';
import { ProductList } from '@/features/catalogue/components/product-list';
import { TechFiltersBar } from '@/features/catalogue/components/tech-filters';
import { PRODUCT_CATEGORIES, type CategorySlug } from '@shared/domain/keys';
import type { Product } from '@shared/schemas/product';
import { AddToCartButton } from './add-to-cart-button';
import { useCatalogueFilters } from './use-catalogue-filters';

const heatPumpSlugs = new Set<string>(
  PRODUCT_CATEGORIES.filter((category) => category.heatPump).map((category) => category.slug),
);

/** A list of heat pumps only: the technical filters apply. */
const heatPumpsOnly = (filters: CatalogueFilters) =>
  filters.categories.length > 0 && filters.categories.every((slug) => heatPumpSlugs.has(slug));

/**
 * Filters and the product list, with prices for the signed-in user, add-to-cart buttons and
 * the choice to compare: the catalogue composed with the session and the cart.
 */
export function CatalogueBrowser({ categories }: { categories?: readonly CategorySlug[] }) {
  const { user, profile } = useAuth();
  const [filters, setFilters] = useCatalogueFilters(categories);
  // Technical filters leave with the heat pumps: hidden filters would still narrow the list.
  const change = (next: CatalogueFilters) =>
    setFilters(heatPumpsOnly(next) ? next : { ...next, tech: {} });
  // The same function while the session stays: the list's rows need not be drawn again.
  const signedIn = user !== null;
  const renderAction = useCallback(
    (product: Product) => (
      <>
        <CompareToggle product={product} />
        {signedIn ? <AddToCartButton product={product} /> : null}
      </>
    ),
    [signedIn],
  );
  return (
    <>
      <CatalogueFiltersBar filters={filters} onChange={change} showCategory={!categories} />
      {heatPumpsOnly(filters) ? <TechFiltersBar filters={filters} onChange={change} /> : null}
      <CompareBar />
      <ProductList
        filters={filters}
        discount={user ? (profile?.discount ?? 0) : null}
        renderAction={renderAction}
      />
    </>
  );
}
