import { Hono } from 'hono';
import { pageQuerySchema } from '@shared/schemas/page';
import { ticketListQuerySchema } from '@shared/schemas/support';
import { requireAdmin } from '../../policy/require-admin';
import { requireUser, uidOf } from '../../auth/require-user';
import type { AppDeps, AppEnv } from '../../env';
import { listTickets, ticketForSupport } from '../../support/tickets';
import { validate } from '../../validate';
import { postReply } from '../tickets/message-form';
import { ticketThreadRoutes } from '../tickets/thread-routes';

/** Support's side of the tickets: every user's questions, answered in the back-office. */
export function adminTicketRoutes(deps: AppDeps) {
  const { storage, auth } = deps;
  return new Hono<AppEnv>()
    .use(requireUser(auth))
    .use(requireAdmin(storage))
    .get('/', validate('query', pageQuerySchema.extend(ticketListQuerySchema.shape)), async (c) => {
      const { status, ...page } = c.req.valid('query');
      return c.json(await listTickets(storage, { status }, page));
    })
    .get('/:id', async (c) => c.json(await ticketForSupport(storage, c.req.param('id'))))
    .post('/:id/messages', async (c) =>
      c.json(await postReply(c, deps, { kind: 'support', uid: uidOf(c) }), 201),
    )
    .route('/', ticketThreadRoutes(deps, 'support'));
}
