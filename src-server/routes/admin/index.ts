import { Hono } from 'hono';
import { auditListQuerySchema, auditQuerySchema } from '@shared/schemas/admin/audit';
import { pageQuerySchema } from '@shared/schemas/page';
import { auditList, auditOf } from '../../audit/audit';
import { requireUser } from '../../auth/require-user';
import type { AppDeps, AppEnv } from '../../env';
import { validate } from '../../validate';
import { requireAdmin } from '../../policy/require-admin';
import { adminCompanyRoutes } from './companies';
import { adminInboxRoutes } from './inbox';
import { adminMailRoutes } from './mail';
import { adminInvoiceRoutes, adminOrderInvoiceRoutes } from './invoices';
import { adminOrderRoutes } from './orders';
import { adminProductRoutes } from './products';
import { adminUserRoutes } from './users';

/**
 * The back-office API. Every route below the guard needs a signed-in admin: 401 without a
 * token, 403 for installers and dealers.
 */
export function adminRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .use(requireUser(deps.auth))
    .use(requireAdmin(deps.storage))
    .route('/orders', adminOrderRoutes(deps))
    .route('/orders', adminOrderInvoiceRoutes(deps))
    .route('/invoices', adminInvoiceRoutes(deps))
    .route('/products', adminProductRoutes(deps))
    .route('/users', adminUserRoutes(deps))
    .route('/companies', adminCompanyRoutes(deps))
    .route('/mail', adminMailRoutes(deps))
    .route('/', adminInboxRoutes(deps))
    .get('/audit', validate('query', auditQuerySchema.extend(pageQuerySchema.shape)), async (c) => {
      const { entity, id, limit, cursor } = c.req.valid('query');
      return c.json(await auditOf(deps.storage, entity, id, { limit, cursor }));
    })
    .get(
      '/audit/all',
      validate('query', auditListQuerySchema.extend(pageQuerySchema.shape)),
      async (c) => {
        const { soort, door, limit, cursor } = c.req.valid('query');
        return c.json(
          await auditList(deps.storage, { entity: soort, actorId: door }, { limit, cursor }),
        );
      },
    );
}
