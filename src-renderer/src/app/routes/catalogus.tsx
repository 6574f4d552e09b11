import { Page } from '@/components/page';
import { useAuth } from '@/features/auth/auth-context';
import { CatalogueFiltersBar } from '@/features/catalogue/components/catalogue-filters';
import { ProductList } from '@/features/catalogue/components/product-list';
import { AddToCartButton } from './add-to-cart-button';
import { useCatalogueFilters } from './use-catalogue-filters';

export function CataloguePage() {
  const { user, profile } = useAuth();
  const [filters, setFilters] = useCatalogueFilters();
  return (
    <Page
      title="Catalogus"
      intro={
        user
          ? 'Je ziet de adviesprijs, de installateursprijs en jouw prijs, allemaal exclusief btw.'
          : 'Adviesprijzen exclusief btw. Log in om je installateursprijs en korting te zien.'
      }
    >
      <CatalogueFiltersBar filters={filters} onChange={setFilters} />
      <ProductList
        filters={filters}
        discount={user ? (profile?.discount ?? 0) : null}
        renderAction={user ? (product) => <AddToCartButton product={product} /> : undefined}
      />
    </Page>
  );
}
