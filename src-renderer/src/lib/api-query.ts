import { infiniteQueryOptions, queryOptions, type QueryKey } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from './api-client';

/** `?a=1&b=2` of the values that are set; empty when none is. */
export function searchParams(values: Record<string, string | undefined | null>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) if (value) params.set(key, value);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** One signed-in GET, parsed with its schema, as query options for `useQuery` or a loader. */
export function apiQuery<K extends QueryKey, S extends z.ZodType>(
  queryKey: K,
  path: string,
  schema: S,
) {
  return queryOptions({
    queryKey,
    queryFn: ({ signal }): Promise<z.infer<S>> => apiRequest(path, { schema, auth: true, signal }),
  });
}

/** A server page: its items and the cursor of the next page (null on the last). */
interface ServerPage {
  items: unknown[];
  nextCursor: string | null;
}

/**
 * A paged list `{ items, nextCursor }` as options for `useInfiniteQuery`: the filters that are
 * set go in the query string beside `cursor`, every page is parsed with the page schema.
 */
export function pagedQuery<K extends QueryKey, S extends z.ZodType<ServerPage>>({
  queryKey,
  path,
  schema,
  filters = {},
}: {
  queryKey: K;
  path: string;
  schema: S;
  filters?: Record<string, string | undefined | null>;
}) {
  return infiniteQueryOptions({
    queryKey,
    initialPageParam: '',
    queryFn: ({ pageParam, signal }): Promise<z.infer<S>> =>
      apiRequest(`${path}${searchParams({ ...filters, cursor: pageParam })}`, {
        schema,
        auth: true,
        signal,
      }),
    getNextPageParam: (last: ServerPage) => last.nextCursor ?? undefined,
  });
}

/** A signed-in change (POST, PUT, PATCH, DELETE) with a JSON body, its answer parsed. */
export function apiSend<S extends z.ZodType>(
  path: string,
  {
    method,
    body,
    schema,
  }: { method: 'POST' | 'PUT' | 'PATCH' | 'DELETE'; body?: unknown; schema: S },
): Promise<z.infer<S>> {
  return apiRequest(path, { schema, auth: true, method, body });
}
