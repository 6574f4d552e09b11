import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './app-env';
import { ApiError } from '../errors';
import { COLLECTIONS } from '../records';
import type { Storage } from '../storage/port';

/** Lets only admins through; the role comes from the stored profile, never from the client. */
export function requireAdmin(storage: Storage) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const profile = await storage.get(COLLECTIONS.users, c.get('user').uid);
    if (profile?.role !== 'admin') {
      throw new ApiError(403, 'geen_toegang', 'Alleen beheerders mogen dit doen.');
    }
    await next();
  });
}
