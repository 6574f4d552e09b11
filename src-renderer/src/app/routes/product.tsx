import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { Page } from '@/components/page';
import { PageSpinner } from '@/components/spinner';
import { useAuth } from '@/features/auth/auth-context';
import { useProduct } from '@/features/catalogue/api/get-product';
import { ProductDetail } from '@/features/catalogue/components/product-detail';
import { MAX_LINE_QUANTITY } from '@shared/domain/rules';
import { AddToCartButton } from './add-to-cart-button';
import { NotFoundPage } from './not-found';

export function ProductPage() {
  const { id = '' } = useParams();
  const { user, profile } = useAuth();
  const state = useProduct(id);
  const [quantity, setQuantity] = useState(1);

  if (state.status === 'loading') return <PageSpinner />;
  if (state.status === 'error') {
    if (state.httpStatus === 404) return <NotFoundPage />;
    return (
      <Page title="Product">
        <p role="alert" className="error-panel">
          Dit product kon niet worden geladen. {state.message}
        </p>
      </Page>
    );
  }
  const product = state.data;
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
                <input
                  type="number"
                  min={1}
                  max={MAX_LINE_QUANTITY}
                  value={quantity}
                  onChange={(event) =>
                    setQuantity(
                      Math.min(
                        MAX_LINE_QUANTITY,
                        Math.max(1, Math.trunc(Number(event.target.value) || 1)),
                      ),
                    )
                  }
                />
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
