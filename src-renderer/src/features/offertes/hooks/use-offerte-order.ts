import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { toast } from '@/components/toasts';
import { paths } from '@/config/paths';
import type { CartJob } from '@shared/cart/cart-sync';
import type { Product } from '@shared/schemas/product';
import { offerteOrder, offerteOrderList } from '../api/order-offerte';

/**
 * An accepted offerte's two ways to order. The cart's `addLines` and the bestellijsten'
 * query key come from the page (one feature never imports another).
 */
export function useOfferteOrder({
  addLines,
  orderListsKey,
}: {
  addLines(lines: { product: Product; quantity: number }[], job: CartJob): void;
  /** Made stale when the offerte becomes a bestellijst. */
  orderListsKey: QueryKey;
}) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  /**
   * `Bestellen`: the product lines into the cart at the installer's own prices (all priced in
   * one request), with the job (client, the client's address, offerte number) that checkout
   * starts from on any device.
   */
  async function order(offerteId: string) {
    try {
      const { lines, number, clientId, clientName, address } = await offerteOrder(offerteId);
      const products = lines.flatMap(({ product, quantity }) =>
        product ? [{ product, quantity }] : [],
      );
      addLines(products, {
        reference: number,
        ...(clientId ? { clientId } : {}),
        clientName,
        ...(address ? { address } : {}),
        offerteNumber: number,
      });
      toast.success(
        products.length === 1
          ? `1 product van ${number} staat in je winkelwagen.`
          : `${products.length} producten van ${number} staan in je winkelwagen.`,
      );
      navigate(paths.cart);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'Bestellen lukte niet.');
    }
  }

  /** `Bestellijst maken`: the offerte as a bestellijst any colleague can order from. */
  async function makeList(offerteId: string) {
    try {
      const list = await offerteOrderList(offerteId);
      await queryClient.invalidateQueries({ queryKey: orderListsKey });
      toast.success(`Bestellijst “${list.name}” is gemaakt.`, { nextPage: true });
      navigate(paths.orderList(list.id));
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'De bestellijst maken lukte niet.');
    }
  }

  return { order, makeList };
}
