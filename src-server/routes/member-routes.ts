import { Hono } from 'hono';
import { requireProfile } from '../auth/require-profile';
import { requireUser } from '../auth/require-user';
import type { AppDeps, AppEnv } from '../env';

/** The sub-app every member route sits in: a signed-in user with a profile. */
export function memberRoutes({ storage, auth }: Pick<AppDeps, 'storage' | 'auth'>) {
  return new Hono<AppEnv>().use(requireUser(auth)).use(requireProfile(storage));
}
