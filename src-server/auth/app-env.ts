import type { AuthenticatedUser } from './verifier';

/** Hono's environment of every route: `requireUser` puts the signed-in user in it. */
export interface AppEnv {
  Variables: {
    user: AuthenticatedUser;
  };
}
