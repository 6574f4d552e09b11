import { Hono } from 'hono';
import { z } from 'zod';
import { outboxQuerySchema } from '@shared/schemas/mail';
import { pageQuerySchema } from '@shared/schemas/page';
import type { AppDeps, AppEnv } from '../../env';
import { apiErrors } from '../../errors';
import { caughtAttachment, getCaught, listCaught, listOutbox, retryMail } from '../../notify/admin';
import { validate } from '../../validate';
import { filtersAndPage, listQuery } from '../paged';
import { attachmentResponse } from '../tickets/attachment-response';
import { idParam } from './guard';

const indexSchema = z.coerce.number().int().min(0).max(100);

/** `/api/admin/mail`: the outbox (with failed messages and their errors) and the caught mail. */
export function adminMailRoutes({ storage, clock, mail }: AppDeps) {
  return new Hono<AppEnv>()
    .get('/outbox', listQuery(outboxQuerySchema), async (c) => {
      const [{ status }, page] = filtersAndPage(c.req.valid('query'));
      return c.json(await listOutbox(storage, status, page));
    })
    .post('/outbox/:id/retry', async (c) => {
      const item = await retryMail(storage, clock, idParam(c));
      mail?.kick();
      return c.json(item);
    })
    .get('/received', validate('query', pageQuerySchema), async (c) =>
      c.json(await listCaught(storage, c.req.valid('query'))),
    )
    .get('/received/:id', async (c) => c.json(await getCaught(storage, idParam(c))))
    .get('/received/:id/attachments/:index', async (c) => {
      const index = indexSchema.safeParse(c.req.param('index'));
      if (!index.success) throw apiErrors.notFound();
      return attachmentResponse(c, await caughtAttachment(storage, idParam(c), index.data));
    });
}
