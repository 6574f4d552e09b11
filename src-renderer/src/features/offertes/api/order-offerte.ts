import { apiRequest } from '@/lib/api-client';
import { offerteOrderSchema, type OfferteOrder } from '@shared/schemas/offerte';
import { productSchema, type Product } from '@shared/schemas/product';
import { offertePath } from './get-offerte';

/**
 * `Bestellen`: the accepted offerte's products as the catalogue has them now (with the
 * installer's own prices), for the cart; with the offerte's number and client for checkout.
 */
export async function offerteOrder(
  id: string,
): Promise<OfferteOrder & { products: { product: Product; quantity: number }[] }> {
  const order = await apiRequest(`${offertePath(id)}/bestellen`, {
    schema: offerteOrderSchema,
    auth: true,
  });
  const products = await Promise.all(
    order.lines.map(async (line) => ({
      product: await apiRequest(`/api/products/${encodeURIComponent(line.productId)}`, {
        schema: productSchema,
        auth: true,
      }),
      quantity: line.quantity,
    })),
  );
  return { ...order, products };
}
