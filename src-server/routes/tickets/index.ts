import { Hono } from 'hono';
import { pageQuerySchema } from '@shared/schemas/page';
import {
  newTicketSchema,
  ticketReplySchema,
  ticketStatusChangeSchema,
} from '@shared/schemas/support';
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
import { reserveUpload, takeDailyQuota, withUploadQuota } from '../../quotas';
import { validate } from '../../validate';
import { attachmentResponse } from './attachment-response';
import { messageBodyLimit, readMessageForm } from './message-form';

/** The signed-in user's own support questions. */
export function ticketRoutes(deps: AppDeps) {
  const { storage, auth } = deps;
  return new Hono<AppEnv>()
    .use(requireUser(auth))
    .get('/', validate('query', pageQuerySchema), async (c) =>
      c.json(await listTickets(storage, { uid: c.get('user').uid }, c.req.valid('query'))),
    )
    .get('/unread', async (c) => c.json({ count: await unreadAnswers(storage, c.get('user').uid) }))
    .post('/', messageBodyLimit, async (c) => {
      const uid = c.get('user').uid;
      const quota = await reserveUpload(storage, deps.clock, uid, c);
      const ticket = await withUploadQuota(quota, async () => {
        const { fields, uploads } = await readMessageForm(c, newTicketSchema);
        await takeDailyQuota(storage, deps.clock, uid, 'tickets');
        return { result: await createTicket(deps, uid, fields, uploads), files: uploads };
      });
      return c.json(ticket, 201);
    })
    .get('/:id', async (c) =>
      c.json(await openOwnTicket(storage, c.get('user').uid, c.req.param('id'))),
    )
    .post('/:id/messages', messageBodyLimit, async (c) => {
      const author = { kind: 'user', uid: c.get('user').uid } as const;
      const quota = await reserveUpload(storage, deps.clock, author.uid, c);
      const message = await withUploadQuota(quota, async () => {
        const { fields, uploads } = await readMessageForm(c, ticketReplySchema);
        const result = await replyToTicket(deps, c.req.param('id'), author, fields.body, uploads);
        return { result, files: uploads };
      });
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
