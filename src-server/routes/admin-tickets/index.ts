import { Hono } from 'hono';
import { pageQuerySchema } from '@shared/schemas/page';
import { ticketListQuerySchema, ticketStatusChangeSchema } from '@shared/schemas/support';
import { requireAdmin } from '../../policy/require-admin';
import { requireUser, uidOf } from '../../auth/require-user';
import type { AppDeps, AppEnv } from '../../env';
import {
  attachmentOf,
  listTickets,
  setTicketStatus,
  ticketForSupport,
} from '../../support/tickets';
import { validate } from '../../validate';
import { attachmentResponse } from '../tickets/attachment-response';
import { postReply } from '../tickets/message-form';

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
    .patch('/:id/status', validate('json', ticketStatusChangeSchema), async (c) => {
      const { status } = c.req.valid('json');
      const author = { kind: 'support', uid: uidOf(c) } as const;
      return c.json(await setTicketStatus(deps, c.req.param('id'), author, status));
    })
    .get('/:id/attachments/:attachmentId', async (c) =>
      attachmentResponse(
        c,
        await attachmentOf(deps, c.req.param('id'), c.req.param('attachmentId')),
      ),
    );
}
