import { QueryClient } from '@tanstack/react-query';
import { ApiRequestError } from './api-request';

/**
 * The one QueryClient of the renderer. Answers stay fresh for 30 s; a 4xx is not retried
 * (the API said no on purpose), a lost connection is retried a few times.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: (failureCount, error) =>
          !(error instanceof ApiRequestError && error.status >= 400 && error.status < 500) &&
          failureCount < 2,
      },
    },
  });
}
