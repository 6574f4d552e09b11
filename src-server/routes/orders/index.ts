import { z } from 'zod';
import { ORDER_STATUSES } from '@shared/domain/rules';
import { placeOrderSchema } from '@shared/schemas/order';
import { pageQuerySchema } from '@shared/schemas/page';
import type { AppDeps } from '../../env';
import { ApiError } from '../../errors';
import { orderConfirmationPdf } from '../../orders/order-pdf';
import { orderNotFound } from '../../collections/orders';
import { orderOf, orderPageOf, reorderLines } from '../../orders/orders';
import { placeOrder } from '../../orders/place-order';
import { validIds } from '../../params';
import { validate } from '../../validate';
import { requireMayDo } from '../../policy/require-role';
import { memberRoutes } from '../member-routes';

const KEY = /^[A-Za-z0-9_-]{8,100}$/;

/** The signed-in user's own orders. */
export function orderRoutes({ storage, auth, clock }: AppDeps) {
  return memberRoutes({ storage, auth })
    .get(
      '/',
      validate('query', pageQuerySchema.extend({ status: z.enum(ORDER_STATUSES).optional() })),
      async (c) => {
        const { status, ...page } = c.req.valid('query');
        return c.json(await orderPageOf(storage, c.get('user').uid, status, page));
      },
    )
    .get('/:id', validIds(['id'], orderNotFound), async (c) =>
      c.json(await orderOf(storage, c.get('user').uid, c.req.param('id'))),
    )
    .get('/:id/opnieuw-bestellen', validIds(['id'], orderNotFound), async (c) =>
      c.json(await reorderLines(storage, c.get('user').uid, c.req.param('id'))),
    )
    .get('/:id/pdf', validIds(['id'], orderNotFound), async (c) => {
      const user = c.get('user');
      const order = await orderOf(storage, user.uid, c.req.param('id'));
      // The buyer as they were when ordering; the sign-in address when the profile had none.
      const pdf = await orderConfirmationPdf(order, {
        ...order.buyer,
        email: order.buyer.email || user.email,
      });
      return c.body(new Uint8Array(pdf), 200, {
        'content-type': 'application/pdf',
        'content-disposition': `attachment; filename="${order.number}.pdf"`,
        'cache-control': 'private, no-store',
      });
    })
    .post('/', requireMayDo(storage, 'bestellen'))
    .post('/', validate('json', placeOrderSchema), async (c) => {
      const key = c.req.header('idempotency-key') ?? '';
      if (!KEY.test(key)) {
        throw new ApiError(
          400,
          'sleutel_ontbreekt',
          'De bestelling mist een geldige Idempotency-Key.',
        );
      }
      const { order, created } = await placeOrder(
        storage,
        clock,
        c.get('user').uid,
        key,
        c.req.valid('json'),
      );
      return c.json(order, created ? 201 : 200);
    });
}
