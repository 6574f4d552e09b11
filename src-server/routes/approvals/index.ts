import { approveOrderSchema, rejectOrderSchema } from '@shared/schemas/approval';
import { pageQuerySchema } from '@shared/schemas/page';
import { approvalCount } from '../../orders/approval-count';
import { approvalPage, approveOrder, rejectOrder } from '../../orders/approval';
import type { AppDeps } from '../../env';
import { validIds } from '../../params';
import { orderNotFound } from '../../collections/orders';
import { validate } from '../../validate';
import { memberRoutes } from '../member-routes';

/** Orders of the member's company waiting for approval: listed, approved, rejected. */
export function approvalRoutes({ storage, auth, clock }: AppDeps) {
  const id = validIds(['id'], orderNotFound);
  return memberRoutes({ storage, auth })
    .get('/', validate('query', pageQuerySchema), async (c) =>
      c.json(await approvalPage(storage, c.get('user').uid, c.req.valid('query'))),
    )
    .get('/aantal', async (c) => c.json(await approvalCount(storage, c.get('user').uid)))
    .post('/:id/approve', id, validate('json', approveOrderSchema), async (c) => {
      const [uid, orderId] = [c.get('user').uid, c.req.param('id')];
      return c.json(await approveOrder(storage, clock, uid, orderId, c.req.valid('json')));
    })
    .post('/:id/reject', id, validate('json', rejectOrderSchema), async (c) => {
      const [uid, orderId] = [c.get('user').uid, c.req.param('id')];
      return c.json(await rejectOrder(storage, clock, uid, orderId, c.req.valid('json').reason));
    });
}
