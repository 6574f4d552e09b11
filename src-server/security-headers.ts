import { createMiddleware } from 'hono/factory';

/**
 * Security headers on every answer of the portal and the API. Production serves the same
 * values from firebase.json (Hosting headers); keep the two in step.
 */
export const SECURITY_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  // Only frame-ancestors: the page's full policy is in the built HTML (see src-shared/security).
  'Content-Security-Policy': "frame-ancestors 'none'",
  'Referrer-Policy': 'strict-origin-when-cross-origin',
} as const;

/** API answers hold personal data (profiles, prices, orders) unless a route says otherwise. */
export const API_CACHE_CONTROL = 'no-store';

export const securityHeaders = (options: { api: boolean }) =>
  createMiddleware(async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
      if (!c.res.headers.has(name)) c.res.headers.set(name, value);
    }
    if (options.api && !c.res.headers.has('Cache-Control')) {
      c.res.headers.set('Cache-Control', API_CACHE_CONTROL);
    }
  });
