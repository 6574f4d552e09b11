import { Hono } from 'hono';
import { pageQuerySchema } from '@shared/schemas/page';
import {
  newTicketSchema,
  ticketReplySchema,
  ticketStatusChangeSchema,
} from '@shared/schemas/support';
import { requireProfile } from '../../auth/require-profile';
import { requireUser } from '../../auth/require-user';
import type { AppDeps, AppEnv } from '../../env';
import {
  attachmentOf,
  createTicket,
  listTickets,
  openOwnTicket,
  replyToTicket,
  setTicketStatus,
  unreadAnswers,
} from '../../support/tickets';
import { settleUpload, takeDailyQuota, uploadQuota } from '../../quotas';
import { validate } from '../../validate';
import { attachmentResponse } from './attachment-response';
import { messageBodyLimit, readMessageForm } from './message-form';

/** The signed-in user's own support questions. */
export function ticketRoutes(deps: AppDeps) {
  const { storage, auth } = deps;
  return new Hono<AppEnv>()
    .use(requireUser(auth))
    .use(requireProfile(storage))
    .get('/', validate('query', pageQuerySchema), async (c) =>
      c.json(await listTickets(storage, { uid: c.get('user').uid }, c.req.valid('query'))),
    )
    .get('/unread', async (c) => c.json({ count: await unreadAnswers(storage, c.get('user').uid) }))
    .post('/', uploadQuota(storage, deps.clock), messageBodyLimit, async (c) => {
      const uid = c.get('user').uid;
      const { fields, uploads } = await readMessageForm(c, newTicketSchema);
      await takeDailyQuota(storage, deps.clock, uid, 'tickets');
      const ticket = await createTicket(deps, uid, fields, uploads);
      await settleUpload(c, uploads);
      return c.json(ticket, 201);
    })
    .get('/:id', async (c) =>
      c.json(await openOwnTicket(storage, c.get('user').uid, c.req.param('id'))),
    )
    .post('/:id/messages', uploadQuota(storage, deps.clock), messageBodyLimit, async (c) => {
      const { fields, uploads } = await readMessageForm(c, ticketReplySchema);
      const author = { kind: 'user', uid: c.get('user').uid } as const;
      const message = await replyToTicket(deps, c.req.param('id'), author, fields.body, uploads);
      await settleUpload(c, uploads);
      return c.json(message, 201);
    })
    .patch('/:id/status', validate('json', ticketStatusChangeSchema), async (c) => {
      const author = { kind: 'user', uid: c.get('user').uid } as const;
      return c.json(
        await setTicketStatus(deps, c.req.param('id'), author, c.req.valid('json').status),
      );
    })
    .get('/:id/attachments/:attachmentId', async (c) =>
      attachmentResponse(
        c,
        await attachmentOf(deps, c.req.param('id'), c.req.param('attachmentId'), c.get('user').uid),
      ),
    );
}
