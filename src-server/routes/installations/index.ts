import { Hono } from 'hono';
import { requireProfile } from '../../auth/require-profile';
import { requireUser } from '../../auth/require-user';
import { maintenanceDue } from '../../clients/maintenance-due';
import type { AppDeps, AppEnv } from '../../env';

/** The company's installations across its clients. */
export function installationRoutes({ storage, auth, clock }: AppDeps) {
  return new Hono<AppEnv>()
    .use(requireUser(auth))
    .use(requireProfile(storage))
    .get('/maintenance-due', async (c) =>
      c.json({ items: await maintenanceDue(storage, clock, c.get('user').uid) }),
    );
}
