import { randomUUID } from 'node:crypto';
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
  checkTicketAccess,
  createTicket,
  listTickets,
  openOwnTicket,
  replyToTicket,
  setTicketStatus,
  ticketCompanyOf,
  unreadAnswers,
} from '../../support/tickets';
import { settleUpload, takeDailyQuota, uploadQuota } from '../../quotas';
import { validate } from '../../validate';
import { attachmentResponse } from './attachment-response';
import { keepOrDiscard, readMessageForm } from './message-form';

/** The support questions of the signed-in member's company. */
export function ticketRoutes(deps: AppDeps) {
  const { storage, auth } = deps;
  return new Hono<AppEnv>()
    .use(requireUser(auth))
    .use(requireProfile(storage))
    .get('/', validate('query', pageQuerySchema), async (c) =>
      c.json(
        await listTickets(
          storage,
          { companyId: await ticketCompanyOf(storage, c.get('user').uid) },
          c.req.valid('query'),
        ),
      ),
    )
    .get('/unread', async (c) => c.json({ count: await unreadAnswers(storage, c.get('user').uid) }))
    .post('/', uploadQuota(storage, deps.clock), async (c) => {
      const uid = c.get('user').uid;
      const id = randomUUID();
      const form = await readMessageForm(c, newTicketSchema, deps.files, id);
      const ticket = await keepOrDiscard(form, async () => {
        await takeDailyQuota(storage, deps.clock, uid, 'tickets');
        return createTicket(deps, uid, form.fields, form.attachments, id);
      });
      await settleUpload(c, form.attachments);
      return c.json(ticket, 201);
    })
    .get('/:id', async (c) =>
      c.json(await openOwnTicket(storage, c.get('user').uid, c.req.param('id'))),
    )
    .post('/:id/messages', uploadQuota(storage, deps.clock), async (c) => {
      const id = c.req.param('id');
      const author = { kind: 'user', uid: c.get('user').uid } as const;
      await checkTicketAccess(storage, id, author);
      const form = await readMessageForm(c, ticketReplySchema, deps.files, id);
      const message = await keepOrDiscard(form, () =>
        replyToTicket(deps, id, author, form.fields.body, form.attachments),
      );
      await settleUpload(c, form.attachments);
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
