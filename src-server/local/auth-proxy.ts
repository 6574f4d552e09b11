import { Hono, type Context } from 'hono';
import { cors } from 'hono/cors';
import { proxy } from 'hono/proxy';
import { ApiError } from '../errors';

/**
 * The only Auth emulator endpoints the portal passes on: what the Firebase JS SDK calls to sign
 * in, refresh a token, read and update the own account, and reset a password. The emulator's
 * admin interface (project-wide account lists with passwords, `/emulator/*`) stays unreachable.
 */
const ALLOWED = new Set([
  'POST /identitytoolkit.googleapis.com/v1/accounts:signInWithPassword',
  'POST /identitytoolkit.googleapis.com/v1/accounts:signUp',
  'POST /identitytoolkit.googleapis.com/v1/accounts:lookup',
  'POST /identitytoolkit.googleapis.com/v1/accounts:update',
  'POST /identitytoolkit.googleapis.com/v1/accounts:sendOobCode',
  'POST /identitytoolkit.googleapis.com/v1/accounts:resetPassword',
  'GET /identitytoolkit.googleapis.com/v2/recaptchaConfig',
  'POST /securetoken.googleapis.com/v1/token',
]);

const refused = () =>
  new ApiError(403, 'geen_toegang', 'Dit deel van de inlogdienst is niet bereikbaar.');

export interface AuthProxyOptions {
  /** The emulator's address once it runs and the demo accounts exist; sign-in waits for it. */
  target: Promise<string>;
  allowedOrigins: string[];
}

export function authProxy({ target, allowedOrigins }: AuthProxyOptions) {
  const unavailable = target.then(
    () => false,
    () => true,
  );
  const forward = async (c: Context) => {
    const origin = c.req.header('origin');
    if (origin && !allowedOrigins.includes(origin)) throw refused();
    // The SDK never sends one; `Bearer owner` is the emulator's admin key.
    if (c.req.header('authorization')) throw refused();
    const url = new URL(c.req.url);
    if (!ALLOWED.has(`${c.req.method} ${url.pathname}`)) {
      throw new ApiError(404, 'niet_gevonden', 'Deze pagina of gegevens bestaan niet.');
    }
    if (await unavailable) {
      throw new ApiError(503, 'inloggen_onbeschikbaar', 'Inloggen is nu niet mogelijk.');
    }
    const headers = new Headers(c.req.raw.headers);
    headers.delete('origin');
    headers.delete('cookie');
    const response = await proxy(`${await target}${url.pathname}${url.search}`, {
      raw: c.req.raw,
      headers,
    });
    // The emulator allows every origin; only the CORS middleware above decides here.
    for (const name of [...response.headers.keys()]) {
      if (name.startsWith('access-control-')) response.headers.delete(name);
    }
    return response;
  };
  return new Hono()
    .use(
      cors({
        origin: (origin) => (allowedOrigins.includes(origin) ? origin : null),
        allowMethods: ['GET', 'POST'],
        maxAge: 600,
      }),
    )
    .all('/identitytoolkit.googleapis.com/*', forward)
    .all('/securetoken.googleapis.com/*', forward)
    .all('/emulator/*', () => {
      throw refused();
    });
}
