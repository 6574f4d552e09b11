import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from '@/components/toasts';
import type { Product } from '@shared/schemas/product';
import type { CartJob } from '@shared/cart/cart-sync';
import { orderListQuery } from '../api/order-lists';
import { jobOfList } from '../list-job';

export type AddLines = (
  lines: { product: Product; quantity: number }[],
  job: CartJob | undefined,
) => void;

/** Says what went in the cart (and what could not, being no longer sold). */
export function announce(count: number, listName: string, unavailable = 0) {
  toast.success(
    `${count === 1 ? '1 product' : `${count} producten`} uit “${listName}” in de winkelwagen gezet.` +
      (unavailable ? ` ${unavailable} niet meer leverbaar.` : ''),
  );
}

/**
 * Puts a whole list in the cart from the overview, with its job: it is read first, with
 * today's products.
 */
export function useListToCart(add: AddLines) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<string | null>(null);
  async function listToCart(id: string) {
    setBusy(id);
    try {
      const list = await queryClient.fetchQuery(orderListQuery(id));
      const lines = list.lines.flatMap((line) =>
        line.product ? [{ product: line.product, quantity: line.quantity }] : [],
      );
      add(lines, jobOfList(list));
      announce(lines.length, list.name, list.lines.length - lines.length);
    } catch (error) {
      toast.error(
        error instanceof Error ? error.message : 'De bestellijst kon niet worden geladen.',
      );
    } finally {
      setBusy(null);
    }
  }
  return { listToCart, busy };
}
