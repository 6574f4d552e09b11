import { Hono } from 'hono';
import {
  companyDetailsInputSchema,
  inviteColleagueSchema,
  mailRoutingSchema,
  memberChangeSchema,
} from '@shared/schemas/company';
import { requireProfile } from '../../auth/require-profile';
import { requireUser } from '../../auth/require-user';
import {
  changeMember,
  companyOverview,
  inviteColleague,
  removeMember,
} from '../../company/colleagues';
import { updateCompanyDetails, updateMailRouting } from '../../company/company-details';
import type { AppDeps, AppEnv } from '../../env';
import { validate } from '../../validate';
import { passwordLink } from '../admin/guard';

/**
 * `/bedrijf`: the member's company (its record edited by eigenaar and inkoper), and its
 * colleagues and who gets which e-mail, managed by an eigenaar.
 */
export function companyRoutes({ storage, auth, clock, accounts, portalUrl }: AppDeps) {
  return new Hono<AppEnv>()
    .use(requireUser(auth))
    .use(requireProfile(storage))
    .get('/', async (c) => c.json(await companyOverview(storage, c.get('user').uid)))
    .put('/', validate('json', companyDetailsInputSchema), async (c) =>
      c.json(await updateCompanyDetails(storage, clock, c.get('user').uid, c.req.valid('json'))),
    )
    .put('/mail', validate('json', mailRoutingSchema), async (c) =>
      c.json(await updateMailRouting(storage, clock, c.get('user').uid, c.req.valid('json'))),
    )
    .post('/members', validate('json', inviteColleagueSchema), async (c) => {
      const { member, resetCode } = await inviteColleague(
        storage,
        accounts,
        clock,
        c.get('user').uid,
        c.req.valid('json'),
      );
      return c.json({ member, passwordLink: passwordLink(c, resetCode, portalUrl) }, 201);
    })
    .patch('/members/:id', validate('json', memberChangeSchema), async (c) =>
      c.json(
        await changeMember(storage, c.get('user').uid, c.req.param('id'), c.req.valid('json')),
      ),
    )
    .delete('/members/:id', async (c) => {
      await removeMember(storage, accounts, clock, c.get('user').uid, c.req.param('id'));
      return c.body(null, 204);
    });
}
