import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { ApiError, apiErrors } from '../errors';
import type { AppEnv } from './app-env';
import type { AuthVerifier } from './verifier';

/** Lets a request through only with a valid `Authorization: Bearer <Firebase ID token>`. */
export function requireUser(auth: AuthVerifier) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const header = c.req.header('authorization') ?? '';
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match?.[1]) throw apiErrors.unauthenticated();
    try {
      c.set('user', await auth.verifyIdToken(match[1]));
    } catch (error) {
      // A valid sign-in the portal refuses (a removed colleague) keeps its own answer.
      if (error instanceof ApiError) throw error;
      throw apiErrors.unauthenticated();
    }
    await next();
  });
}

/** The uid of the signed-in user, on a route behind `requireUser`. */
export const uidOf = (c: Context<AppEnv>): string => c.get('user').uid;
