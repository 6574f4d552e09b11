import {
  useMutation,
  useQueryClient,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import { apiRequest, type AnswerParser } from './api-client';

/** Where a signed-in change goes and what it carries: a JSON body (or form data), or a file. */
export interface ChangeRequest {
  path: string;
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  file?: Blob;
}

/**
 * A signed-in change as a mutation: `request` says what to send for the variables, the answer is
 * checked with `schema`. Once saved, `saved` puts the answer in the cache (or drops what is gone)
 * and everything under `refresh` is fetched again; the mutation is pending until both are done.
 */
export function useApiMutation<V, T>({
  schema,
  request,
  saved,
  refresh,
}: {
  schema: AnswerParser<T>;
  request: (variables: V) => ChangeRequest | Promise<ChangeRequest>;
  saved?: (answer: T, cache: QueryClient, variables: V) => unknown;
  refresh?: QueryKey;
}) {
  const cache = useQueryClient();
  return useMutation({
    mutationFn: async (variables: V) => {
      const { path, ...change } = await request(variables);
      return apiRequest(path, { schema, auth: true, ...change });
    },
    onSuccess: async (answer, variables) => {
      await saved?.(answer, cache, variables);
      if (refresh) await cache.invalidateQueries({ queryKey: refresh });
    },
  });
}
