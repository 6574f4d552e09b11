import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from '@/components/toasts';
import { paths } from '@/config/paths';
import { canOrder } from '@shared/domain/stock';
import { reorderLines } from '../api/reorder-lines';
import type { CartJob } from '@shared/cart/cart-sync';
import type { Order, Reorder } from '@shared/schemas/order';
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
 * `Opnieuw bestellen`: puts an order's lines back in the cart at today's prices (all products
 * read afresh in one request; one no longer sold is left out and named), with the order's job,
 * and goes to the cart. The cart comes from the page (one feature never imports another).
 */
export function useReorder({
  addLines,
}: {
  addLines(lines: { product: Product; quantity: number }[], job: CartJob): void;
}) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);

  async function reorder(order: Order) {
    setBusy(true);
    let answer: Reorder;
    try {
      answer = await reorderLines(order.id);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'Opnieuw bestellen lukte niet.');
      return;
    } finally {
      setBusy(false);
    }
    const skipped: string[] = [];
    const lines: { product: Product; quantity: number }[] = [];
    for (const { product, quantity, name } of answer.lines) {
      if (product && canOrder(product)) lines.push({ product, quantity });
      else skipped.push(name);
    }
    // The job comes along: whoever orders again does not type it again, on any device.
    addLines(lines, jobOfOrder(order));
    if (skipped.length) toast.error(`Niet toegevoegd (niet leverbaar): ${skipped.join(', ')}`);
    else toast.success('De producten staan weer in je winkelwagen.');
    navigate(paths.cart);
  }

  return { reorder, busy };
}
