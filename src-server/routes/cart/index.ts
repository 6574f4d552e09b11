import { Hono } from 'hono';
import { dutchDay } from '@shared/domain/calendar';
import { quoteRequestSchema } from '@shared/schemas/order';
import { requireUser } from '../../auth/require-user';
import type { AppDeps, AppEnv } from '../../env';
import { quoteCart } from '../../orders/quote';
import { validate } from '../../validate';
import { requireMayDo } from '../../policy/require-role';

/** Prices a cart for the signed-in user; the answer is what checkout will charge. */
export function cartRoutes({ storage, auth, clock }: AppDeps) {
  return new Hono<AppEnv>()
    .use(requireUser(auth))
    .post(
      '/quote',
      requireMayDo(storage, 'bestellen'),
      validate('json', quoteRequestSchema),
      async (c) =>
        c.json(
          await quoteCart(storage, c.get('user').uid, c.req.valid('json'), dutchDay(clock.now())),
        ),
    );
}
