import { randomUUID } from 'node:crypto';
import { pageQuerySchema } from '@shared/schemas/page';
import { newTicketSchema } from '@shared/schemas/support';
import { uidOf } from '../../auth/require-user';
import type { AppDeps } from '../../env';
import {
  createTicket,
  listTickets,
  openOwnTicket,
  ticketCompanyOf,
  unreadAnswers,
} from '../../support/tickets';
import { settleUpload, takeDailyQuota, uploadQuota } from '../../quotas';
import { validate } from '../../validate';
import { keepOrDiscard, postReply, readMessageForm } from './message-form';
import { ticketThreadRoutes } from './thread-routes';
import { memberRoutes } from '../member-routes';

/** The support questions of the signed-in member's company. */
export function ticketRoutes(deps: AppDeps) {
  const { storage, auth } = deps;
  return memberRoutes({ storage, auth })
    .get('/', validate('query', pageQuerySchema), async (c) =>
      c.json(
        await listTickets(
          storage,
          { companyId: await ticketCompanyOf(storage, uidOf(c)) },
          c.req.valid('query'),
        ),
      ),
    )
    .get('/unread', async (c) => c.json({ count: await unreadAnswers(storage, uidOf(c)) }))
    .post('/', uploadQuota(storage, deps.clock), async (c) => {
      const uid = uidOf(c);
      const id = randomUUID();
      const form = await readMessageForm(c, newTicketSchema, deps.files, id);
      const ticket = await keepOrDiscard(form, async () => {
        await takeDailyQuota(storage, deps.clock, uid, 'tickets');
        return createTicket(deps, uid, form.fields, form.attachments, id);
      });
      await settleUpload(c, form.attachments);
      return c.json(ticket, 201);
    })
    .get('/:id', async (c) => c.json(await openOwnTicket(storage, uidOf(c), c.req.param('id'))))
    .post('/:id/messages', uploadQuota(storage, deps.clock), async (c) =>
      c.json(await postReply(c, deps, { kind: 'user', uid: uidOf(c) }), 201),
    )
    .route('/', ticketThreadRoutes(deps, 'user'));
}
