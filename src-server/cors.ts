import { createMiddleware } from 'hono/factory';

export interface CorsOptions {
  /** The origins that may read answers (the desktop app's `app://warmteportaal`, the portal). */
  allowedOrigins: readonly string[];
  allowHeaders: readonly string[];
  allowMethods: readonly string[];
  /** How long a browser may keep a preflight's answer, in seconds. */
  maxAge: number;
}

/**
 * CORS for the API, with what `hono/cors` does for our options, but its headers go on the
 * answer's own `Headers`. `hono/cors` appends `Vary: Origin` with `c.header()` after the
 * route answered, and that turns a finished answer into a stream: on the node server a
 * second copy of every body, 28 % of the main thread's time for a cached catalogue page.
 */
export function cors({ allowedOrigins, allowHeaders, allowMethods, maxAge }: CorsOptions) {
  const allowed = new Set(allowedOrigins);
  const methods = allowMethods.join(',');
  const headers = allowHeaders.join(',');
  return createMiddleware(async (c, next) => {
    const origin = c.req.header('origin');
    const allowOrigin = origin !== undefined && allowed.has(origin) ? origin : undefined;
    if (c.req.method === 'OPTIONS') {
      const answer = new Headers({
        Vary: 'Origin, Access-Control-Request-Headers',
        'Access-Control-Max-Age': String(maxAge),
        'Access-Control-Allow-Methods': methods,
        'Access-Control-Allow-Headers': headers,
      });
      if (allowOrigin) answer.set('Access-Control-Allow-Origin', allowOrigin);
      return new Response(null, { status: 204, statusText: 'No Content', headers: answer });
    }
    await next();
    // On the answer's own headers: no route answers with a fetch() Response or
    // Response.redirect(), whose headers could not be changed (security-headers.ts does the same).
    if (allowOrigin) c.res.headers.set('Access-Control-Allow-Origin', allowOrigin);
    c.res.headers.append('Vary', 'Origin');
  });
}
