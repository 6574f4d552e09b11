import { createMiddleware } from 'hono/factory';
import { roleOf, users } from '../collections/users';
import type { AppEnv } from '../auth/app-env';
import { ApiError } from '../errors';
import type { Storage } from '../storage/port';

/** Lets only admins through; the role comes from the stored profile, never from the client. */
export function requireAdmin(storage: Storage) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const profile = await users.on(storage).get(c.get('user').uid);
    if (!profile || roleOf(profile) !== 'admin') {
      throw new ApiError(403, 'geen_toegang', 'Alleen beheerders mogen dit doen.');
    }
    await next();
  });
}
