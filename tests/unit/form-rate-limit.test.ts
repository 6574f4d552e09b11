import { describe, expect, it } from 'vitest';
import { FORM_RATE_LIMIT } from '../../src-server/admin/rate-limit';
import type { AppDeps } from '../../src-server/env';
import { memoryApp } from './memory-app';

function app(behindProxy?: AppDeps['behindProxy']) {
  const { app: api, storage } = memoryApp(behindProxy ? { behindProxy } : {});
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

  it("past the form's volume gets stricter per network but never locks genuine visitors out", async () => {
    const { contact, storage } = app({ hops: 2 });
    // A bot filling the honeypot from many addresses does not use up the volume.
    for (let i = 0; i < 20; i++) {
      expect((await contact(via(`10.9.${i}.1`), i, 'spam.example')).status).toBe(201);
    }
    // A flood from rotating addresses fills the form's volume for the hour...
    for (let i = 0; i < FORM_RATE_LIMIT.allAddresses; i++) {
      const address = `10.${Math.floor(i / 250)}.${i % 250}.1`;
      expect((await contact(via(address), i)).status).toBe(201);
    }
    // ...then each network gets one more: the flood's networks are stopped after that.
    expect((await contact(via('10.0.7.99'))).status).toBe(201);
    expect(await contact(via('10.0.7.100'))).toEqual({
      status: 429,
      message:
        'Er komen nu erg veel berichten binnen, ook uit jouw netwerk. Probeer het over een uur opnieuw of bel ons.',
    });
    // A genuine visitor from elsewhere still gets through (on main this was a 429).
    expect((await contact(via('198.51.100.200'))).status).toBe(201);
    expect((await contact(via('2001:db8:77:1::5'))).status).toBe(201);
    await storage.close();
  });

  it('counts an IPv6 client per /64, however it rotates inside it', async () => {
    const { contact, storage } = app({ hops: 2 });
    const statuses: number[] = [];
    for (let i = 0; i <= FORM_RATE_LIMIT.max + 5; i++) {
      statuses.push((await contact(via(`2001:db8:1:2:${i.toString(16)}::${i + 1}`), i)).status);
    }
    expect(statuses).toEqual([
      ...Array<number>(FORM_RATE_LIMIT.max).fill(201),
      ...Array<number>(6).fill(429),
    ]);
    // The same /64 written differently, or as a full address, is the same client.
    expect((await contact(via('2001:0db8:0001:0002:ffff:ffff:ffff:ffff'))).status).toBe(429);
    // The neighbouring /64 is someone else.
    expect((await contact(via('2001:db8:1:3::1'))).status).toBe(201);
    await storage.close();
  });

  describe('the trusted-proxy rule behind Hosting', () => {
    const fill = async (
      contact: ReturnType<typeof app>['contact'],
      headers: (i: number) => Record<string, string>,
    ) => {
      const statuses: number[] = [];
      for (let i = 0; i <= FORM_RATE_LIMIT.max; i++)
        statuses.push((await contact(headers(i), i)).status);
      return statuses;
    };
    const stopped = [...Array<number>(FORM_RATE_LIMIT.max).fill(201), 429];

    it('through Hosting (two entries appended) a forged entry never counts', async () => {
      const { contact, storage } = app({ hops: 2 });
      // Fastly's and Google's front-end addresses as the last hop.
      expect(
        await fill(contact, (i) => ({
          'x-forwarded-for': `${i}.6.6.6, 203.0.113.9, ${i % 2 ? '151.101.2.3' : '35.191.8.1'}`,
        })),
      ).toEqual(stopped);
      await storage.close();
    });

    it('straight to the function URL (one entry appended) a forged entry never counts', async () => {
      const { contact, storage } = app({ hops: 2 });
      // On main the forged entry was taken as the client: 25 of 25 accepted.
      expect(
        await fill(contact, (i) => ({ 'x-forwarded-for': `198.18.${i}.1, 203.0.113.10` })),
      ).toEqual(stopped);
      // Nor does a forged entry that looks like a trusted proxy.
      expect(
        (await contact({ 'x-forwarded-for': '198.18.99.1, 151.101.2.3, 203.0.113.10' })).status,
      ).toBe(429);
      await storage.close();
    });

    it('a deployment can name its own proxies', async () => {
      const { contact, storage } = app({ hops: 2, trustedProxies: ['192.0.2.0/24'] });
      expect(
        await fill(contact, (i) => ({
          'x-forwarded-for': `198.18.${i}.1, 203.0.113.11, 192.0.2.1`,
        })),
      ).toEqual(stopped);
      // Hosting's default ranges are then just clients.
      expect((await contact({ 'x-forwarded-for': '203.0.113.11, 151.101.2.3' })).status).toBe(201);
      await storage.close();
    });
  });
});
