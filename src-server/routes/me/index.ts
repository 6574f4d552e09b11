import { Hono } from 'hono';
import { pageQuerySchema } from '@shared/schemas/page';
import { profileUpdateSchema } from '@shared/schemas/profile';
import { updateOwnProfile } from '../../account/update-profile';
import { requireUser } from '../../auth/require-user';
import type { AppDeps, AppEnv } from '../../env';
import { apiErrors } from '../../errors';
import { rewardPointsOf, toProfileResponse, users } from '../../collections/users';
import { ledgerPageOf } from '../../points/points';
import { validate } from '../../validate';

/** The signed-in user's own profile, from users/{uid}. */
export function meRoutes({ storage, auth }: AppDeps) {
  return new Hono<AppEnv>()
    .use(requireUser(auth))
    .get('/', async (c) => {
      const user = c.get('user');
      const profile = await users.on(storage).get(user.uid);
      if (!profile) throw apiErrors.profileNotFound();
      // The first visit after signing in: an invitation is accepted, its address is kept.
      if (profile.invitedAt) await users.on(storage).update(user.uid, { invitedAt: null });
      return c.json(toProfileResponse(profile, user.email));
    })
    .patch('/', validate('json', profileUpdateSchema), async (c) =>
      c.json(await updateOwnProfile(storage, c.get('user'), c.req.valid('json'))),
    )
    .get('/points', validate('query', pageQuerySchema), async (c) => {
      const user = c.get('user');
      const profile = await users.on(storage).get(user.uid);
      if (!profile) throw apiErrors.profileNotFound();
      // The balance travels with every page of the ledger, so the two are never out of step.
      const balance = rewardPointsOf(profile);
      return c.json({ balance, ...(await ledgerPageOf(storage, user.uid, c.req.valid('query'))) });
    });
}
