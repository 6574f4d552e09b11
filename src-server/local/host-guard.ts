import { createMiddleware } from 'hono/factory';
import { ApiError } from '../errors';

const LOOPBACK_NAMES = ['127.0.0.1', 'localhost', '[::1]'];

/**
 * The `Host` values the local portal answers: its own loopback names with its port, and the
 * loopback `http:` origins it serves besides its own (Vite's dev server proxies with its own
 * Host, `localhost:5173`). Origins of other schemes (the desktop app's `app://`) send the
 * portal's own Host.
 */
export function loopbackHosts(port: number, extraOrigins: string[] = []): string[] {
  const hosts = LOOPBACK_NAMES.map((name) => `${name}:${port}`);
  for (const origin of extraOrigins) {
    try {
      const url = new URL(origin);
      if (url.protocol === 'http:' && LOOPBACK_NAMES.includes(url.hostname)) hosts.push(url.host);
    } catch {
      // not a URL: nothing to add
    }
  }
  return hosts;
}

/**
 * Refuses every request whose `Host` is not one of `hosts` with 421. A web page that points
 * its own name at 127.0.0.1 (DNS rebinding) reaches the portal as a same-origin page; its
 * requests still carry its own name in `Host`, so they end here. Only the local portal uses
 * this: production runs behind Firebase Hosting, which sets its own Host.
 */
export function requireLoopbackHost(hosts: string[]) {
  const allowed = new Set(hosts.map((host) => host.toLowerCase()));
  return createMiddleware(async (c, next) => {
    const host = (c.req.header('host') ?? '').toLowerCase();
    if (!allowed.has(host)) {
      throw new ApiError(
        421,
        'verkeerd_adres',
        'Deze aanvraag is niet voor dit adres bedoeld. Open het portaal via zijn eigen adres.',
      );
    }
    await next();
  });
}
