import { useEffect, useState } from 'react';
import { apiRequest } from '@/lib/api-client';
import { productListSchema, type ProductList } from '@shared/schemas/product';
import type { CategorySlug } from '@shared/domain/rules';

export interface ProductsQuery {
  categories?: readonly CategorySlug[];
}

export function getProducts(category: CategorySlug | undefined, signal?: AbortSignal) {
  const query = new URLSearchParams({ limit: '200' });
  if (category) query.set('category', category);
  return apiRequest(`/api/products?${query.toString()}`, { schema: productListSchema, signal });
}

type State =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'success'; data: ProductList };

/** Loads the products of the given categories (all when none are given). */
export function useProducts({ categories }: ProductsQuery = {}) {
  const [attempt, setAttempt] = useState(0);
  const key = categories?.join(',') ?? '';
  const request = `${key}#${attempt}`;
  // The answer remembers which request it belongs to; any other request is still loading.
  const [answer, setAnswer] = useState<{ request: string; state: State } | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    const wanted = key ? (key.split(',') as CategorySlug[]) : [undefined];
    Promise.all(wanted.map((category) => getProducts(category, controller.signal))).then(
      (lists) =>
        setAnswer({
          request,
          state: {
            status: 'success',
            data: {
              items: lists.flatMap((list) => list.items),
              total: lists.reduce((sum, list) => sum + list.total, 0),
            },
          },
        }),
      (error: unknown) => {
        if ((error as Error).name === 'AbortError') return;
        setAnswer({ request, state: { status: 'error', message: (error as Error).message } });
      },
    );
    return () => controller.abort();
  }, [key, request]);

  const state: State = answer?.request === request ? answer.state : { status: 'loading' };
  return { state, retry: () => setAttempt((n) => n + 1) };
}
