import { Hono } from 'hono';
import { pageQuerySchema } from '@shared/schemas/page';
import {
  ticketListQuerySchema,
  ticketReplySchema,
  ticketStatusChangeSchema,
} from '@shared/schemas/support';
import { requireAdmin } from '../../auth/require-admin';
import { requireUser } from '../../auth/require-user';
import type { AppDeps, AppEnv } from '../../env';
import {
  attachmentOf,
  checkTicketAccess,
  listTickets,
  replyToTicket,
  setTicketStatus,
  ticketForSupport,
} from '../../support/tickets';
import { validate } from '../../validate';
import { attachmentResponse } from '../tickets/attachment-response';
import { keepOrDiscard, readMessageForm } from '../tickets/message-form';

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
    .post('/:id/messages', async (c) => {
      const id = c.req.param('id');
      const author = { kind: 'support', uid: c.get('user').uid } as const;
      await checkTicketAccess(storage, id, author);
      const form = await readMessageForm(c, ticketReplySchema, deps.files, id);
      const message = await keepOrDiscard(form, () =>
        replyToTicket(deps, id, author, form.fields.body, form.attachments),
      );
      return c.json(message, 201);
    })
    .patch('/:id/status', validate('json', ticketStatusChangeSchema), async (c) => {
      const author = { kind: 'support', uid: c.get('user').uid } as const;
      return c.json(
        await setTicketStatus(deps, c.req.param('id'), author, c.req.valid('json').status),
      );
    })
    .get('/:id/attachments/:attachmentId', async (c) =>
      attachmentResponse(
        c,
        await attachmentOf(deps, c.req.param('id'), c.req.param('attachmentId')),
      ),
    );
}
