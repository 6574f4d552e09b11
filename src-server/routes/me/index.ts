import { Hono } from 'hono';
import { pageQuerySchema } from '@shared/schemas/page';
import { profileUpdateSchema } from '@shared/schemas/profile';
import { updateOwnProfile } from '../../account/update-profile';
import { requireUser } from '../../auth/require-user';
import type { AppDeps, AppEnv } from '../../env';
import { apiErrors } from '../../errors';
import { COLLECTIONS, toProfileResponse } from '../../records';
import { ledgerPageOf } from '../../shop/points';
import { validate } from '../../validate';

/** The signed-in user's own profile, from users/{uid}. */
export function meRoutes({ storage, auth }: AppDeps) {
  return new Hono<AppEnv>()
    .use(requireUser(auth))
    .get('/', async (c) => {
      const user = c.get('user');
      const data = await storage.get(COLLECTIONS.users, user.uid);
      if (!data) throw apiErrors.profileNotFound();
      return c.json(toProfileResponse(user.uid, user.email, data));
    })
    .patch('/', validate('json', profileUpdateSchema), async (c) =>
      c.json(await updateOwnProfile(storage, c.get('user'), c.req.valid('json'))),
    )
    .get('/points', validate('query', pageQuerySchema), async (c) => {
      const user = c.get('user');
      const data = await storage.get(COLLECTIONS.users, user.uid);
      if (!data) throw apiErrors.profileNotFound();
      // The balance travels with every page of the ledger, so the two are never out of step.
      const balance = typeof data.rewardPoints === 'number' ? data.rewardPoints : 0;
      return c.json({ balance, ...(await ledgerPageOf(storage, user.uid, c.req.valid('query'))) });
    });
}
