import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from '@/components/toasts';
import { paths } from '@/config/paths';
import {
  parseQuickOrder,
  type QuickOrderLine,
  type QuickOrderProblem,
} from '@shared/catalogue/quick-order';
import type { QuickOrderAnswer } from '@shared/schemas/quick-order';
import type { Product } from '@shared/schemas/product';
import { fetchProduct } from '../api/get-product';
import { useResolveCodes } from '../api/resolve-codes';

export type ReviewLine = QuickOrderLine & Omit<QuickOrderAnswer['results'][number], 'code'>;

export interface Review {
  lines: ReviewLine[];
  problems: QuickOrderProblem[];
}

/**
 * The quick order's state: the pasted text, and the reviewed list the server resolved from it.
 * A change to the text drops the review, so what goes in the cart is always what was checked.
 * `confirm` puts the found products in the cart (the cart's `addToCart` comes from the page:
 * one feature never imports another) and goes there.
 */
export function useQuickOrder({
  addToCart,
}: {
  addToCart(product: Product, quantity: number): void;
}) {
  const navigate = useNavigate();
  const [text, setTextState] = useState('');
  const [review, setReview] = useState<Review | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const resolve = useResolveCodes();

  function setText(next: string) {
    setTextState(next);
    setReview(null);
    setMessage(null);
  }

  function check(toCheck = text) {
    setMessage(null);
    setReview(null);
    const parsed = parseQuickOrder(toCheck);
    if (!parsed.ok) return setMessage(parsed.message);
    if (parsed.lines.length === 0) {
      return setMessage(
        parsed.problems.length
          ? 'Geen enkele regel kon worden gelezen. Zet per regel een artikelnummer en een aantal.'
          : 'Vul minstens één artikelnummer in.',
      );
    }
    resolve.mutate(
      parsed.lines.map((line) => line.code),
      {
        onSuccess: ({ results }) =>
          setReview({
            problems: parsed.problems,
            lines: parsed.lines.map((line, index) => ({
              ...line,
              product: results[index]?.product ?? null,
              suggestions: results[index]?.suggestions ?? [],
            })),
          }),
        onError: (error) => setMessage(error.message),
      },
    );
  }

  /** Takes a suggested product for an unknown code. */
  async function choose(lineNumber: number, productId: string) {
    let product: Product;
    try {
      product = await fetchProduct(productId);
    } catch (error) {
      setMessage(error instanceof Error ? error.message : 'Het product kon niet worden geladen.');
      return;
    }
    setReview((was) =>
      was
        ? {
            ...was,
            lines: was.lines.map((line) =>
              line.lineNumber === lineNumber ? { ...line, product, suggestions: [] } : line,
            ),
          }
        : was,
    );
  }

  const found = review?.lines.filter((line) => line.product) ?? [];

  function confirm() {
    for (const line of found) if (line.product) addToCart(line.product, line.quantity);
    const count = found.length;
    toast.success(
      count === 1
        ? '1 product in de winkelwagen gezet.'
        : `${count} producten in de winkelwagen gezet.`,
    );
    setText('');
    navigate(paths.cart);
  }

  return {
    text,
    setText,
    setTextAndCheck(next: string) {
      setText(next);
      check(next);
    },
    check,
    choose,
    review,
    message,
    checking: resolve.isPending,
    found,
    confirm,
  };
}

export type QuickOrder = ReturnType<typeof useQuickOrder>;
