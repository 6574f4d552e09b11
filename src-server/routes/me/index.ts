import { Hono } from 'hono';
import { pageQuerySchema } from '@shared/schemas/page';
import { profileUpdateSchema } from '@shared/schemas/profile';
import { updateOwnProfile } from '../../account/update-profile';
import { requireUser } from '../../auth/require-user';
import type { AppDeps, AppEnv } from '../../env';
import { apiErrors } from '../../errors';
import { firmPointsOf } from '../../collections/company-points';
import { toProfileResponse, users } from '../../collections/users';
import { companyOfRecord } from '../../policy/access';
import { firmPointsPage } from '../../points/points';
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
      const firm = await firmPointsOf(storage, companyOfRecord(profile, user.uid));
      return c.json(toProfileResponse(profile, user.email, firm.balance));
    })
    .patch('/', validate('json', profileUpdateSchema), async (c) =>
      c.json(await updateOwnProfile(storage, c.get('user'), c.req.valid('json'))),
    )
    .get('/points', validate('query', pageQuerySchema), async (c) => {
      const user = c.get('user');
      const profile = await users.on(storage).get(user.uid);
      if (!profile) throw apiErrors.profileNotFound();
      // The firm's points: the balance travels with every page of its ledger, so the two are
      // never out of step; each entry names the member who earned or spent it.
      const companyId = companyOfRecord(profile, user.uid);
      return c.json(await firmPointsPage(storage, companyId, c.req.valid('query')));
    });
}
