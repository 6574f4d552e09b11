import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { Page } from '@/components/page';
import { QuantityInput } from '@/components/quantity-input';
import { useAuth } from '@/lib/auth-context';
import { useProduct } from '@/features/catalogue/api/get-product';
import { FittingProducts } from '@/features/catalogue/components/fitting-products';
import { ProductDetail } from '@/features/catalogue/components/product-detail';
import { AddToCartButton } from './add-to-cart-button';
import { RecordError } from './record-error';

export function ProductPage() {
  const { id = '' } = useParams();
  const { user, profile } = useAuth();
  const productQuery = useProduct(id);
  const [quantity, setQuantity] = useState(1);

  if (!productQuery.isSuccess) return <RecordError record="product" query={productQuery} />;
  const product = productQuery.data;
  const discount = user ? (profile?.discount ?? 0) : null;
  return (
    <Page title={product.name}>
      <ProductDetail
        product={product}
        discount={discount}
        fitting={
          <FittingProducts
            ids={product.fitsWith ?? []}
            discount={discount}
            action={(fitting) => (user ? <AddToCartButton product={fitting} secondary /> : null)}
          />
        }
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
