import { describe, expect, it } from 'vitest';
import { FORM_RATE_LIMIT } from '../../src-server/admin/rate-limit';
import { createApp } from '../../src-server/app';
import type { AppDeps } from '../../src-server/env';
import { createSqliteStorage } from '../../src-server/storage/sqlite';

function app(behindProxy?: AppDeps['behindProxy']) {
  const storage = createSqliteStorage({ filename: ':memory:' });
  const api = createApp({
    storage,
    files: { read: async () => null, write: async () => undefined, exists: async () => false },
    auth: {
      verifyIdToken: async () => {
        throw new Error('niet nodig');
      },
    },
    clock: { now: () => new Date('2026-11-22T10:00:00Z') },
    allowedOrigins: [],
    ...(behindProxy ? { behindProxy } : {}),
  });
  const contact = async (headers: Record<string, string>, i = 0, website = '') => {
    const response = await api.request('/api/forms/contact', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({
        name: 'Sanne',
        email: 'sanne@x.test',
        message: `Bericht ${i}`,
        ...(website ? { website } : {}),
      }),
    });
    return {
      status: response.status,
      message: ((await response.json()) as { error?: { message: string } }).error?.message,
    };
  };
  return { contact, storage };
}

describe('the public forms rate limit', () => {
  // Behind Hosting: '<anything the client sent>, <client as the CDN saw it>, <CDN>'.
  const via = (client: string, spoofed = '6.6.6.6') => ({
    'x-forwarded-for': `${spoofed}, ${client}, 35.191.0.1`,
  });

  it('behind Firebase Hosting counts per address the proxies saw, not what the client sent', async () => {
    const { contact, storage } = app({ hops: 2 });
    for (let i = 0; i < FORM_RATE_LIMIT.max; i++) {
      expect((await contact(via('203.0.113.7', `10.0.0.${i}`), i)).status).toBe(201);
    }
    // Another made-up left part or Fastly-Client-IP does not make a new client.
    expect(
      await contact({ ...via('203.0.113.7', '1.2.3.4'), 'fastly-client-ip': '5.6.7.8' }),
    ).toEqual({
      status: 429,
      message:
        'Je hebt dit formulier te vaak verstuurd. Probeer het over een uur opnieuw of bel ons.',
    });
    // Someone else behind the same front ends is not stopped by that.
    expect((await contact(via('198.51.100.4'))).status).toBe(201);
    await storage.close();
  });

  it('ignores address headers without a proxy in front, so they cannot dodge the limit', async () => {
    const { contact, storage } = app();
    const statuses: number[] = [];
    for (let i = 0; i <= FORM_RATE_LIMIT.max; i++) {
      statuses.push((await contact(via(`203.0.113.${i}`), i)).status);
    }
    expect(statuses).toEqual([...Array(FORM_RATE_LIMIT.max).fill(201), 429]);
    await storage.close();
  });

  it('caps a form for all addresses together, not counting honeypot hits', async () => {
    const { contact, storage } = app({ hops: 2 });
    // A bot filling the honeypot from many addresses does not use up the cap.
    for (let i = 0; i < 20; i++) {
      expect((await contact(via(`10.9.${i}.1`), i, 'spam.example')).status).toBe(201);
    }
    for (let i = 0; i < FORM_RATE_LIMIT.allAddresses; i++) {
      const address = `10.${Math.floor(i / 250)}.${i % 250}.1`;
      expect((await contact(via(address), i)).status).toBe(201);
    }
    expect(await contact(via('198.51.100.200'))).toEqual({
      status: 429,
      message:
        'Er komen nu erg veel berichten binnen. Probeer het over een uur opnieuw of bel ons.',
    });
    await storage.close();
  });
});
