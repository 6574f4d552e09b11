import { keepPreviousData, queryOptions, useQueries } from '@tanstack/react-query';
import { useState } from 'react';
import { currentToken } from '@/lib/api-base';
import { apiRequest } from '@/lib/api-request';
import type { ProductList } from '@shared/schemas/product';
import { productListAnswer } from './product-answer';
import { PAGE_SIZE, productsPath, takeEarlyAnswer, type CatalogueFilters } from './products-query';

export { PAGE_SIZE, type CatalogueFilters } from './products-query';

/**
 * One page of the catalogue; an answer the router already fetched is used once, by a visitor
 * only: it was asked without a token, so it holds no trade prices.
 */
export async function getProducts(
  filters: CatalogueFilters,
  offset: number,
  signal?: AbortSignal,
): Promise<ProductList> {
  const path = productsPath(filters, offset);
  const early = await takeEarlyAnswer(path);
  if (early && !(await currentToken())) {
    const parsed = productListAnswer.safeParse(early);
    if (parsed.success) return parsed.data;
  }
  return apiRequest(path, { schema: productListAnswer, signal, auth: true });
}

export const productsPageQuery = (filters: CatalogueFilters, page: number) =>
  queryOptions({
    queryKey: ['products', 'list', filters, page] as const,
    // The signal cancels a page nobody waits for any more: typing cancels stale searches.
    queryFn: ({ signal }) => getProducts(filters, page * PAGE_SIZE, signal),
  });

/**
 * The catalogue, page by page: the first page at once, others when the list scrolls to them.
 * Each page is a query, so a filter seen before answers from the cache and a new one starts
 * over; while a new search loads, the previous results stay on screen.
 */
export function useCataloguePages(filters: CatalogueFilters) {
  const key = JSON.stringify(filters);
  const [range, setRange] = useState({ key, first: 0, last: 0 });
  const current = range.key === key ? range : { key, first: 0, last: 0 };
  const pages = Array.from(
    { length: current.last - current.first + 1 },
    (_, i) => i + current.first,
  );
  if (current.first > 0) pages.unshift(0);
  const results = useQueries({
    queries: pages.map((page) => ({
      ...productsPageQuery(filters, page),
      placeholderData: keepPreviousData,
    })),
  });
  const byPage = new Map(pages.map((page, index) => [page, results[index]]));
  const failed = results.find((result) => result.isError);
  const count = countOf(results);

  return {
    total: count?.total ?? null,
    /** The API counted a broad search only up to `total`: there are more. */
    atLeast: count?.atLeast === true,
    /** A new search is loading while the previous results are shown. */
    updating: results.some((result) => result.isPlaceholderData),
    error: failed ? (failed.error as Error).message : null,
    itemAt: (index: number) =>
      byPage.get(Math.floor(index / PAGE_SIZE))?.data?.items[index % PAGE_SIZE],
    ensureRange: (start: number, end: number) => {
      const next = { key, first: Math.floor(start / PAGE_SIZE), last: Math.floor(end / PAGE_SIZE) };
      if (next.first !== current.first || next.last !== current.last || range.key !== key) {
        setRange(next);
      }
    },
    retry: () => {
      for (const result of results) if (result.isError) void result.refetch();
    },
  };
}

/**
 * The number of products as the answers tell it. A broad search at scale is counted only up
 * to a bound past its page (`atLeast`); a deeper page counts further, so the list takes the
 * furthest count and grows as it scrolls. While a new search loads, its first page's
 * previous answer stands.
 */
function countOf(
  results: { data?: ProductList | undefined; isPlaceholderData: boolean }[],
): Pick<ProductList, 'total' | 'atLeast'> | undefined {
  const answers = results.flatMap((result) =>
    result.data && !result.isPlaceholderData ? [result.data] : [],
  );
  if (answers.length === 0) return results[0]?.data;
  return (
    answers.find((answer) => !answer.atLeast) ??
    answers.reduce((furthest, answer) => (answer.total > furthest.total ? answer : furthest))
  );
}
