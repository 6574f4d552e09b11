import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { cors } from 'hono/cors';
import { limitBody } from './body-limit';
import type { AppDeps, AppEnv } from './env';
import { handleError, handleNotFound } from './errors';
import { adminRoutes } from './routes/admin';
import { adminTicketRoutes } from './routes/admin-tickets';
import { approvalRoutes } from './routes/approvals';
import { calculatorRoutes } from './routes/calculator';
import { cartRoutes } from './routes/cart';
import { companyRoutes } from './routes/company';
import { clientRoutes } from './routes/clients';
import { documentRoutes } from './routes/documents';
import { fileRoutes } from './routes/files';
import { formRoutes } from './routes/forms';
import { invoiceRoutes } from './routes/invoices';
import { orderRoutes } from './routes/orders';
import { meRoutes } from './routes/me';
import { productRoutes } from './routes/products';
import { securityHeaders } from './security-headers';
import { ticketRoutes } from './routes/tickets';

/** Builds the HTTP API. Everything it touches comes in through `deps`. */
export function createApp(deps: AppDeps) {
  const api = new Hono<AppEnv>()
    .use(securityHeaders({ api: true }))
    .use(limitBody)
    .use(compress())
    .use(
      cors({
        origin: (origin) => (deps.allowedOrigins.includes(origin) ? origin : null),
        allowHeaders: ['authorization', 'content-type', 'idempotency-key'],
        allowMethods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
        maxAge: 600,
      }),
    )
    .get('/health', (c) => c.json({ ok: true }))
    .route('/me', meRoutes(deps))
    .route('/products', productRoutes(deps))
    .route('/files', fileRoutes(deps))
    .route('/cart', cartRoutes(deps))
    .route('/orders', orderRoutes(deps))
    .route('/invoices', invoiceRoutes(deps))
    .route('/tickets', ticketRoutes(deps))
    .route('/clients', clientRoutes(deps))
    .route('/documents', documentRoutes(deps))
    .route('/calculator', calculatorRoutes(deps))
    .route('/approvals', approvalRoutes(deps))
    .route('/company', companyRoutes(deps))
    .route('/forms', formRoutes(deps))
    .route('/admin/tickets', adminTicketRoutes(deps))
    .route('/admin', adminRoutes(deps));

  const app = new Hono<AppEnv>().route('/api', api);
  app.onError(handleError);
  app.notFound(handleNotFound);
  api.onError(handleError);
  api.notFound(handleNotFound);
  return app;
}

export type ApiApp = ReturnType<typeof createApp>;
