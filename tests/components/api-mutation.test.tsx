import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { useApiMutation } from '@/lib/api-mutation';
import { createQueryClient } from '@/lib/query-client';

describe('useApiMutation (a signed-in change)', () => {
  it('sends the request for the variables, then caches the answer and refreshes its key', async () => {
    const sent = vi.fn(async (_url: string, _init: RequestInit) =>
      Response.json({ id: 'k1', name: 'Jansen' }),
    );
    vi.stubGlobal('fetch', sent);
    const cache = createQueryClient();
    const stale = vi.spyOn(cache, 'invalidateQueries');
    const { result } = renderHook(
      () =>
        useApiMutation({
          schema: z.object({ id: z.string(), name: z.string() }),
          request: (name: string) => ({ path: '/api/clients/k1', method: 'PUT', body: { name } }),
          saved: (client, store) => store.setQueryData(['clients', client.id], client),
          refresh: ['clients', 'list'],
        }),
      {
        wrapper: ({ children }: { children: ReactNode }) => (
          <QueryClientProvider client={cache}>{children}</QueryClientProvider>
        ),
      },
    );
    result.current.mutate('Jansen');
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    const [url, init] = sent.mock.calls[0] ?? [];
    expect({ url, method: init?.method, body: init?.body }).toEqual({
      url: '/api/clients/k1',
      method: 'PUT',
      body: JSON.stringify({ name: 'Jansen' }),
    });
    expect(cache.getQueryData(['clients', 'k1'])).toEqual({ id: 'k1', name: 'Jansen' });
    expect(stale).toHaveBeenCalledWith({ queryKey: ['clients', 'list'] });
  });
});
