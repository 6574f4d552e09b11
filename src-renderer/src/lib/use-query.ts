import { useEffect, useRef, useState } from 'react';
import { ApiRequestError } from './api-client';

export type QueryState<T> =
  | { status: 'loading' }
  | { status: 'error'; message: string; httpStatus: number }
  | { status: 'success'; data: T };

/**
 * Runs `fetcher` whenever `key` changes and keeps the answer of the latest key only.
 * A stale answer never overwrites a newer one.
 */
export function useQuery<T>(key: string, fetcher: (signal: AbortSignal) => Promise<T>) {
  const [attempt, setAttempt] = useState(0);
  const request = `${key}#${attempt}`;
  const [answer, setAnswer] = useState<{ request: string; state: QueryState<T> } | null>(null);
  const fetcherRef = useRef(fetcher);
  useEffect(() => {
    fetcherRef.current = fetcher;
  });

  useEffect(() => {
    const controller = new AbortController();
    fetcherRef.current(controller.signal).then(
      (data) => setAnswer({ request, state: { status: 'success', data } }),
      (error: unknown) => {
        if ((error as Error).name === 'AbortError') return;
        setAnswer({
          request,
          state: {
            status: 'error',
            message: (error as Error).message,
            httpStatus: error instanceof ApiRequestError ? error.status : 0,
          },
        });
      },
    );
    return () => controller.abort();
  }, [request]);

  const state: QueryState<T> = answer?.request === request ? answer.state : { status: 'loading' };
  return { state, reload: () => setAttempt((n) => n + 1) };
}
