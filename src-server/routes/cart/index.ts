import { Hono } from 'hono';
import { dutchDay } from '@shared/domain/calendar';
import { cartSyncRequestSchema } from '@shared/cart/cart-schema';
import { quoteRequestSchema } from '@shared/schemas/order';
import { requireProfile } from '../../auth/require-profile';
import { requireUser } from '../../auth/require-user';
import { getCart, syncCart } from '../../cart/cart';
import type { AppDeps, AppEnv } from '../../env';
import { quoteCart } from '../../orders/quote';
import { validate } from '../../validate';
import { requireMayDo } from '../../policy/require-role';

/**
 * The signed-in user's own cart, the same on every device (read; merge a device's copy in),
 * and its price: the quote is what checkout will charge.
 */
export function cartRoutes({ storage, auth, clock }: AppDeps) {
  return new Hono<AppEnv>()
    .use(requireUser(auth))
    .get('/', async (c) => c.json(await getCart(storage, c.get('user').uid)))
    .put('/', requireProfile(storage), validate('json', cartSyncRequestSchema), async (c) =>
      c.json(await syncCart(storage, clock, c.get('user').uid, c.req.valid('json'))),
    )
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
