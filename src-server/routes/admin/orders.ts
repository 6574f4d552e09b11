import { Hono } from 'hono';
import {
  adminOrderQuerySchema,
  adminStatusChangeSchema,
  shipmentChangeSchema,
} from '@shared/schemas/admin/orders';
import { getOrder, listOrders, moveOrder } from '../../admin/orders';
import { changeShipment } from '../../admin/shipments';
import type { AppDeps, AppEnv } from '../../env';
import { announceDeliveryInvoice } from '../../invoices/announce';
import { ApiError } from '../../errors';
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
    })
    .patch('/:id/shipments/:shipmentId', validate('json', shipmentChangeSchema), async (c) => {
      const shipmentId = c.req.param('shipmentId');
      if (!/^levering-\d{1,4}$/.test(shipmentId)) {
        throw new ApiError(404, 'levering_niet_gevonden', 'Deze levering bestaat niet.');
      }
      const ids = { orderId: idParam(c), shipmentId };
      return c.json(
        await changeShipment(storage, clock, actorOf(c), ids, c.req.valid('json'), getOrder),
      );
    });
}
