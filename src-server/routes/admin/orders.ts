import { Hono } from 'hono';
import { adminOrderQuerySchema, adminStatusChangeSchema } from '@shared/schemas/admin/orders';
import { getOrder, listOrders, moveOrder } from '../../admin/orders';
import type { AppDeps, AppEnv } from '../../env';
import { announceDeliveryInvoice } from '../../invoices/announce';
import { validate } from '../../validate';
import { filtersAndPage, listQuery } from '../paged';
import { actorOf, idParam } from './guard';

export function adminOrderRoutes({ storage, clock }: AppDeps) {
  return new Hono<AppEnv>()
    .get('/', listQuery(adminOrderQuerySchema), async (c) =>
      c.json(await listOrders(storage, ...filtersAndPage(c.req.valid('query')))),
    )
    .get('/:id', async (c) => c.json(await getOrder(storage, idParam(c))))
    .patch('/:id/status', validate('json', adminStatusChangeSchema), async (c) => {
      const order = await moveOrder(storage, clock, actorOf(c), idParam(c), c.req.valid('json'));
      await announceDeliveryInvoice({ storage, clock }, order);
      return c.json(order);
    });
}
