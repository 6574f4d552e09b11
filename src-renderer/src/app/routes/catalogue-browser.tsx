import { useAuth } from '@/lib/auth-context';
import { CatalogueFiltersBar } from '@/features/catalogue/components/catalogue-filters';
import { ProductList } from '@/features/catalogue/components/product-list';
import type { CategorySlug } from '@shared/domain/rules';
import { AddToCartButton } from './add-to-cart-button';
import { useCatalogueFilters } from './use-catalogue-filters';

/**
 * Filters and the product list, with prices for the signed-in user and add-to-cart buttons:
 * the catalogue composed with the session and the cart.
 */
export function CatalogueBrowser({ categories }: { categories?: readonly CategorySlug[] }) {
  const { user, profile } = useAuth();
  const [filters, setFilters] = useCatalogueFilters(categories);
  return (
    <>
      <CatalogueFiltersBar filters={filters} onChange={setFilters} showCategory={!categories} />
      <ProductList
        filters={filters}
        discount={user ? (profile?.discount ?? 0) : null}
        renderAction={user ? (product) => <AddToCartButton product={product} /> : undefined}
      />
    </>
  );
}
