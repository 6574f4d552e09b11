import { Hono } from 'hono';
import {
  applicationQuerySchema,
  approveApplicationSchema,
  markReadSchema,
  messageQuerySchema,
  rejectApplicationSchema,
} from '@shared/schemas/admin/inbox';
import {
  approveApplication,
  listApplications,
  listMessages,
  markMessage,
  rejectApplication,
} from '../../admin/inbox';
import type { AppDeps, AppEnv } from '../../env';
import { validate } from '../../validate';
import { filtersAndPage, listQuery } from '../paged';
import { actorOf, idParam, passwordLink } from './guard';

/** Dealer applications and contact messages from the public forms. */
export function adminInboxRoutes({ storage, clock, accounts, portalUrl }: AppDeps) {
  return new Hono<AppEnv>()
    .get('/applications', listQuery(applicationQuerySchema), async (c) =>
      c.json(await listApplications(storage, ...filtersAndPage(c.req.valid('query')))),
    )
    .post('/applications/:id/approve', validate('json', approveApplicationSchema), async (c) => {
      const { application, resetCode } = await approveApplication(
        storage,
        accounts,
        clock,
        actorOf(c),
        idParam(c),
        c.req.valid('json').discount,
      );
      return c.json({ application, passwordLink: passwordLink(c, resetCode, portalUrl) });
    })
    .post('/applications/:id/reject', validate('json', rejectApplicationSchema), async (c) =>
      c.json(
        await rejectApplication(storage, clock, actorOf(c), idParam(c), c.req.valid('json').reason),
      ),
    )
    .get('/messages', listQuery(messageQuerySchema), async (c) =>
      c.json(await listMessages(storage, ...filtersAndPage(c.req.valid('query')))),
    )
    .patch('/messages/:id', validate('json', markReadSchema), async (c) =>
      c.json(await markMessage(storage, clock, actorOf(c), idParam(c), c.req.valid('json').read)),
    );
}
