import { onlineManager, QueryClient } from '@tanstack/react-query';
import { ApiRequestError } from './api-request';

/**
 * The one QueryClient of the renderer. Answers stay fresh for 30 s; a 4xx is not retried
 * (the API said no on purpose), a lost connection is retried a few times while online.
 *
 * Offline, a query still asks once (`offlineFirst`): the web app's service worker answers
 * from the copy it kept, so a page tapped on a building site opens with the data last seen;
 * without a copy the request fails at once with a Dutch message instead of waiting, paused,
 * behind `Laden...` until the signal returns.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        networkMode: 'offlineFirst',
        retry: (failureCount, error) =>
          onlineManager.isOnline() &&
          !(error instanceof ApiRequestError && error.status >= 400 && error.status < 500) &&
          failureCount < 2,
      },
    },
  });
}
