import { useQueryClient, type FetchQueryOptions, type QueryKey } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from '@/components/toasts';
import { paths } from '@/config/paths';
import { canOrder } from '@shared/domain/stock';
import type { CartJob } from '@shared/cart/cart-sync';
import type { Order } from '@shared/schemas/order';
import type { Product } from '@shared/schemas/product';

/** What an order was for: its delivery, reference, notes, client and offerte. */
export function jobOfOrder(order: Order): CartJob {
  return {
    delivery: order.delivery,
    address: order.address,
    reference: order.reference,
    notes: order.notes,
    ...(order.clientId ? { clientId: order.clientId, clientName: order.clientName ?? '' } : {}),
    ...(order.offerteNumber ? { offerteNumber: order.offerteNumber } : {}),
  };
}

/**
 * `Opnieuw bestellen`: puts an order's lines back in the cart at today's prices (each product
 * is read afresh; one no longer sold is left out and named), with the order's job, and goes to
 * the cart. The catalogue's product query and the cart come from the page (one feature never
 * imports another).
 */
export function useReorder<K extends QueryKey>({
  productQuery,
  addLines,
}: {
  productQuery: (id: string) => FetchQueryOptions<Product, Error, Product, K>;
  addLines(lines: { product: Product; quantity: number }[], job: CartJob): void;
}) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);

  async function reorder(order: Order) {
    setBusy(true);
    const skipped: string[] = [];
    const lines: { product: Product; quantity: number }[] = [];
    for (const line of order.lines) {
      try {
        const product = await queryClient.fetchQuery({
          ...productQuery(line.productId),
          staleTime: 0,
        });
        if (canOrder(product) && !product.archived)
          lines.push({ product, quantity: line.quantity });
        else skipped.push(line.name);
      } catch {
        skipped.push(line.name);
      }
    }
    setBusy(false);
    // The job comes along: whoever orders again does not type it again, on any device.
    addLines(lines, jobOfOrder(order));
    if (skipped.length) toast.error(`Niet toegevoegd (niet leverbaar): ${skipped.join(', ')}`);
    else toast.success('De producten staan weer in je winkelwagen.');
    navigate(paths.cart);
  }

  return { reorder, busy };
}
