import { Hono } from 'hono';
import { adminOrderQuerySchema, adminStatusChangeSchema } from '@shared/schemas/admin/orders';
import { pageQuerySchema } from '@shared/schemas/page';
import { getOrder, listOrders, moveOrder } from '../../admin/orders';
import type { AppDeps, AppEnv } from '../../env';
import { announceDeliveryInvoice } from '../../invoices/announce';
import { validate } from '../../validate';
import { actorOf, idParam } from './guard';

export function adminOrderRoutes({ storage, clock }: AppDeps) {
  return new Hono<AppEnv>()
    .get('/', validate('query', adminOrderQuerySchema.extend(pageQuerySchema.shape)), async (c) => {
      const { limit, cursor, ...query } = c.req.valid('query');
      return c.json(await listOrders(storage, query, { limit, cursor }));
    })
    .get('/:id', async (c) => c.json(await getOrder(storage, idParam(c))))
    .patch('/:id/status', validate('json', adminStatusChangeSchema), async (c) => {
      const order = await moveOrder(storage, clock, actorOf(c), idParam(c), c.req.valid('json'));
      await announceDeliveryInvoice({ storage, clock }, order);
      return c.json(order);
    });
}
