import { useSearchParams } from 'react-router-dom';
import { Page } from '@/components/page';
import { useAuth } from '@/features/auth/auth-context';
import { ProductGrid } from '@/features/catalogue/components/product-grid';
import { CATEGORY_SLUGS, PRODUCT_CATEGORIES, type CategorySlug } from '@shared/domain/rules';
import { AddToCartButton } from './add-to-cart-button';

function isCategory(value: string | null): value is CategorySlug {
  return (CATEGORY_SLUGS as readonly string[]).includes(value ?? '');
}

export function CataloguePage() {
  const { user, profile } = useAuth();
  const [params, setParams] = useSearchParams();
  const selected = params.get('categorie');
  const category = isCategory(selected) ? selected : undefined;

  return (
    <Page
      title="Catalogus"
      intro={
        user
          ? 'Je ziet de adviesprijs, de installateursprijs en jouw prijs, allemaal exclusief btw.'
          : 'Adviesprijzen exclusief btw. Log in om je installateursprijs en korting te zien.'
      }
    >
      <div className="filter-bar" role="group" aria-label="Categorie">
        <button
          type="button"
          className="chip"
          aria-pressed={!category}
          onClick={() => setParams({})}
        >
          Alles
        </button>
        {PRODUCT_CATEGORIES.map((c) => (
          <button
            key={c.slug}
            type="button"
            className="chip"
            aria-pressed={category === c.slug}
            onClick={() => setParams({ categorie: c.slug })}
          >
            {c.label}
          </button>
        ))}
      </div>
      <ProductGrid
        query={category ? { categories: [category] } : {}}
        discount={user ? (profile?.discount ?? 0) : null}
        renderAction={user ? (product) => <AddToCartButton product={product} /> : undefined}
      />
    </Page>
  );
}
