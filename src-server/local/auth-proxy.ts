import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import { createMiddleware } from 'hono/factory';
import { proxy } from 'hono/proxy';
import { exceedsJsonDepth, MAX_JSON_DEPTH } from '../body-limit';
import { ApiError } from '../errors';
import type { IssuedTokens } from './issued-tokens';

/**
 * The only Auth emulator endpoints the portal passes on: what the Firebase JS SDK calls to sign
 * in, refresh a token, read and update the own account, and reset a password. The emulator's
 * admin interface (project-wide account lists with passwords, `/emulator/*`) stays unreachable,
 * and so does sign-up: the portal creates every account itself (back-office, approved
 * applications, demo accounts).
 */
const ALLOWED = new Set([
  'POST /identitytoolkit.googleapis.com/v1/accounts:signInWithPassword',
  'POST /identitytoolkit.googleapis.com/v1/accounts:lookup',
  'POST /identitytoolkit.googleapis.com/v1/accounts:update',
  'POST /identitytoolkit.googleapis.com/v1/accounts:sendOobCode',
  'POST /identitytoolkit.googleapis.com/v1/accounts:resetPassword',
  'GET /identitytoolkit.googleapis.com/v2/recaptchaConfig',
  'POST /securetoken.googleapis.com/v1/token',
]);

/** The fields of an answer that carry an ID token (`access_token` is the same one on refresh). */
const TOKEN_FIELDS = ['idToken', 'id_token', 'access_token'];

/** What the SDK sends: JSON to identitytoolkit, a form to securetoken. Sign-in bodies are tiny. */
const BODY_TYPES = ['application/json', 'application/x-www-form-urlencoded'];
const MAX_BODY_BYTES = 64 * 1024;
/**
 * The request headers passed on. Not the browser's own (`Origin`, `Sec-Fetch-*`, cookies,
 * `Referer`): the emulator's guard refuses any request that looks like a web page's.
 */
const FORWARDED_HEADERS =
  /^(content-type|accept|accept-language|x-client-version|x-firebase-[a-z-]+)$/;

const refused = () =>
  new ApiError(403, 'geen_toegang', 'Dit deel van de inlogdienst is niet bereikbaar.');
const badRequest = () =>
  new ApiError(400, 'ongeldige_invoer', 'De aanvraag aan de inlogdienst is ongeldig.');
const upstreamFailed = () =>
  new ApiError(502, 'inlogdienst_fout', 'De inlogdienst gaf een fout. Probeer het opnieuw.');

export interface AuthProxyOptions {
  /** The emulator's address once it runs and the demo accounts exist; sign-in waits for it. */
  target: Promise<string>;
  allowedOrigins: string[];
  /** Learns every ID token passed on, so the local API accepts those and no forged ones. */
  issued?: IssuedTokens;
}

function recordTokens(answer: object, issued: IssuedTokens | undefined) {
  if (!issued) return;
  for (const field of TOKEN_FIELDS) {
    const value: unknown = Reflect.get(answer, field);
    if (typeof value === 'string') issued.record(value);
  }
}

/** The new password a password change (`accounts:update`) asks for, or null. */
function passwordOf(body: string): string | null {
  const request = jsonObject(body);
  const password: unknown = request ? Reflect.get(request, 'password') : undefined;
  return typeof password === 'string' && password ? password : null;
}

/**
 * After a password change the emulator answers a token that keeps the old sign-in's
 * `auth_time`, while it marks every token from before the change as revoked; firebase-admin
 * checks revocation against the emulator, so that token is refused whenever the sign-in lay in
 * an earlier second, and the user would be sent back to the login. Firebase itself starts a
 * new sign-in on a password change: so does the proxy, answering the fresh sign-in's tokens.
 */
async function signedInAgain(
  answer: object,
  password: string | null,
  emulator: string,
  search: string,
): Promise<object> {
  const email: unknown = Reflect.get(answer, 'email');
  if (!password || typeof email !== 'string' || !Reflect.has(answer, 'idToken')) return answer;
  try {
    const fresh = await fetch(
      `${emulator}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword${search}`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password, returnSecureToken: true }),
      },
    );
    if (!fresh.ok) return answer;
    const signedIn = jsonObject(await fresh.text());
    if (!signedIn) return answer;
    const tokens = ['idToken', 'refreshToken', 'expiresIn'].flatMap((field) => {
      const value: unknown = Reflect.get(signedIn, field);
      return typeof value === 'string' ? [[field, value] as const] : [];
    });
    return tokens.length === 3 ? { ...answer, ...Object.fromEntries(tokens) } : answer;
  } catch {
    return answer;
  }
}

/**
 * What the emulator tells about an account and the browser never gets: its `passwordHash`
 * holds the password in plain text (`fakeHash:salt=…:password=…`).
 */
const SECRET_FIELDS = ['passwordHash', 'salt', 'password'];

function withoutSecrets(answer: object): object {
  const strip = (record: object) =>
    Object.fromEntries(Object.entries(record).filter(([key]) => !SECRET_FIELDS.includes(key)));
  const users: unknown = Reflect.get(answer, 'users');
  return {
    ...strip(answer),
    ...(Array.isArray(users)
      ? {
          users: users.map((user: unknown) =>
            user && typeof user === 'object' ? strip(user) : user,
          ),
        }
      : {}),
  };
}

/** An answer's JSON object, or null when it is none. */
function jsonObject(text: string): object | null {
  try {
    const answer: unknown = JSON.parse(text);
    return answer && typeof answer === 'object' && !Array.isArray(answer) ? answer : null;
  } catch {
    return null;
  }
}

/**
 * A token refresh must name its grant and its refresh token: the emulator fails an empty form
 * with a 500, which would reach the browser as a 502.
 */
async function refreshFormIsValid(request: Request): Promise<boolean> {
  const form = new URLSearchParams(await request.clone().text());
  return form.get('grant_type') === 'refresh_token' && Boolean(form.get('refresh_token'));
}

export function authProxy({ target, allowedOrigins, issued }: AuthProxyOptions) {
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
    if (c.req.method === 'POST') {
      // Without a type the emulator answers 500; refuse here, in Dutch.
      const type = (c.req.header('content-type') ?? '').toLowerCase();
      if (!BODY_TYPES.some((allowed) => type.startsWith(allowed))) throw badRequest();
      if (url.pathname.startsWith('/securetoken.') && !(await refreshFormIsValid(c.req.raw))) {
        throw badRequest();
      }
      // The API's own depth rule (body-limit.ts): a nesting bomb never reaches the emulator.
      const json = type.startsWith('application/json');
      if (json && exceedsJsonDepth(await c.req.raw.clone().text(), MAX_JSON_DEPTH)) {
        throw badRequest();
      }
    }
    if (await unavailable) {
      throw new ApiError(503, 'inloggen_onbeschikbaar', 'Inloggen is nu niet mogelijk.');
    }
    // Only what the SDK's calls need: the emulator refuses browser traits (emulator-guard.ts).
    const headers = new Headers();
    for (const [name, value] of c.req.raw.headers) {
      if (FORWARDED_HEADERS.test(name)) headers.set(name, value);
    }
    const changedPassword =
      c.req.method === 'POST' && url.pathname.endsWith('/accounts:update')
        ? passwordOf(await c.req.raw.clone().text())
        : null;
    let upstream: Response;
    try {
      upstream = await proxy(`${await target}${url.pathname}${url.search}`, {
        raw: c.req.raw,
        headers,
      });
    } catch {
      throw upstreamFailed();
    }
    // The emulator's own failures never reach the browser as a 500 (nor its stack traces).
    if (upstream.status >= 500) throw upstreamFailed();
    const text = await upstream.text();
    const answered = jsonObject(text);
    const answer =
      answered && upstream.status === 200 && url.pathname.endsWith('/accounts:update')
        ? await signedInAgain(answered, changedPassword, `${await target}`, url.search)
        : answered;
    if (answer) recordTokens(answer, issued);
    // Only the type passes: the emulator allows every origin, and only the CORS middleware
    // above decides here.
    const type = upstream.headers.get('content-type') ?? 'application/json';
    const body = answer ? JSON.stringify(withoutSecrets(answer)) : text;
    return new Response(body, { status: upstream.status, headers: { 'content-type': type } });
  };
  const limit = bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: () => {
      throw new ApiError(413, 'te_groot', 'De aanvraag aan de inlogdienst is te groot.');
    },
  });
  const noStore = createMiddleware(async (c, next) => {
    await next();
    // Answers hold tokens and account data, refusals included: never in a cache.
    c.res.headers.set('cache-control', 'no-store');
  });
  return new Hono()
    .use('/identitytoolkit.googleapis.com/*', noStore)
    .use('/securetoken.googleapis.com/*', noStore)
    .use('/emulator/*', noStore)
    .use(
      cors({
        origin: (origin) => (allowedOrigins.includes(origin) ? origin : null),
        allowMethods: ['GET', 'POST'],
        maxAge: 600,
      }),
    )
    .use('/identitytoolkit.googleapis.com/*', limit)
    .use('/securetoken.googleapis.com/*', limit)
    .all('/identitytoolkit.googleapis.com/*', forward)
    .all('/securetoken.googleapis.com/*', forward)
    .all('/emulator/*', () => {
      throw refused();
    });
}
