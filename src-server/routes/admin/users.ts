import { Hono } from 'hono';
import {
  adminUserQuerySchema,
  createUserSchema,
  pointsAdjustmentSchema,
  userPatchSchema,
} from '@shared/schemas/admin/users';
import { pageQuerySchema } from '@shared/schemas/page';
import {
  adjustPoints,
  createUser,
  getUser,
  listUsers,
  pointsOf,
  updateUser,
} from '../../admin/users';
import type { AppDeps, AppEnv } from '../../env';
import { mailAfter } from '../../notify/hooks';
import { validate } from '../../validate';
import { filtersAndPage, listQuery } from '../paged';
import { actorOf, idParam, passwordLink } from './guard';

export function adminUserRoutes({ storage, clock, accounts, portalUrl }: AppDeps) {
  return new Hono<AppEnv>()
    .get('/', listQuery(adminUserQuerySchema), async (c) =>
      c.json(await listUsers(storage, ...filtersAndPage(c.req.valid('query')))),
    )
    .post('/', validate('json', createUserSchema), async (c) => {
      const { user, resetCode } = await createUser(
        storage,
        accounts,
        clock,
        actorOf(c),
        c.req.valid('json'),
      ).then(mailAfter.userCreated({ storage, clock }));
      return c.json({ user, passwordLink: passwordLink(c, resetCode, portalUrl) }, 201);
    })
    .get('/:id', async (c) => c.json(await getUser(storage, idParam(c))))
    .get('/:id/punten', validate('query', pageQuerySchema), async (c) =>
      c.json(await pointsOf(storage, idParam(c), c.req.valid('query'))),
    )
    .patch('/:id', validate('json', userPatchSchema), async (c) =>
      c.json(await updateUser(storage, clock, actorOf(c), idParam(c), c.req.valid('json'))),
    )
    .post('/:id/punten', validate('json', pointsAdjustmentSchema), async (c) =>
      c.json(await adjustPoints(storage, clock, actorOf(c), idParam(c), c.req.valid('json'))),
    );
}
