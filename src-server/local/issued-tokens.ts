import { createHash } from 'node:crypto';
import { appendFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import type { AuthVerifier } from '../auth/verifier';
import type { Clock } from '../env';

/**
 * The ID tokens the local portal handed out. The Auth emulator signs nothing (`alg: none`), and
 * firebase-admin accepts such tokens whenever FIREBASE_AUTH_EMULATOR_HOST is set: anyone could
 * write one naming an admin. Every sign-in, refresh and password change passes the portal's
 * auth proxy, which records a SHA-256 of each ID token it passes on with the token's expiry;
 * the local API accepts only recorded tokens.
 *
 * With `file`, the record survives a restart of the portal (the Firebase SDK keeps using its
 * token until it expires): one line per token, `hash expiry`, compacted on every start. The
 * file holds hashes only, so reading it gives no token.
 */
export interface IssuedTokens {
  record(idToken: string): void;
  has(idToken: string): boolean;
}

const hash = (token: string) => createHash('sha256').update(token).digest('hex');

/** The `exp` claim in milliseconds, or null when the text is no JWT with one. */
export function tokenExpiry(idToken: string): number | null {
  const payload = idToken.split('.')[1];
  if (!payload) return null;
  try {
    const claims: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    if (claims && typeof claims === 'object' && 'exp' in claims) {
      const { exp } = claims;
      if (typeof exp === 'number' && Number.isFinite(exp)) return exp * 1000;
    }
  } catch {
    // not a JWT
  }
  return null;
}

export function createIssuedTokens(options: { clock: Clock; file?: string }): IssuedTokens {
  const { clock, file } = options;
  const expiries = new Map<string, number>();
  const now = () => clock.now().getTime();

  if (file && existsSync(file)) {
    for (const line of readFileSync(file, 'utf8').split('\n')) {
      const [digest, expiry] = line.split(' ');
      const at = Number(expiry);
      if (digest && /^[0-9a-f]{64}$/.test(digest) && at > now()) expiries.set(digest, at);
    }
  }
  const lines = () => [...expiries].map(([digest, at]) => `${digest} ${at}\n`).join('');
  if (file) writeFileSync(file, lines(), { mode: 0o600 });

  let sinceSweep = 0;
  return {
    record(idToken) {
      const at = tokenExpiry(idToken);
      if (at === null || at <= now()) return;
      const digest = hash(idToken);
      expiries.set(digest, at);
      if (file) appendFileSync(file, `${digest} ${at}\n`, { mode: 0o600 });
      // Tokens live an hour: now and then forget the expired ones.
      if (++sinceSweep >= 1000) {
        sinceSweep = 0;
        for (const [key, expiry] of expiries) if (expiry <= now()) expiries.delete(key);
        if (file) writeFileSync(file, lines(), { mode: 0o600 });
      }
    },
    has(idToken) {
      const at = expiries.get(hash(idToken));
      return at !== undefined && at > now();
    },
  };
}

/** Checks a token as `inner` does, but only when the portal itself handed it out. */
export function onlyIssuedTokens(inner: AuthVerifier, issued: IssuedTokens): AuthVerifier {
  return {
    async verifyIdToken(token) {
      if (!issued.has(token)) throw new Error('Dit token is niet door dit portaal uitgegeven.');
      return inner.verifyIdToken(token);
    },
  };
}
