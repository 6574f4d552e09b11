import { Hono, type Context } from 'hono';
import {
  adminOrderQuerySchema,
  adminStatusChangeSchema,
  shipmentChangeSchema,
} from '@shared/schemas/admin/orders';
import { getOrder, listOrders, moveOrder } from '../../orders/admin-orders';
import { changeShipment, deliverShipment } from '../../orders/admin-shipments';
import type { AppDeps, AppEnv } from '../../env';
import { announceDeliveryInvoice, announceInvoiceDocument } from '../../invoices/announce';
import { ApiError } from '../../errors';
import { validate } from '../../validate';
import { filtersAndPage, listQuery } from '../paged';
import { actorOf, idParam } from './guard';

/** The order and shipment of `/:id/shipments/:shipmentId`; 404 for a shipment id of no shape. */
function shipmentIds(c: Context<AppEnv>) {
  const shipmentId = c.req.param('shipmentId') ?? '';
  if (!/^levering-\d{1,4}$/.test(shipmentId)) {
    throw new ApiError(404, 'levering_niet_gevonden', 'Deze levering bestaat niet.');
  }
  return { orderId: idParam(c), shipmentId };
}

export function adminOrderRoutes({ storage, clock }: AppDeps) {
  return (
    new Hono<AppEnv>()
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
        const ids = shipmentIds(c);
        return c.json(
          await changeShipment(storage, clock, actorOf(c), ids, c.req.valid('json'), getOrder),
        );
      })
      // One shipment arrived: its delivery day and the invoice of its lines.
      .post('/:id/shipments/:shipmentId/geleverd', async (c) => {
        const actor = actorOf(c);
        const { order, invoice } = await deliverShipment(storage, clock, actor, shipmentIds(c), {
          answer: getOrder,
          deliverOrder: (id) => moveOrder(storage, clock, actor, id, { status: 'geleverd' }),
        });
        if (invoice) await announceInvoiceDocument({ storage, clock }, invoice);
        else await announceDeliveryInvoice({ storage, clock }, order);
        return c.json(order);
      })
  );
}
