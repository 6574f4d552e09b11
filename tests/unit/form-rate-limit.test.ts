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
  const contact = async (headers: Record<string, string>, i = 0) => {
    const response = await api.request('/api/forms/contact', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ name: 'Sanne', email: 'sanne@x.test', message: `Bericht ${i}` }),
    });
    return {
      status: response.status,
      message: ((await response.json()) as { error?: { message: string } }).error?.message,
    };
  };
  return { contact, storage };
}

describe('the public forms rate limit', () => {
  it('behind Firebase Hosting counts per address from the CDN headers', async () => {
    const { contact, storage } = app('firebase-hosting');
    for (let i = 0; i < FORM_RATE_LIMIT.max; i++) {
      expect((await contact({ 'fastly-client-ip': '203.0.113.7' }, i)).status).toBe(201);
    }
    expect(await contact({ 'fastly-client-ip': '203.0.113.7' })).toEqual({
      status: 429,
      message:
        'Je hebt dit formulier te vaak verstuurd. Probeer het over een uur opnieuw of bel ons.',
    });
    // Someone else behind the same front ends is not stopped by that.
    expect((await contact({ 'fastly-client-ip': '198.51.100.4' })).status).toBe(201);
    expect((await contact({ 'x-forwarded-for': '192.0.2.9, 10.0.0.1' })).status).toBe(201);
    await storage.close();
  });

  it('ignores address headers without a proxy in front, so they cannot dodge the limit', async () => {
    const { contact, storage } = app();
    const statuses: number[] = [];
    for (let i = 0; i <= FORM_RATE_LIMIT.max; i++) {
      statuses.push((await contact({ 'fastly-client-ip': `203.0.113.${i}` }, i)).status);
    }
    expect(statuses).toEqual([...Array(FORM_RATE_LIMIT.max).fill(201), 429]);
    await storage.close();
  });

  it('caps a form for all addresses together, so made-up addresses cannot flood the inbox', async () => {
    const { contact, storage } = app('firebase-hosting');
    for (let i = 0; i < FORM_RATE_LIMIT.allAddresses; i++) {
      const address = `10.${Math.floor(i / 250)}.${i % 250}.1`;
      expect((await contact({ 'fastly-client-ip': address }, i)).status).toBe(201);
    }
    expect(await contact({ 'fastly-client-ip': '198.51.100.200' })).toEqual({
      status: 429,
      message:
        'Er komen nu erg veel berichten binnen. Probeer het over een uur opnieuw of bel ons.',
    });
    await storage.close();
  });
});
