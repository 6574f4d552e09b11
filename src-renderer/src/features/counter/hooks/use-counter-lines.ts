import { useEffect, useMemo, useState } from 'react';
import { z } from 'zod';
import { createDraftStorage } from '@/lib/draft-storage';
import { cartItemSchema, type CartItem } from '@shared/cart/cart-schema';
import { MAX_LINE_QUANTITY } from '@shared/domain/rules';
import type { Product } from '@shared/schemas/product';

const storedLinesSchema = z.array(cartItemSchema).max(200);

/**
 * The counter's running list: one line per product, kept per user (a colleague at the same
 * PC has their own list) so a reload or a lock never loses what was scanned.
 */
export function useCounterLines(owner: string) {
  const drafts = useMemo(
    () =>
      createDraftStorage('balie', (raw) => {
        const parsed = storedLinesSchema.safeParse(raw);
        return parsed.success ? parsed.data : null;
      }),
    [],
  );
  const [state, setState] = useState<{ owner: string; lines: CartItem[] }>(() => ({
    owner,
    lines: drafts.load(owner) ?? [],
  }));
  // Another user signed in at this PC: their own list, never the previous user's.
  const lines = state.owner === owner ? state.lines : (drafts.load(owner) ?? []);
  if (state.owner !== owner) setState({ owner, lines });

  useEffect(() => {
    if (!owner) return;
    if (state.lines.length) drafts.save(state.owner, state.lines);
    else drafts.clear(state.owner);
  }, [drafts, owner, state]);

  const update = (change: (lines: CartItem[]) => CartItem[]) =>
    setState((was) => ({ owner: was.owner, lines: change(was.lines) }));

  return {
    lines,
    /** Adds `quantity` of a product: to its line if it has one, else as a new last line. */
    add(product: Product, quantity: number) {
      update((was) => {
        const existing = was.find((line) => line.id === product.id);
        if (!existing)
          return [...was, { ...product, quantity: Math.min(quantity, MAX_LINE_QUANTITY) }];
        return was.map((line) =>
          line.id === product.id
            ? { ...line, quantity: Math.min(line.quantity + quantity, MAX_LINE_QUANTITY) }
            : line,
        );
      });
    },
    setQuantity(id: string, quantity: number) {
      update((was) => was.map((line) => (line.id === id ? { ...line, quantity } : line)));
    },
    remove(id: string) {
      update((was) => was.filter((line) => line.id !== id));
    },
    removeLast() {
      update((was) => was.slice(0, -1));
    },
    clear() {
      update(() => []);
    },
  };
}
