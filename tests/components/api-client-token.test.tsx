import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { apiRequest, ApiRequestError, setTokenProvider } from '@/lib/api-client';

const refused = () =>
  new Response(JSON.stringify({ error: { code: 'niet_ingelogd', message: 'Log opnieuw in.' } }), {
    status: 401,
  });

/** Each call's Authorization header, in order, answering with `answers` one by one. */
function stubFetch(answers: (() => Response)[]): string[] {
  const sent: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      sent.push(new Headers(init.headers).get('authorization') ?? '');
      const next = answers.shift();
      if (!next) throw new Error('more requests than expected');
      return next();
    }),
  );
  return sent;
}

describe('the API client and a refused session token', () => {
  afterEach(() => setTokenProvider(async () => null));

  it('asks Firebase for a new token once and sends the request again', async () => {
    const asked: boolean[] = [];
    setTokenProvider(async (force) => {
      asked.push(force === true);
      return force ? 'nieuw' : 'oud';
    });
    const sent = stubFetch([refused, () => new Response(JSON.stringify({ ok: true }))]);
    const answer = await apiRequest('/api/me', {
      schema: z.object({ ok: z.boolean() }),
      auth: true,
    });
    expect(answer).toEqual({ ok: true });
    expect(sent).toEqual(['Bearer oud', 'Bearer nieuw']);
    expect(asked).toEqual([false, true]);
  });

  it('gives up after the second refusal, with the API’s own message', async () => {
    setTokenProvider(async (force) => (force ? 'nieuw' : 'oud'));
    const sent = stubFetch([refused, refused]);
    const request = apiRequest('/api/me', { schema: z.object({}), auth: true });
    await expect(request).rejects.toEqual(
      new ApiRequestError(401, 'niet_ingelogd', 'Log opnieuw in.'),
    );
    expect(sent).toHaveLength(2);
  });

  it('never retries a request that carried its own token', async () => {
    const sent = stubFetch([refused]);
    await expect(apiRequest('/api/x', { schema: z.object({}), token: 'eigen' })).rejects.toThrow(
      'Log opnieuw in.',
    );
    expect(sent).toEqual(['Bearer eigen']);
  });
});
