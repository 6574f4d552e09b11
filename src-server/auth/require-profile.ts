import { createMiddleware } from 'hono/factory';
import { users } from '../collections/users';
import type { AppEnv } from './app-env';
import { ApiError } from '../errors';
import type { Storage } from '../storage/port';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Lets a write (any method but GET, HEAD and OPTIONS) through only for an account with a
 * profile in users/{uid}: one the portal created or approved. A bare sign-in account (made at
 * the Auth emulator or left over in Firebase) may look, never fill the disk. Goes after
 * `requireUser`.
 */
export function requireProfile(storage: Storage) {
  return createMiddleware<AppEnv>(async (c, next) => {
    if (!READS.has(c.req.method)) {
      const profile = await users.on(storage).get(c.get('user').uid);
      if (!profile) {
        throw new ApiError(
          403,
          'geen_profiel',
          'Je account heeft nog geen profiel bij Warmteportaal, dus je kunt hier niets opslaan. ' +
            'Neem contact op met Warmteportaal.',
        );
      }
    }
    await next();
  });
}
