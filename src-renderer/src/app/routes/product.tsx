import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { Page } from '@/components/page';
import { QuantityInput } from '@/components/quantity-input';
import { PageSpinner } from '@/components/spinner';
import { useAuth } from '@/features/auth/auth-context';
import { ApiRequestError } from '@/lib/api-client';
import { useProduct } from '@/features/catalogue/api/get-product';
import { ProductDetail } from '@/features/catalogue/components/product-detail';
import { AddToCartButton } from './add-to-cart-button';
import { NotFoundPage } from './not-found';

export function ProductPage() {
  const { id = '' } = useParams();
  const { user, profile } = useAuth();
  const productQuery = useProduct(id);
  const [quantity, setQuantity] = useState(1);

  if (productQuery.isPending) return <PageSpinner />;
  if (productQuery.isError) {
    const { error } = productQuery;
    if (error instanceof ApiRequestError && error.status === 404) return <NotFoundPage />;
    return (
      <Page title="Product">
        <div role="alert" className="error-panel">
          <p>Dit product kon niet worden geladen. {error.message}</p>
          <button type="button" className="button" onClick={() => void productQuery.refetch()}>
            Opnieuw proberen
          </button>
        </div>
      </Page>
    );
  }
  const product = productQuery.data;
  return (
    <Page title={product.name}>
      <ProductDetail
        product={product}
        discount={user ? (profile?.discount ?? 0) : null}
        buy={
          user ? (
            <div className="buy-box">
              <label className="field quantity-field">
                <span>Aantal</span>
                <QuantityInput value={quantity} onCommit={setQuantity} />
              </label>
              <AddToCartButton product={product} quantity={quantity} />
            </div>
          ) : (
            <p>Log in om je eigen prijs te zien en te bestellen.</p>
          )
        }
      />
    </Page>
  );
}
