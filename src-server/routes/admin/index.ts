import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { statusChangeSchema } from '@shared/schemas/order';
import { requireUser } from '../../auth/require-user';
import type { AppDeps, AppEnv } from '../../env';
import { ApiError } from '../../errors';
import { validIds } from '../../params';
import { COLLECTIONS } from '../../records';
import { changeOrderStatus, orderNotFound } from '../../shop/orders';
import { validate } from '../../validate';

/** Admin actions; the role comes from the stored profile, never from the client. */
export function adminRoutes({ storage, auth, clock }: AppDeps) {
  const requireAdmin = createMiddleware<AppEnv>(async (c, next) => {
    const profile = await storage.get(COLLECTIONS.users, c.get('user').uid);
    if (profile?.role !== 'admin') {
      throw new ApiError(403, 'geen_toegang', 'Alleen beheerders mogen dit doen.');
    }
    await next();
  });
  return new Hono<AppEnv>()
    .use(requireUser(auth))
    .use(requireAdmin)
    .patch(
      '/orders/:id/status',
      validIds(['id'], orderNotFound),
      validate('json', statusChangeSchema),
      async (c) =>
        c.json(
          await changeOrderStatus(storage, clock, c.req.param('id'), c.req.valid('json').status),
        ),
    );
}
