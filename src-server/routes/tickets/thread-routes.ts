import { Hono } from 'hono';
import { ticketStatusChangeSchema } from '@shared/schemas/support';
import { uidOf } from '../../auth/require-user';
import type { AppDeps, AppEnv } from '../../env';
import { attachmentOf, setTicketStatus, type Author } from '../../support/tickets';
import { validate } from '../../validate';
import { attachmentResponse } from './attachment-response';

/**
 * What both sides do with one ticket besides replying: change its status and open an
 * attachment. A member (`user`) reaches only their company's tickets; support reaches all.
 */
export function ticketThreadRoutes(deps: AppDeps, kind: Author['kind']) {
  return new Hono<AppEnv>()
    .patch('/:id/status', validate('json', ticketStatusChangeSchema), async (c) => {
      const author = { kind, uid: uidOf(c) };
      const { status } = c.req.valid('json');
      return c.json(await setTicketStatus(deps, c.req.param('id'), author, status));
    })
    .get('/:id/attachments/:attachmentId', async (c) => {
      const owner = kind === 'user' ? uidOf(c) : undefined;
      const { id, attachmentId } = c.req.param();
      return attachmentResponse(c, await attachmentOf(deps, id, attachmentId, owner));
    });
}
